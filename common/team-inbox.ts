// The team inbox's choices, shared by the pages and the server (docs/rules/team-inbox.md).
import type { ConversationDto, MessageDto } from './inbox-dto.ts';

/** The team inbox's filters: everything, what is given to me, what is given to no one, what I haven't read. */
export const TEAM_INBOX_FILTERS = ['all', 'mine', 'unassigned', 'unread'] as const;
export type TeamInboxFilter = (typeof TEAM_INBOX_FILTERS)[number];

export function isTeamInboxFilter(value: unknown): value is TeamInboxFilter {
  return typeof value === 'string' && (TEAM_INBOX_FILTERS as readonly string[]).includes(value);
}

/** An internal note: at most this many characters. */
export const NOTE_MAX = 2000;

export interface MemberRef {
  id: string;
  name: string | null;
}

/** A conversation as the team sees it: the tenant on the other side, who answers it, unread for me. */
export interface TeamConversationDto extends ConversationDto {
  assignee: MemberRef | null;
}

export interface TeamConversationPage {
  items: TeamConversationDto[];
  /** Pass as `after` for the next (older) page; null on the last. */
  next_cursor: string | null;
}

/** An internal note: for the team's members only, never the tenant. */
export interface NoteDto {
  id: string;
  author: MemberRef | null;
  mine: boolean;
  body: string;
  created_at: string;
}

export interface TeamConversationDetail {
  conversation: TeamConversationDto;
  messages: MessageDto[];
  /** The notes written in the time the shown messages span, oldest first (the page interleaves them). */
  notes: NoteDto[];
  older_cursor: string | null;
  /** The members this conversation can be given to (those whose role may answer it). */
  assignable: MemberRef[];
  /** What the reader's role lets them do in it. */
  may: { send: boolean; assign: boolean; note: boolean };
}

export type TimelineEntry = { kind: 'message'; at: string; message: MessageDto } | { kind: 'note'; at: string; note: NoteDto };

/**
 * Messages and internal notes in the order they were written (the team's thread). At the same
 * instant a message comes before a note: a note is about what was said.
 */
export function interleave(messages: MessageDto[], notes: NoteDto[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...messages.map((message) => ({ kind: 'message' as const, at: message.created_at, message })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.created_at, note })),
  ];
  const rank = (e: TimelineEntry) => (e.kind === 'message' ? 0 : 1);
  return entries.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime() || rank(a) - rank(b));
}
