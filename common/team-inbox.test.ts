import { describe, expect, it } from 'vitest';
import type { MessageDto } from './inbox-dto.ts';
import { interleave, isTeamInboxFilter, type NoteDto } from './team-inbox.ts';

const message = (id: string, at: string): MessageDto => ({
  id,
  sender_id: null,
  sender_name: null,
  mine: false,
  on_behalf_of: null,
  body: id,
  created_at: at,
  attachments: [],
});
const note = (id: string, at: string): NoteDto => ({ id, author: null, mine: true, body: id, created_at: at });

describe('the team inbox rules', () => {
  it('interleaves notes with messages by time, a message first at the same instant', () => {
    const entries = interleave(
      [message('m1', '2026-03-01T10:00:00.000Z'), message('m2', '2026-03-01T10:05:00.000Z')],
      [note('n1', '2026-03-01T10:05:00.000Z'), note('n0', '2026-03-01T09:59:00.000Z')],
    );
    expect(entries.map((e) => (e.kind === 'message' ? e.message.id : e.note.id))).toEqual(['n0', 'm1', 'm2', 'n1']);
  });

  it('knows its filters and nothing else', () => {
    expect(['all', 'mine', 'unassigned', 'unread'].every(isTeamInboxFilter)).toBe(true);
    expect(isTeamInboxFilter('everything')).toBe(false);
    expect(isTeamInboxFilter(undefined)).toBe(false);
  });
});
