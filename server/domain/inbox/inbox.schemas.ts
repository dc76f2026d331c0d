import { z } from 'zod';
import { MESSAGE_MAX, REPORT_MESSAGE_MAX, REPORT_REASONS } from '#common/inbox.ts';
import { id, optional, text } from '#common/input.ts';

// The inbox's input and output (docs/rules/inbox.md). A message is text, files, or both; the
// service refuses one with neither (`body: required`), since the files come outside this schema.

const body = text(MESSAGE_MAX).describe('The message, at most 5000 characters');

export const sendMessageSchema = z.object({ body: optional(body) }).meta({ id: 'MessageInput' });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

const CONTEXTS = ['listing_id', 'application_id', 'offer_id'] as const;

/**
 * Starting a conversation: exactly one context, and (on the page, always) a first message. The
 * rule is the schema's, and the document says it (`oneOf`: one of the three ids is required).
 */
export const startConversationSchema = z
  .object({
    listing_id: id().optional().describe('A listing: a tenant writing to its landlord'),
    application_id: id().optional(),
    offer_id: id().optional(),
    body: optional(body),
  })
  .superRefine((value, ctx) => {
    if (CONTEXTS.filter((key) => value[key] !== undefined).length !== 1)
      ctx.addIssue({ code: 'custom', path: ['listing_id'], message: 'required' });
  })
  .meta({ id: 'ConversationStart', oneOf: CONTEXTS.map((key) => ({ required: [key] })) });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** The page's form: the context comes from the address, the first message is required. */
export const firstMessageSchema = z.object({ body: text(MESSAGE_MAX).min(1, { error: 'required' }) });

export const reportUserSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'required' }),
    message: optional(text(REPORT_MESSAGE_MAX)),
  })
  .meta({ id: 'UserReportInput' });
export type ReportUserInput = z.infer<typeof reportUserSchema>;

export const attachmentDtoSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    url: z.string().describe('Where the API serves the file (bearer token)'),
  })
  .meta({ id: 'MessageAttachment' });

export const messageDtoSchema = z
  .object({
    id: z.string(),
    sender_id: z.string().nullable(),
    sender_name: z.string().nullable(),
    mine: z.boolean(),
    on_behalf_of: z.string().nullable().describe('In a team’s conversation: the team a message from its side was written for'),
    body: z.string(),
    created_at: z.string(),
    attachments: z.array(attachmentDtoSchema),
  })
  .meta({ id: 'Message' });

const contextDtoSchema = z
  .object({
    kind: z.enum(['listing', 'application', 'offer']),
    listing_id: z.string().nullable(),
    listing_title_is: z.string().nullable(),
    listing_title_en: z.string().nullable(),
    listing_town: z.string().nullable(),
    application_id: z.string().nullable(),
    offer_id: z.string().nullable(),
  })
  .meta({ id: 'ConversationContext' });

export const conversationDtoSchema = z
  .object({
    id: z.string(),
    context: contextDtoSchema,
    my_side: z.enum(['tenant', 'landlord']),
    other: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
    last_message_at: z.string().nullable(),
    last_message_excerpt: z.string().nullable(),
    last_message_mine: z.boolean(),
    unread: z.number().int().describe('Messages from others not yet read'),
    blocked_by_me: z.boolean(),
    blocked_me: z.boolean(),
    reported: z.boolean().describe('You have an open report about the other person'),
  })
  .meta({ id: 'Conversation' });

export const conversationPageDtoSchema = z
  .object({
    items: z.array(conversationDtoSchema).describe('Newest activity first'),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ConversationPage' });

export const conversationDetailDtoSchema = z
  .object({
    conversation: conversationDtoSchema,
    messages: z.array(messageDtoSchema).describe('Oldest first'),
    older_cursor: z.string().nullable().describe('Pass as `before` for the older messages; null when there are none'),
  })
  .meta({ id: 'ConversationDetail' });

export const unreadDtoSchema = z
  .object({
    conversations: z.number().int().describe('Conversations with unread messages'),
    messages: z.number().int().describe('Unread messages'),
  })
  .meta({ id: 'InboxUnread' });
