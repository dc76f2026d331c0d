import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversationParticipants, conversations } from '#server/db/schema/conversations.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { Actor, ServiceContext } from '../context.ts';

// One team conversation, through the access module: the conversation must be the team's (another
// team's, a person's or none: not found) and the reader's role must grant the permission.

export type TeamConversationPermission = 'conversation.read' | 'conversation.send' | 'conversation.assign' | 'conversation.note';
export type ConversationRow = typeof conversations.$inferSelect;

/** The team with this slug, if the actor's role there grants the permission; else not found. */
export async function authorizedTeam(
  ctx: ServiceContext,
  slug: string,
  permission: TeamConversationPermission,
): Promise<{ actor: Actor; teamId: string }> {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) {
    if (!ctx.actor) throw new AppError('unauthorized');
    throw new AppError('not_found');
  }
  const actor = await authorize(ctx, permission, { type: 'team', teamId: membership.teamId });
  return { actor, teamId: membership.teamId };
}

/** The team's conversation, if the actor may do this with it; `lock` reads it `for update` in a transaction. */
export async function authorizedTeamConversation(
  ctx: ServiceContext,
  slug: string,
  id: string,
  permission: TeamConversationPermission,
  options: { db?: Db; lock?: boolean } = {},
): Promise<{ actor: Actor; teamId: string; row: ConversationRow }> {
  const { teamId } = await authorizedTeam(ctx, slug, permission);
  const db = options.db ?? ctx.db;
  const query = db
    .select()
    .from(conversations)
    .where(eq(conversations.id, requireId(id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || row.ownerTeamId !== teamId) throw new AppError('not_found');
  const participants = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, row.id));
  const actor = await authorize(ctx, permission, {
    type: 'conversation',
    participantUserIds: participants.map((p) => p.userId),
    ownerTeamId: row.ownerTeamId,
  });
  return { actor, teamId, row };
}
