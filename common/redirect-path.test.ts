import { describe, expect, it } from 'vitest';
import { loginPath } from './login-path.ts';
import { redirectBackOr, safeRedirectPath } from './redirect-path.ts';

const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '//evil.example/path',
  'https://evil.example',
  'http://evil.example/x',
  'javascript:alert(1)',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/\tevil',
  '/\nevil',
  '/%0d%0aSet-Cookie:x=1',
  '/ evil',
  '/\u0000',
  '/https://evil.example',
  'evil.example',
  '',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
];

describe('redirect-back paths', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
    expect(redirectBackOr(value)).toBe('/');
  });

  it.each(['/', '/man', '/profile?tab=1', '/listings/123#photos', '/terms/cookie-policy', '/leit?q=s%C3%B3l'])(
    'accepts %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe(value);
    },
  );

  it('refuses non-strings', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath(['/x'])).toBeNull();
  });

  it('builds the login path with the remembered page and reason', () => {
    expect(loginPath('/man')).toBe('/login?redirect=%2Fman');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/', 'session_expired')).toBe('/login?reason=session_expired');
  });
});
