// Password rules for sign-up and reset: long enough, not a well-known password, not the email.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

// The most common passwords of ten characters or more in public breach lists (lower case).
const COMMON = new Set([
  '1234567890',
  '12345678910',
  '123456789a',
  'qwertyuiop',
  'password12',
  'password123',
  'password1234',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'iloveyou12',
  'iloveyou123',
  'abcdefghij',
  'abc1234567',
  'a123456789',
  '0123456789',
  '9876543210',
  '1111111111',
  '0000000000',
  'aaaaaaaaaa',
  'zaq12wsxcde',
  'asdfghjkl1',
  'passw0rd12',
  'letmein123',
  'welcome123',
  'welcome1234',
  'football12',
  'baseball12',
  'princess12',
  'sunshine12',
  'monkey1234',
  'dragon1234',
  'master1234',
  'superman12',
  'trustno1234',
  'starwars12',
  'changeme12',
  'changeme123',
  'administrator',
  'admin12345',
  'admin123456',
  'computer12',
  'internet12',
  'whatever12',
  'qwertyuiop1',
  'lykilord123',
  'lykilord1234',
  'reykjavik1',
  'reykjavik12',
  'reykjavik123',
  'island1234',
  'heimaleiga',
  'heimaleiga1',
  'heimaleiga123',
  'haslo12345',
  'haslo123456',
  'zaq1xsw2cde3',
  'parol12345',
  'parol123456',
  'пароль1234',
  'пароль12345',
]);

export type PasswordProblem = 'password_too_short' | 'too_long' | 'password_common' | 'password_like_email';

export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(password)) return 'password_common';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && (lower === email?.toLowerCase() || lower.includes(local))) return 'password_like_email';
  return null;
}
