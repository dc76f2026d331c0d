import { and, count, desc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import { conversationParticipants, conversations, messages } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { conversationMailQueue } from '#server/jobs/queues/conversation-mail.ts';
import { publishNotification } from '../notifications/notifications.service.ts';

// New messages are told once per batch, not once per message (docs/rules/inbox.md): the first
// unread message a person has not been told of queues this job, ten minutes later. If they have
// read everything by then, nothing is sent; else ONE notification (in-app and mail, by their
// preferences for `messages`) tells of all that is still unread, and `notified_until` records
// how far that went, so the next message starts a new batch.

/** Tells one person of the unread messages in one conversation, once. True when it told. */
export async function tellOfUnreadMessages(deps: JobDeps, conversationId: string, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The participant row is the claim: a second run of the job waits here, then finds nothing new.
    const [me] = await tx
      .select()
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
      .for('update');
    if (!me) return false;
    const since = [me.lastReadAt, me.notifiedUntil].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
    const unreadWhere = and(
      eq(messages.conversationId, conversationId),
      or(isNull(messages.senderUserId), ne(messages.senderUserId, userId)),
      since ? sql`${messages.createdAt} > ${since}` : undefined,
    );
    const [unread] = await tx
      .select({ n: count(), newest: max(messages.createdAt) })
      .from(messages)
      .where(unreadWhere);
    if (!unread || Number(unread.n) === 0 || !unread.newest) return false;
    const [last] = await tx
      .select({ sender: messages.senderUserId })
      .from(messages)
      .where(unreadWhere)
      .orderBy(desc(messages.createdAt))
      .limit(1);
    const [about] = await tx
      .select({
        title: listings.titleIs,
        titleEn: listings.titleEn,
        tenant: conversations.tenantUserId,
        teamSlug: teams.slug,
      })
      .from(conversations)
      .leftJoin(listings, eq(listings.id, conversations.listingId))
      .leftJoin(teams, eq(teams.id, conversations.ownerTeamId))
      .where(eq(conversations.id, conversationId))
      .limit(1);
    const [sender] = last?.sender
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, last.sender)).limit(1)
      : [];
    await publishNotification(
      deps,
      {
        userId,
        kind: 'messages',
        event: 'messages_unread',
        params: {
          name: sender?.name ?? '-',
          count: Number(unread.n),
          listing: about?.title ?? about?.titleEn ?? '-',
        },
        // The team's side is told where the team works it: its team inbox.
        link:
          about?.teamSlug && about.tenant !== userId
            ? `/teams/${about.teamSlug}/inbox/${conversationId}`
            : `/inbox/${conversationId}`,
      },
      tx,
    );
    await tx
      .update(conversationParticipants)
      .set({ notifiedUntil: new Date(unread.newest), updatedAt: deps.now() })
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
    return true;
  });
}

export const messageMailWorker: JobWorker<typeof conversationMailQueue> = {
  queue: conversationMailQueue,
  async handle(data, deps) {
    await tellOfUnreadMessages(deps, data.conversationId, data.userId);
  },
};
