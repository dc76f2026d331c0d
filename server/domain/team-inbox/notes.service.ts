import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { NoteDto } from '#common/team-inbox.ts';
import { conversationNotes } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { authorizedTeamConversation } from './team-access.ts';
import type { NoteInput } from './team-inbox.schemas.ts';

// Internal notes (docs/rules/team-inbox.md): written and read by the team's members by role,
// kept apart from the messages (conversation_notes), so nothing that serves the tenant (their
// pages, their API, the live stream, mails, exports) can ever pick one up.

type NoteRow = typeof conversationNotes.$inferSelect;

async function noteDtos(ctx: ServiceContext, actor: Actor, rows: NoteRow[]): Promise<NoteDto[]> {
  const authorIds = [...new Set(rows.map((r) => r.authorUserId).filter((v): v is string => v !== null))];
  const names = authorIds.length
    ? await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((row) => ({
    id: row.id,
    author: row.authorUserId ? { id: row.authorUserId, name: nameOf.get(row.authorUserId) ?? null } : null,
    mine: row.authorUserId === actor.userId,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The notes of a conversation the caller has authorised, written from `from` until before `until`, oldest first. */
export async function notesBetween(
  ctx: ServiceContext,
  actor: Actor,
  conversationId: string,
  from: Date | null,
  until: Date | null,
): Promise<NoteDto[]> {
  const rows = await ctx.db
    .select()
    .from(conversationNotes)
    .where(
      and(
        eq(conversationNotes.conversationId, conversationId),
        from ? gte(conversationNotes.createdAt, from) : undefined,
        until ? lt(conversationNotes.createdAt, until) : undefined,
      ),
    )
    .orderBy(asc(conversationNotes.createdAt), asc(conversationNotes.id));
  return noteDtos(ctx, actor, rows);
}

/** Every note of the team's conversation, oldest first (conversation.note). */
export async function listNotes(ctx: ServiceContext, slug: string, id: string): Promise<NoteDto[]> {
  const { actor, row } = await authorizedTeamConversation(ctx, slug, id, 'conversation.note');
  return notesBetween(ctx, actor, row.id, null, null);
}

/** Writes an internal note in the team's conversation (conversation.note): the tenant never sees it. */
export async function addNote(ctx: ServiceContext, slug: string, id: string, input: NoteInput): Promise<NoteDto> {
  const { actor, row } = await authorizedTeamConversation(ctx, slug, id, 'conversation.note');
  const now = ctx.now();
  const [note] = await ctx.db
    .insert(conversationNotes)
    .values({ conversationId: row.id, authorUserId: actor.userId, body: input.body, createdAt: now, updatedAt: now })
    .returning();
  const [dto] = await noteDtos(ctx, actor, [note]);
  return dto;
}
