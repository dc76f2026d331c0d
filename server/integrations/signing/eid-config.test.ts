import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#server/http/security.ts';
import { parseEnv } from '#server/lib/env.ts';
import { normalizeKennitala } from './eid-broker.ts';

const EID = {
  NODE_ENV: 'test',
  SIGNING_PROVIDER: 'eid',
  EID_ISSUER: 'https://broker.example.is/oidc',
  EID_CLIENT_ID: 'heimaleiga',
  EID_CLIENT_SECRET: 'secret',
};

describe('signing with electronic ID: configuration', () => {
  it('needs the broker when SIGNING_PROVIDER=eid, with the kennitala claim defaulting to nationalRegisterId', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).SIGNING_PROVIDER).toBe('password');
    expect(() => parseEnv({ ...EID, EID_ISSUER: undefined })).toThrow(/EID_ISSUER/);
    expect(() => parseEnv({ ...EID, EID_CLIENT_SECRET: '' })).toThrow(/EID_CLIENT_SECRET/);
    expect(() => parseEnv({ ...EID, EID_ISSUER: 'not a url' })).toThrow();
    const env = parseEnv(EID);
    expect(env.EID_KENNITALA_CLAIM).toBe('nationalRegisterId');
    expect(env.EID_SCOPE).toBe('openid');
    expect(() =>
      parseEnv({ ...EID, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), EID_ISSUER: 'http://broker.example.is' }),
    ).toThrow(/https/);
  });

  it('lets the sign form be redirected to the broker only in eid mode', () => {
    expect(contentSecurityPolicy(parseEnv(EID), 'n', false)).toContain("form-action 'self' https://broker.example.is;");
    expect(contentSecurityPolicy(parseEnv({ NODE_ENV: 'test' }), 'n', false)).toContain("form-action 'self';");
  });

  it('compares kennitölur by their digits', () => {
    expect(normalizeKennitala('010203-4560')).toBe('0102034560');
    expect(normalizeKennitala(' 0102034560 ')).toBe('0102034560');
    expect(normalizeKennitala('01020345')).toBeNull();
    expect(normalizeKennitala(undefined)).toBeNull();
    expect(normalizeKennitala({})).toBeNull();
  });
});
