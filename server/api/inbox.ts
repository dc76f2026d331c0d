import { type Handler, Hono } from 'hono';
import { z } from 'zod';
import { blockInConversation, reportInConversation, unblockInConversation } from '#server/domain/inbox/blocks.service.ts';
import {
  getConversation,
  listConversations,
  markConversationRead,
  openAttachment,
  sendMessage,
  startConversation,
  unreadCounts,
} from '#server/domain/inbox/conversations.service.ts';
import {
  conversationDetailDtoSchema,
  conversationPageDtoSchema,
  messageDtoSchema,
  reportUserSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadDtoSchema,
} from '#server/domain/inbox/inbox.schemas.ts';
import { DOCUMENT_TYPES } from '#server/domain/uploads/documents.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { parseJsonBody, zodFieldErrors } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import { conversationEventStream } from '#server/http/sse.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses, type HonoPath } from './define.ts';
import type { ApiOperation } from './openapi.ts';

// The inbox (docs/rules/inbox.md): the same services as the /inbox pages.
export const inboxApi = new Hono<HonoEnv>();

const base = '/api/conversations/';
const op = <P extends string>(
  method: 'get' | 'post' | 'delete',
  path: P,
  summary: string,
  extra: Partial<ApiOperation>,
  handler: Handler<HonoEnv, HonoPath<`${typeof base}${P}`>>,
) =>
  defineOperation(
    inboxApi,
    { method, path: `${base}${path}` as const, summary, tags: ['inbox'], auth: true, responses: {}, ...extra },
    handler,
  );

function pageNumber(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new AppError('validation_failed', undefined, { fields: { page: ['invalid'] } });
  return n;
}

op(
  'get',
  '',
  'Your conversations, newest activity first, twenty a page: the other person, the context (listing, application or offer), the last message and how many are unread',
  {
    query: [{ name: 'page', description: 'Page number, from 1', type: 'integer' }],
    responses: { 200: { description: 'Conversations', schema: conversationPageDtoSchema }, ...errorResponses(401, 422) },
  },
  async (c) => c.json(await listConversations(serviceContext(c), { page: pageNumber(c.req.query('page')) })),
);

op(
  'post',
  '',
  'Start a conversation about exactly one of a listing (a tenant writing to its landlord), an application or an offer (either side), with an optional first message. One conversation per tenant and listing: if it exists, it is returned (200) instead of a new one (201). Refusals: conversation_with_self, conversation_blocked.',
  {
    body: startConversationSchema,
    responses: {
      200: { description: 'The conversation that already existed', schema: z.object({ id: z.string(), created: z.boolean() }) },
      201: { description: 'Started', schema: z.object({ id: z.string(), created: z.boolean() }) },
      ...errorResponses(401, 403, 404, 422),
    },
  },
  async (c) => {
    const result = await startConversation(serviceContext(c), await parseJsonBody(c, startConversationSchema));
    return c.json(result, result.created ? 201 : 200);
  },
);

op(
  'get',
  'unread/',
  'How much is unread in your conversations (the header’s count)',
  { responses: { 200: { description: 'Unread counts', schema: unreadDtoSchema }, ...errorResponses(401) } },
  async (c) => c.json(await unreadCounts(serviceContext(c))),
);

op(
  'get',
  '{id}/',
  'One conversation with its newest 50 messages, oldest first; `before` (a message id from older_cursor) gives the 50 before. Reading does not mark read: see read/.',
  {
    query: [{ name: 'before', description: 'older_cursor of the previous answer' }],
    responses: {
      200: { description: 'The conversation', schema: conversationDetailDtoSchema },
      ...errorResponses(400, 401, 404),
    },
  },
  async (c) =>
    c.json(await getConversation(serviceContext(c), c.req.param('id'), { before: c.req.query('before') || null, links: 'api' })),
);

op(
  'post',
  '{id}/messages/',
  'Send a message: a multipart form with `body` (text, at most 5000 characters) and up to five `files` (JPEG, PNG, WebP or PDF by content, at most 10 MB each), or JSON {"body": "…"} without files. Text, files or both. Refusals: conversation_blocked, attachment_invalid (a file that is not what it claims, under files[<index>]), payload_too_large.',
  {
    body: sendMessageSchema.extend({
      files: z
        .array(z.string().meta({ format: 'binary' }))
        .optional()
        .describe('Up to five files: JPEG, PNG, WebP or PDF, at most 10 MB each'),
    }),
    bodyType: 'multipart',
    responses: {
      201: { description: 'Sent', schema: messageDtoSchema },
      ...errorResponses(400, 401, 403, 404, 413, 422),
    },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const id = c.req.param('id');
    if (c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
      return c.json(await sendMessage(ctx, id, await parseJsonBody(c, sendMessageSchema), [], 'api'), 201);
    }
    const form = await parseMultipart(c);
    const parsed = sendMessageSchema.safeParse({ body: typeof form.get('body') === 'string' ? form.get('body') : undefined });
    if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
    return c.json(await sendMessage(ctx, id, parsed.data, await filesFromForm(form, 'files'), 'api'), 201);
  },
);

op(
  'post',
  '{id}/read/',
  'Mark everything in the conversation read',
  { responses: { 204: { description: 'Marked read' }, ...errorResponses(401, 404) } },
  async (c) => {
    await markConversationRead(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

op(
  'get',
  '{id}/events/',
  'Live updates of an open conversation (Server-Sent Events): each new message as an event `message` (data: a Message, id: its id). Send Last-Event-ID (or ?after=<message id>) to continue after a message. Delivered messages are marked read. The stream ends after a few minutes; reconnect.',
  {
    query: [{ name: 'after', description: 'The id of the last message you have' }],
    responses: {
      200: { description: 'An event stream', binary: 'text/event-stream' },
      ...errorResponses(401, 404),
    },
  },
  async (c) =>
    conversationEventStream(serviceContext(c), c.req.param('id'), {
      after: c.req.header('last-event-id') || c.req.query('after') || null,
      links: 'api',
      signal: c.req.raw.signal,
    }),
);

op(
  'get',
  '{id}/attachments/{attachmentId}/',
  'An attachment’s file, as a download of the type found in its content',
  {
    responses: {
      200: { description: 'The file', binary: DOCUMENT_TYPES },
      ...errorResponses(401, 404),
    },
  },
  async (c) => downloadResponse(await openAttachment(serviceContext(c), c.req.param('id'), c.req.param('attachmentId'))),
);

op(
  'post',
  '{id}/block/',
  'Block the other person of this conversation: no messages either way until you unblock them',
  { responses: { 204: { description: 'Blocked' }, ...errorResponses(401, 404, 422) } },
  async (c) => {
    await blockInConversation(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

op(
  'delete',
  '{id}/block/',
  'Unblock the other person of this conversation',
  { responses: { 204: { description: 'Unblocked' }, ...errorResponses(401, 404, 422) } },
  async (c) => {
    await unblockInConversation(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

op(
  'post',
  '{id}/report/',
  'Report the other person of this conversation to staff: a reason (spam, scam, harassment, discrimination, other) and an optional message. One open report per person: user_already_reported.',
  {
    body: reportUserSchema,
    responses: {
      201: { description: 'Reported', schema: z.object({ id: z.string(), status: z.string() }) },
      ...errorResponses(401, 404, 409, 422),
    },
  },
  async (c) =>
    c.json(await reportInConversation(serviceContext(c), c.req.param('id'), await parseJsonBody(c, reportUserSchema)), 201),
);
