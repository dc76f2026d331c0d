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
  '/a/..//evil.example',
  '/.//evil.example',
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

  it.each([
    ['/。evil.example', '/%E3%80%82evil.example'],
    ['/leit?q=sól', '/leit?q=s%C3%B3l'],
    ['/listings/ný#myndir', '/listings/n%C3%BD#myndir'],
    ['/профіль', '/%D0%BF%D1%80%D0%BE%D1%84%D1%96%D0%BB%D1%8C'],
  ])('encodes %j to the ASCII a Location header can carry', (value, encoded) => {
    expect(safeRedirectPath(value)).toBe(encoded);
    expect(() => new Headers({ Location: redirectBackOr(value) })).not.toThrow();
  });

  it('never answers anything but printable ASCII', () => {
    for (const value of [...HOSTILE, '/。evil.example', '/ж', '/a?b=ő#ű', '/\u{1F600}', '/\ud800']) {
      const path = redirectBackOr(value);
      expect(path).toMatch(/^\/[\x21-\x7e]*$/);
      expect(path.startsWith('//')).toBe(false);
    }
  });

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
