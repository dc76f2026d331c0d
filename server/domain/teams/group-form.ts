import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGE_MAIL_DELAY_SECONDS } from '#common/inbox.ts';
import type { Db } from '#server/db/client.ts';
import { conversationParticipants, conversations, messages } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teamListingGroups, teamMembers, teams } from '#server/db/schema/teams.ts';
import { conversationMailQueue } from '#server/jobs/queues/conversation-mail.ts';
import type { ServiceContext } from '../context.ts';

// What a listing group adds to the apply form and to an application's arrival
// (docs/rules/team-forms.md): the group's questions, asked of every applicant and required, and
// the auto-reply the tenant gets in the conversation about the listing.

/**
 * A group question's id, the same for the same group and wording: stored with the answer (like a
 * listing question's id) and sent back by the form. Rewording a question gives it a new id, so
 * an answer is never filed under a question the tenant didn't see.
 */
export function groupQuestionId(groupId: string, question: string): string {
  const hex = createHash('sha256').update(`${groupId}\n${question}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface GroupFormQuestion {
  id: string;
  question: string;
  required: true;
}

/** The group of a team listing (only a group of the listing's own team counts), or null. */
async function groupOf(db: Db, listingId: string) {
  const [row] = await db
    .select({
      id: teamListingGroups.id,
      teamId: teamListingGroups.teamId,
      questions: teamListingGroups.questions,
      autoReply: teamListingGroups.autoReply,
      createdBy: listings.createdBy,
    })
    .from(listings)
    .innerJoin(
      teamListingGroups,
      and(eq(teamListingGroups.id, listings.teamGroupId), eq(teamListingGroups.teamId, listings.ownerTeamId)),
    )
    .where(eq(listings.id, listingId))
    .limit(1);
  return row ?? null;
}

/** The questions the listing's group asks, after the listing's own; none for a listing without a group. */
export async function groupQuestionsOf(db: Db, listingId: string): Promise<GroupFormQuestion[]> {
  const group = await groupOf(db, listingId);
  if (!group) return [];
  return group.questions.map((question) => ({ id: groupQuestionId(group.id, question), question, required: true }));
}

/**
 * Who the auto-reply is from: the listing's creator while they are still a member of the team,
 * else the team's longest-standing owner. Null when the team has no one (it always has an owner).
 */
async function replySender(db: Db, teamId: string, createdBy: string | null): Promise<string | null> {
  const members = await db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.userId));
  if (createdBy && members.some((m) => m.userId === createdBy)) return createdBy;
  return members.find((m) => m.role === 'owner')?.userId ?? null;
}

/**
 * Sends the group's auto-reply to the tenant who just applied, inside the application's
 * transaction: when the listing is in a group with an auto-reply and its team has the
 * `application_auto_reply` service on. The message goes in the one conversation of this tenant
 * and listing (made here when there is none, owned by the team and linked to the application),
 * from the sender above. Returns the conversation's id, or null when nothing was sent.
 */
export async function sendAutoReply(
  ctx: ServiceContext,
  tx: Db,
  input: { listingId: string; applicationId: string; tenantUserId: string },
): Promise<string | null> {
  const group = await groupOf(tx, input.listingId);
  if (!group?.autoReply) return null;
  const [team] = await tx.select({ services: teams.services }).from(teams).where(eq(teams.id, group.teamId)).limit(1);
  if (!team?.services.includes('application_auto_reply')) return null;
  const sender = await replySender(tx, group.teamId, group.createdBy);
  if (!sender || sender === input.tenantUserId) return null;
  // The same lock the inbox takes to start a conversation for this tenant and listing.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation:${input.listingId}:${input.tenantUserId}`}))`);
  const now = ctx.now();
  let [conversation] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, input.listingId), eq(conversations.tenantUserId, input.tenantUserId)))
    .for('update');
  if (!conversation) {
    [conversation] = await tx
      .insert(conversations)
      .values({
        listingId: input.listingId,
        applicationId: input.applicationId,
        tenantUserId: input.tenantUserId,
        landlordUserId: sender,
        ownerTeamId: group.teamId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } else if (!conversation.applicationId) {
    await tx
      .update(conversations)
      .set({ applicationId: input.applicationId, updatedAt: now })
      .where(eq(conversations.id, conversation.id));
  }
  const last = conversation.lastMessageAt;
  const at = last && last >= now ? new Date(last.getTime() + 1) : now;
  await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderUserId: sender, body: group.autoReply, createdAt: at, updatedAt: at });
  await tx.update(conversations).set({ lastMessageAt: at, updatedAt: now }).where(eq(conversations.id, conversation.id));
  await tx
    .insert(conversationParticipants)
    .values([
      { conversationId: conversation.id, userId: input.tenantUserId, createdAt: now, updatedAt: now },
      { conversationId: conversation.id, userId: sender, lastReadAt: at, createdAt: now, updatedAt: now },
    ])
    .onConflictDoNothing();
  // The tenant is told as for any message: one mail a while later of everything still unread.
  await ctx.jobs.enqueue(
    tx,
    conversationMailQueue,
    { conversationId: conversation.id, userId: input.tenantUserId },
    { singletonKey: `${conversation.id}:${input.tenantUserId}`, startAfterSeconds: MESSAGE_MAIL_DELAY_SECONDS },
  );
  return conversation.id;
}
