import { z } from 'zod';
import { id, required, text } from '#common/input.ts';
import { NOTE_MAX, TEAM_INBOX_FILTERS } from '#common/team-inbox.ts';
import { conversationDtoSchema, messageDtoSchema } from '#server/domain/inbox/inbox.schemas.ts';

// The team inbox's input and output (docs/rules/team-inbox.md). A reply is the inbox's
// MessageInput (server/domain/inbox/inbox.schemas.ts); these are the team's own.

/** An internal note: text, required. */
export const noteSchema = z
  .object({ body: required(text(NOTE_MAX)).describe('The note, at most 2000 characters') })
  .meta({ id: 'ConversationNoteInput' });
export type NoteInput = z.infer<typeof noteSchema>;

/** Who answers the conversation: a member who may answer it; empty or null gives it to no one. */
export const assigneeSchema = z
  .object({ user_id: id().nullish().describe('The member; null (or left out) for no one') })
  .meta({ id: 'ConversationAssigneeInput' });
export type AssigneeInput = z.infer<typeof assigneeSchema>;

export const teamInboxQuerySchema = z.object({
  filter: z.enum(TEAM_INBOX_FILTERS, { error: 'invalid' }).default('all'),
  after: id().optional(),
});

const memberRefSchema = z.object({ id: z.string(), name: z.string().nullable() }).meta({ id: 'TeamMemberRef' });

export const noteDtoSchema = z
  .object({
    id: z.string(),
    author: memberRefSchema.nullable(),
    mine: z.boolean(),
    body: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ConversationNote' });

export const teamConversationDtoSchema = conversationDtoSchema
  .extend({ assignee: memberRefSchema.nullable().describe('The member who answers it, or null') })
  .meta({ id: 'TeamConversation' });

export const teamConversationPageDtoSchema = z
  .object({
    items: z.array(teamConversationDtoSchema).describe('Newest activity first'),
    next_cursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
  })
  .meta({ id: 'TeamConversationPage' });

export const teamConversationDetailDtoSchema = z
  .object({
    conversation: teamConversationDtoSchema,
    messages: z.array(messageDtoSchema).describe('Oldest first'),
    notes: z.array(noteDtoSchema).describe('Internal notes in the span of the shown messages, oldest first'),
    older_cursor: z.string().nullable(),
    assignable: z.array(memberRefSchema).describe('Members the conversation can be given to'),
    may: z
      .object({ send: z.boolean(), assign: z.boolean(), note: z.boolean() })
      .describe('What your role lets you do in it: answer, assign, write notes'),
  })
  .meta({ id: 'TeamConversationDetail' });
