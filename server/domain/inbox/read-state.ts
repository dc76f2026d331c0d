import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversationParticipants, messages } from '#server/db/schema/conversations.ts';
import { teamConversationReads } from '#server/db/schema/teams.ts';

// How far a person has read a conversation (docs/rules/team-inbox.md, "Read state"). One rule:
// a participant's read state is their participant row; a team member who takes no part reads
// through their own row in team_conversation_reads. A member who becomes a participant (answers,
// is assigned, is told of a message) brings their team read state along, so nothing read turns
// unread. Each member has their own: one reading never marks another's.

/** When the person last read the conversation of the current `messages` row (null: never). */
export function lastReadAt(userId: string): SQL<Date | null> {
  return sql<Date | null>`(case when exists (select 1 from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${messages.conversationId} and ${conversationParticipants.userId} = ${userId})
    then (select ${conversationParticipants.lastReadAt} from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${messages.conversationId} and ${conversationParticipants.userId} = ${userId})
    else (select ${teamConversationReads.lastReadAt} from ${teamConversationReads} where ${teamConversationReads.conversationId} = ${messages.conversationId} and ${teamConversationReads.userId} = ${userId}) end)`;
}

/** Messages (the current `messages` row) from others that the person has not read. */
export function unreadBy(userId: string): SQL {
  const readAt = lastReadAt(userId);
  return and(
    or(isNull(messages.senderUserId), ne(messages.senderUserId, userId)),
    sql`(${readAt} is null or ${messages.createdAt} > ${readAt})`,
  ) as SQL;
}

/**
 * Makes the person a participant (a team member answering, assigned, or told of a message),
 * carrying over how far they had read as a team member. `toldUntil`: the messages before this
 * count as told (the mail batching starts after them: an assignee is told of the assignment, not
 * of the whole history). Does nothing when they already are a participant.
 */
export async function ensureParticipant(
  db: Db,
  conversationId: string,
  userId: string,
  now: Date,
  toldUntil: Date | null = null,
): Promise<void> {
  const [read] = await db
    .select({ lastReadAt: teamConversationReads.lastReadAt })
    .from(teamConversationReads)
    .where(and(eq(teamConversationReads.conversationId, conversationId), eq(teamConversationReads.userId, userId)))
    .limit(1);
  await db
    .insert(conversationParticipants)
    .values({
      conversationId,
      userId,
      lastReadAt: read?.lastReadAt ?? null,
      notifiedUntil: toldUntil,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** Marks the conversation read up to `until` for the person: their participant row, else their team read row. */
export async function markReadUntil(db: Db, conversationId: string, userId: string, until: Date, now: Date): Promise<void> {
  const updated = await db
    .update(conversationParticipants)
    .set({ lastReadAt: until, updatedAt: now })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .returning({ userId: conversationParticipants.userId });
  if (updated.length) return;
  await db
    .insert(teamConversationReads)
    .values({ conversationId, userId, lastReadAt: until, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [teamConversationReads.conversationId, teamConversationReads.userId],
      set: { lastReadAt: until, updatedAt: now },
    });
}
