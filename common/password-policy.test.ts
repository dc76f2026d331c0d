import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('needs at least ten characters', () => {
    expect(passwordProblem('short-pw1')).toBe('password_too_short');
    expect(passwordProblem('Hraunbær-42-sól')).toBeNull();
  });
  it('refuses well-known passwords in any case, and one repeated character', () => {
    expect(passwordProblem('Password123')).toBe('password_common');
    expect(passwordProblem('QWERTYUIOP')).toBe('password_common');
    expect(passwordProblem('xxxxxxxxxxxx')).toBe('password_common');
  });
  it('refuses the email or its name part', () => {
    expect(passwordProblem('gudrun.jonsdottir99', 'gudrun.jonsdottir@example.is')).toBe('password_like_email');
    expect(passwordProblem('gudrun@example.is', 'gudrun@example.is')).toBe('password_like_email');
    expect(passwordProblem('falleg-fjöll-2026', 'gudrun@example.is')).toBeNull();
  });
  it('has an upper bound', () => {
    expect(passwordProblem('a'.repeat(1025))).toBe('too_long');
  });
});
