import { describe, expect, it } from 'vitest';
import { autoReplyTooLong, normaliseAutoReply, normaliseQuestions, questionsProblem } from './listing-groups.ts';
import { MAX_AUTO_REPLY_LENGTH, MAX_GROUP_QUESTIONS, MAX_QUESTION_LENGTH } from './team-rules.ts';

describe('normaliseQuestions', () => {
  it('takes one question per line, trimmed, blank lines dropped', () => {
    expect(normaliseQuestions('  Hvenær viltu flytja inn? \r\n\n\nReykir þú?\r')).toEqual([
      'Hvenær viltu flytja inn?',
      'Reykir þú?',
    ]);
  });

  it('makes runs of spaces one and keeps a repeated question once, in the order written', () => {
    expect(normaliseQuestions(['Áttu  gæludýr?', 'Hvar vinnur þú?', 'áttu gæludýr?'])).toEqual([
      'Áttu gæludýr?',
      'Hvar vinnur þú?',
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(normaliseQuestions('\n  \n')).toEqual([]);
  });
});

describe('questionsProblem', () => {
  it('allows up to the limit of questions, each up to the limit of characters', () => {
    const questions = Array.from({ length: MAX_GROUP_QUESTIONS }, (_, i) => `${'x'.repeat(MAX_QUESTION_LENGTH - 3)}${i}`);
    expect(questionsProblem(questions)).toBeNull();
  });

  it('refuses one question too many', () => {
    expect(questionsProblem(Array.from({ length: MAX_GROUP_QUESTIONS + 1 }, (_, i) => `Q${i}`))).toBe('too_many_questions');
  });

  it('refuses a question one character too long', () => {
    expect(questionsProblem(['x'.repeat(MAX_QUESTION_LENGTH + 1)])).toBe('question_too_long');
  });

  it('refuses control characters', () => {
    expect(questionsProblem(['Hvað\u0000?'])).toBe('control_characters');
  });
});

describe('auto-reply', () => {
  it('is null when blank, trimmed otherwise', () => {
    expect(normaliseAutoReply('   ')).toBeNull();
    expect(normaliseAutoReply(undefined)).toBeNull();
    expect(normaliseAutoReply(' Takk! ')).toBe('Takk!');
  });

  it('is too long one character over the limit', () => {
    expect(autoReplyTooLong('x'.repeat(MAX_AUTO_REPLY_LENGTH))).toBe(false);
    expect(autoReplyTooLong('x'.repeat(MAX_AUTO_REPLY_LENGTH + 1))).toBe(true);
  });
});
