import { type Handler, Hono } from 'hono';
import { z } from 'zod';
import { isId } from '#common/input.ts';
import { isTeamInboxFilter } from '#common/team-inbox.ts';
import type { TeamPermission } from '#server/domain/access/roles.ts';
import { messageDtoSchema, sendMessageSchema } from '#server/domain/inbox/inbox.schemas.ts';
import { addNote, listNotes } from '#server/domain/team-inbox/notes.service.ts';
import {
  assigneeSchema,
  noteDtoSchema,
  noteSchema,
  teamConversationDetailDtoSchema,
  teamConversationDtoSchema,
  teamConversationPageDtoSchema,
} from '#server/domain/team-inbox/team-inbox.schemas.ts';
import {
  assignConversation,
  getTeamConversation,
  listTeamConversations,
  markTeamConversationRead,
  replyAsTeam,
} from '#server/domain/team-inbox/team-inbox.service.ts';
import { parseJsonBody, zodFieldErrors } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses, type HonoPath } from './define.ts';
import type { ApiOperation } from './openapi.ts';

// The team inbox (docs/rules/team-inbox.md): the same services as the /teams/{slug}/inbox pages.
// Every operation names its team permission; a conversation of another team is 404.
export const teamInboxApi = new Hono<HonoEnv>();

const base = '/api/teams/{slug}/conversations/';
const slugParam = { slug: { format: 'string', description: 'The team’s address, e.g. leigulidar' } } as const;
const op = <P extends string>(
  method: 'get' | 'post' | 'put',
  path: P,
  teamPermission: TeamPermission,
  summary: string,
  extra: Partial<ApiOperation>,
  handler: Handler<HonoEnv, HonoPath<`${typeof base}${P}`>>,
) =>
  defineOperation(
    teamInboxApi,
    {
      method,
      path: `${base}${path}` as const,
      summary,
      tags: ['team inbox'],
      auth: true,
      teamPermission,
      params: slugParam,
      responses: {},
      ...extra,
    },
    handler,
  );

op(
  'get',
  '',
  'conversation.read',
  'The team’s conversations, newest activity first, twenty a page; `filter`: all, mine (assigned to you), unassigned, unread (by you)',
  {
    query: [
      { name: 'filter', description: 'all (default), mine, unassigned or unread' },
      { name: 'after', description: 'next_cursor of the previous page' },
    ],
    responses: { 200: { description: 'Conversations', schema: teamConversationPageDtoSchema }, ...errorResponses(401, 404, 422) },
  },
  async (c) => {
    const filter = c.req.query('filter') || 'all';
    const after = c.req.query('after') || null;
    if (!isTeamInboxFilter(filter)) throw new AppError('validation_failed', undefined, { fields: { filter: ['invalid'] } });
    if (after !== null && !isId(after)) throw new AppError('invalid_cursor', undefined, { fields: { after: ['invalid'] } });
    return c.json(await listTeamConversations(serviceContext(c), c.req.param('slug'), { filter, after }));
  },
);

op(
  'get',
  '{id}/',
  'conversation.read',
  'One team conversation: its newest 50 messages (`before`: the 50 before that message), the internal notes of the same span (for roles that write notes), its assignee and who could answer it. Does not mark read: see read/.',
  {
    query: [{ name: 'before', description: 'older_cursor of the previous answer' }],
    responses: {
      200: { description: 'The conversation', schema: teamConversationDetailDtoSchema },
      ...errorResponses(400, 401, 404),
    },
  },
  async (c) =>
    c.json(
      await getTeamConversation(serviceContext(c), c.req.param('slug'), c.req.param('id'), {
        before: c.req.query('before') || null,
        links: 'api',
      }),
    ),
);

op(
  'post',
  '{id}/messages/',
  'conversation.send',
  'Answer for the team: JSON {"body": "…"} or a multipart form with `body` and up to five `files`, as in /api/conversations/{id}/messages/. The sender is you; the tenant sees the team’s name.',
  {
    body: sendMessageSchema,
    responses: { 201: { description: 'Sent', schema: messageDtoSchema }, ...errorResponses(400, 401, 403, 404, 413, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const [slug, id] = [c.req.param('slug'), c.req.param('id')];
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data'))
      return c.json(await replyAsTeam(ctx, slug, id, await parseJsonBody(c, sendMessageSchema), [], 'api'), 201);
    const form = await parseMultipart(c);
    const parsed = sendMessageSchema.safeParse({ body: typeof form.get('body') === 'string' ? form.get('body') : undefined });
    if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
    return c.json(await replyAsTeam(ctx, slug, id, parsed.data, await filesFromForm(form, 'files'), 'api'), 201);
  },
);

op(
  'put',
  '{id}/assignee/',
  'conversation.assign',
  'Give the conversation to a member who may answer it ({"user_id": "…"}), or to no one ({"user_id": null}). The assignee is told. Refusal: team_assignee_not_member.',
  {
    body: assigneeSchema,
    responses: { 200: { description: 'Assigned', schema: teamConversationDtoSchema }, ...errorResponses(401, 404, 422) },
  },
  async (c) =>
    c.json(
      await assignConversation(serviceContext(c), c.req.param('slug'), c.req.param('id'), await parseJsonBody(c, assigneeSchema)),
    ),
);

op(
  'get',
  '{id}/notes/',
  'conversation.note',
  'The conversation’s internal notes, oldest first: for the team only, the tenant never sees them',
  { responses: { 200: { description: 'Notes', schema: z.array(noteDtoSchema) }, ...errorResponses(401, 404) } },
  async (c) => c.json(await listNotes(serviceContext(c), c.req.param('slug'), c.req.param('id'))),
);

op(
  'post',
  '{id}/notes/',
  'conversation.note',
  'Write an internal note: for the team only, the tenant never sees it',
  {
    body: noteSchema,
    responses: { 201: { description: 'Written', schema: noteDtoSchema }, ...errorResponses(401, 404, 422) },
  },
  async (c) =>
    c.json(await addNote(serviceContext(c), c.req.param('slug'), c.req.param('id'), await parseJsonBody(c, noteSchema)), 201),
);

op(
  'post',
  '{id}/read/',
  'conversation.read',
  'Mark the conversation read for you (other members keep their own unread)',
  { responses: { 204: { description: 'Marked read' }, ...errorResponses(401, 404) } },
  async (c) => {
    await markTeamConversationRead(serviceContext(c), c.req.param('slug'), c.req.param('id'));
    return c.body(null, 204);
  },
);
