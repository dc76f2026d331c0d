import { and, eq, sql } from 'drizzle-orm';
import { userBlocks, userReports } from '#server/db/schema/conversations.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { authorizedConversation } from './conversations.service.ts';
import type { ReportUserInput } from './inbox.schemas.ts';

// Blocking and reporting the other person of a conversation (docs/rules/inbox.md). Both start
// from a conversation one may read, so a person can only block or report someone they talk with.

/** The other person of a conversation the actor may read. */
async function otherPerson(ctx: ServiceContext, conversationId: string): Promise<{ me: string; other: string }> {
  const { actor, row } = await authorizedConversation(ctx, conversationId, 'conversation.read');
  const other = row.tenantUserId === actor.userId ? row.landlordUserId : row.tenantUserId;
  if (!other) throw new AppError('not_found');
  if (other === actor.userId) throw new AppError('block_self');
  return { me: actor.userId, other };
}

/** Blocks the other person: no new messages or conversations between the two until unblocked. Blocking twice is fine. */
export async function blockInConversation(ctx: ServiceContext, conversationId: string): Promise<void> {
  const { me, other } = await otherPerson(ctx, conversationId);
  const now = ctx.now();
  await ctx.db
    .insert(userBlocks)
    .values({ blockerUserId: me, blockedUserId: other, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** Lifts the actor's block of the other person (a block the other person made stays). */
export async function unblockInConversation(ctx: ServiceContext, conversationId: string): Promise<void> {
  const { me, other } = await otherPerson(ctx, conversationId);
  await ctx.db.delete(userBlocks).where(and(eq(userBlocks.blockerUserId, me), eq(userBlocks.blockedUserId, other)));
}

/**
 * Reports the other person to staff, with a reason and an optional message. One open report per
 * reporter and person: another while it is open is `user_already_reported`.
 */
export async function reportInConversation(
  ctx: ServiceContext,
  conversationId: string,
  input: ReportUserInput,
): Promise<{ id: string; status: string }> {
  const { me, other } = await otherPerson(ctx, conversationId);
  return ctx.db.transaction(async (tx) => {
    // One report at a time per reporter and person, so two at once can't both be "the open one".
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-report:${me}:${other}`}))`);
    const [open] = await tx
      .select({ id: userReports.id })
      .from(userReports)
      .where(and(eq(userReports.reporterId, me), eq(userReports.reportedUserId, other), eq(userReports.status, 'open')))
      .limit(1);
    if (open) throw new AppError('user_already_reported');
    const now = ctx.now();
    const [row] = await tx
      .insert(userReports)
      .values({
        reporterId: me,
        reportedUserId: other,
        conversationId,
        reason: input.reason,
        message: input.message ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: userReports.id, status: userReports.status });
    return row;
  });
}
