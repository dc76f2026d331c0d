// Listing groups (a team's application form settings): the rules the server, the pages and the
// API share (docs/rules/team-forms.md). The limits themselves live in common/team-rules.ts.

import { isCleanText } from './input.ts';
import { MAX_AUTO_REPLY_LENGTH, MAX_GROUP_QUESTIONS, MAX_QUESTION_LENGTH } from './team-rules.ts';

export const GROUP_NAME_MAX = 80;

/**
 * The questions as the team wrote them: a textarea's text (one question per line) or a list.
 * Each is trimmed with inner runs of spaces made one; blank lines go; a question repeated (in
 * any case) is kept once, where it first came. The order is the team's.
 */
export function normaliseQuestions(value: string | readonly string[]): string[] {
  const lines = typeof value === 'string' ? value.split(/\r\n|\r|\n/) : value;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of lines) {
    const question = raw.replace(/[ \t\u00a0]+/g, ' ').trim();
    const key = question.toLocaleLowerCase('is');
    if (!question || seen.has(key)) continue;
    seen.add(key);
    out.push(question);
  }
  return out;
}

/** What is wrong with a group's questions (a field error code), or null when they may be saved. */
export function questionsProblem(
  questions: readonly string[],
): 'too_many_questions' | 'question_too_long' | 'control_characters' | null {
  if (questions.length > MAX_GROUP_QUESTIONS) return 'too_many_questions';
  if (questions.some((q) => q.length > MAX_QUESTION_LENGTH)) return 'question_too_long';
  if (questions.some((q) => !isCleanText(q))) return 'control_characters';
  return null;
}

/** The auto-reply as saved: trimmed, and null when empty (no auto-reply). */
export function normaliseAutoReply(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed : null;
}

export function autoReplyTooLong(value: string | null): boolean {
  return value !== null && value.length > MAX_AUTO_REPLY_LENGTH;
}
