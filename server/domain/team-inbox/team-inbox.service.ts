import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AttachmentLinks, MessageDto } from '#common/inbox-dto.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type {
  MemberRef,
  TeamConversationDetail,
  TeamConversationDto,
  TeamConversationPage,
  TeamInboxFilter,
} from '#common/team-inbox.ts';
import { TEAM_ROLES } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { conversations, messages } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teamMembers, teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import type { UploadedFile } from '#server/lib/uploaded-file.ts';
import { can } from '../access/can.ts';
import { teamRoleGrants } from '../access/roles.ts';
import { teamConversations, teamsGranting } from '../access/scopes.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { getConversation, markConversationRead, sendMessage, toDtos } from '../inbox/conversations.service.ts';
import type { SendMessageInput } from '../inbox/inbox.schemas.ts';
import { announce } from '../inbox/live.ts';
import { ensureParticipant, unreadBy } from '../inbox/read-state.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { notesBetween } from './notes.service.ts';
import { authorizedTeam, authorizedTeamConversation, type ConversationRow } from './team-access.ts';
import type { AssigneeInput } from './team-inbox.schemas.ts';

// The team inbox (docs/rules/team-inbox.md): a team's shared conversations (those with
// owner_team_id = the team), worked by its members by role through the access module. Replies
// go through the inbox's own sendMessage, so blocks, floods, files and mail batching are one rule.

const ANSWERING_ROLES = TEAM_ROLES.filter((role) => teamRoleGrants(role, 'conversation.send'));

const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** The team's members who may answer its conversations (and so be given one), by name. */
async function assignableMembers(db: Db, teamId: string): Promise<MemberRef[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ANSWERING_ROLES)))
    .orderBy(asc(users.name), asc(users.id));
}

async function teamDtos(ctx: ServiceContext, actor: Actor, rows: ConversationRow[]): Promise<TeamConversationDto[]> {
  const base = await toDtos(ctx, actor, rows);
  const assigneeIds = [...new Set(rows.map((r) => r.assignedUserId).filter((v): v is string => v !== null))];
  const names = assigneeIds.length
    ? await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, assigneeIds))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return base.map((dto, i) => {
    const assigned = rows[i].assignedUserId;
    return { ...dto, assignee: assigned ? { id: assigned, name: nameOf.get(assigned) ?? null } : null };
  });
}

function filterWhere(actor: Actor, filter: TeamInboxFilter): SQL | undefined {
  if (filter === 'mine') return eq(conversations.assignedUserId, actor.userId);
  if (filter === 'unassigned') return isNull(conversations.assignedUserId);
  if (filter === 'unread')
    return sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${unreadBy(actor.userId)})`;
  return undefined;
}

/**
 * The team's conversations, newest activity first, twenty a page (keyset: `after` is the last
 * conversation of the page before), filtered: all, mine (assigned to me), unassigned, unread (by me).
 */
export async function listTeamConversations(
  ctx: ServiceContext,
  slug: string,
  input: { filter?: TeamInboxFilter; after?: string | null } = {},
): Promise<TeamConversationPage> {
  const { actor, teamId } = await authorizedTeam(ctx, slug, 'conversation.read');
  const where: (SQL | undefined)[] = [teamConversations(actor, teamId), filterWhere(actor, input.filter ?? 'all')];
  if (input.after) {
    const [anchor] = await ctx.db
      .select({ at: activity.mapWith(conversations.createdAt), id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, input.after), eq(conversations.ownerTeamId, teamId)))
      .limit(1);
    if (!anchor) throw new AppError('invalid_cursor', undefined, { fields: { after: ['invalid'] } });
    where.push(or(lt(activity, anchor.at), and(eq(activity, anchor.at), lt(conversations.id, anchor.id))));
  }
  const rows = await ctx.db
    .select()
    .from(conversations)
    .where(and(...where))
    .orderBy(desc(activity), desc(conversations.id))
    .limit(LIST_PAGE_SIZE + 1);
  const shown = rows.slice(0, LIST_PAGE_SIZE);
  return {
    items: await teamDtos(ctx, actor, shown),
    next_cursor: rows.length > LIST_PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null,
  };
}

/**
 * One team conversation: its newest messages (or those before `before`), the internal notes of
 * the same span (for the roles that may write notes), who answers it and who could. Reading does not mark read: see markTeamConversationRead.
 */
export async function getTeamConversation(
  ctx: ServiceContext,
  slug: string,
  id: string,
  input: { before?: string | null; links?: AttachmentLinks } = {},
): Promise<TeamConversationDetail> {
  const { actor, teamId, row } = await authorizedTeamConversation(ctx, slug, id, 'conversation.read');
  const detail = await getConversation(ctx, row.id, { before: input.before, links: input.links ?? 'api' });
  // The notes between the first shown message (from the start, on the oldest page) and the
  // message after the last shown one (to now, on the newest page).
  const from = detail.older_cursor && detail.messages[0] ? new Date(detail.messages[0].created_at) : null;
  const until = input.before ? await messageTime(ctx.db, row.id, input.before) : null;
  // What the reader's role lets them do here (the page shows only those forms; the services decide anyway).
  const resource = { type: 'conversation', participantUserIds: [], ownerTeamId: row.ownerTeamId } as const;
  const may = {
    send: can(actor, 'conversation.send', resource),
    assign: can(actor, 'conversation.assign', resource),
    note: can(actor, 'conversation.note', resource),
  };
  const [[conversation], notes, assignable] = await Promise.all([
    teamDtos(ctx, actor, [row]),
    // Notes are for the roles that write them (conversation.note): a viewer reads the messages only.
    may.note ? notesBetween(ctx, actor, row.id, from, until) : Promise.resolve([]),
    assignableMembers(ctx.db, teamId),
  ]);
  return { conversation, messages: detail.messages, notes, older_cursor: detail.older_cursor, assignable, may };
}

async function messageTime(db: Db, conversationId: string, messageId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId.toLowerCase()), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row?.at ?? null;
}

/** Marks the team conversation read for the actor alone (other members keep their own unread). */
export async function markTeamConversationRead(ctx: ServiceContext, slug: string, id: string): Promise<void> {
  const { row } = await authorizedTeamConversation(ctx, slug, id, 'conversation.read');
  await markConversationRead(ctx, row.id);
}

/** A reply for the team: the sender is the member; the tenant sees the team's name with it. */
export async function replyAsTeam(
  ctx: ServiceContext,
  slug: string,
  id: string,
  input: SendMessageInput,
  files: UploadedFile[] = [],
  links: AttachmentLinks = 'api',
): Promise<MessageDto> {
  const { row } = await authorizedTeamConversation(ctx, slug, id, 'conversation.send');
  return sendMessage(ctx, row.id, input, files, links);
}

/**
 * Gives the conversation to a member who may answer it (or to no one). A person who is not such
 * a member: `team_assignee_not_member` (user_id: not_team_member). The assignee becomes a
 * participant (their mail is batched like anyone's) and is told, unless they assigned themself.
 * Two assignments at once: the conversation row is locked, so the last one wins whole.
 */
export async function assignConversation(
  ctx: ServiceContext,
  slug: string,
  id: string,
  input: AssigneeInput,
): Promise<TeamConversationDto> {
  const assignee = input.user_id ?? null;
  const updated = await ctx.db.transaction(async (tx) => {
    const { actor, teamId, row } = await authorizedTeamConversation(ctx, slug, id, 'conversation.assign', {
      db: tx,
      lock: true,
    });
    const now = ctx.now();
    if (assignee) {
      const [member] = await tx
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, assignee)))
        .for('share')
        .limit(1);
      if (!member || !(ANSWERING_ROLES as readonly string[]).includes(member.role))
        throw new AppError('team_assignee_not_member', undefined, { fields: { user_id: ['not_team_member'] } });
    }
    const [next] = await tx
      .update(conversations)
      .set({ assignedUserId: assignee, updatedAt: now })
      .where(eq(conversations.id, row.id))
      .returning();
    if (assignee && assignee !== row.assignedUserId) {
      await ensureParticipant(tx, row.id, assignee, now, row.lastMessageAt);
      if (assignee !== actor.userId) await tellAssignee(ctx, tx, next, assignee, actor.userId);
    }
    return { actor, row: next };
  });
  announce(updated.row.id);
  const [dto] = await teamDtos(ctx, updated.actor, [updated.row]);
  return dto;
}

async function tellAssignee(ctx: ServiceContext, tx: Db, row: ConversationRow, assignee: string, by: string): Promise<void> {
  const [[team], [listing], [person]] = await Promise.all([
    tx
      .select({ slug: teams.slug })
      .from(teams)
      .where(eq(teams.id, row.ownerTeamId as string))
      .limit(1),
    row.listingId
      ? tx.select({ title: listings.titleIs }).from(listings).where(eq(listings.id, row.listingId)).limit(1)
      : Promise.resolve([]),
    tx.select({ name: users.name }).from(users).where(eq(users.id, by)).limit(1),
  ]);
  if (!team) return;
  await publishNotification(
    ctx,
    {
      userId: assignee,
      kind: 'messages',
      event: 'team_conversation_assigned',
      params: { name: person?.name ?? '-', listing: listing?.title ?? '-' },
      link: `/teams/${team.slug}/inbox/${row.id}`,
    },
    tx,
  );
}

/** The team inboxes the actor may read (the personal inbox links to them), by team name. */
export async function myTeamInboxes(ctx: ServiceContext): Promise<{ slug: string; name: string }[]> {
  const actor = ctx.actor;
  if (!actor) return [];
  const ids = teamsGranting(actor, 'conversation.read');
  if (!ids.length) return [];
  return ctx.db.select({ slug: teams.slug, name: teams.name }).from(teams).where(inArray(teams.id, ids)).orderBy(asc(teams.name));
}
