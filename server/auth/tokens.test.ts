import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { newJti, signPair, verifyAccess, verifyRefresh } from './tokens.ts';
import { signTwoFactorChallenge, verifyTwoFactorChallenge } from './two-factor-challenge.ts';

const SECRET = 'x'.repeat(40);
const now = new Date('2026-11-22T12:00:00Z');
const u1 = randomUUID();
const f1 = randomUUID();

/** A correctly signed token with whatever claims a test wants. */
function signed(claims: Record<string, unknown>, keyText = SECRET) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('heimaleiga')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(new TextEncoder().encode(keyText));
}

describe('tokens', () => {
  it('signs a pair with the spec lifetimes', async () => {
    const pair = await signPair(SECRET, { userId: u1, familyId: f1, jti: newJti() }, now);
    expect(pair.accessExpiresAt.getTime() - now.getTime()).toBe(3590 * 1000);
    expect(pair.refreshExpiresAt.getTime() - now.getTime()).toBe(2_505_600 * 1000);
    const access = await verifyAccess(SECRET, pair.access, now);
    expect(access.ok && access.claims.sub).toBe(u1);
  });

  it('treats a token as expired 500 ms before its expiry', async () => {
    const pair = await signPair(SECRET, { userId: u1, familyId: f1, jti: newJti() }, now);
    const justBefore = new Date(pair.accessExpiresAt.getTime() - 501);
    const withinMargin = new Date(pair.accessExpiresAt.getTime() - 400);
    expect((await verifyAccess(SECRET, pair.access, justBefore)).ok).toBe(true);
    expect(await verifyAccess(SECRET, pair.access, withinMargin)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not accept a refresh token as an access token, or the reverse', async () => {
    const pair = await signPair(SECRET, { userId: u1, familyId: f1, jti: newJti() }, now);
    expect(await verifyAccess(SECRET, pair.refresh, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyRefresh(SECRET, pair.access, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses another secret and tampering', async () => {
    const pair = await signPair(SECRET, { userId: u1, familyId: f1, jti: newJti() }, now);
    expect((await verifyAccess('y'.repeat(40), pair.access, now)).ok).toBe(false);
    const [h, p, s] = pair.access.split('.');
    const forged = `${h}.${btoa(JSON.stringify({ sub: 'admin', fam: f1, typ: 'access', exp: 9e9 })).replace(/=+$/, '')}.${s}`;
    expect((await verifyAccess(SECRET, forged, now)).ok).toBe(false);
    expect(p).toBeTruthy();
  });

  it('keeps the family end when rotating', async () => {
    const end = new Date(now.getTime() + 1000 * 1000);
    const pair = await signPair(SECRET, { userId: u1, familyId: f1, jti: newJti(), refreshExpiresAt: end }, now);
    expect(pair.refreshExpiresAt.getTime()).toBe(Math.floor(end.getTime() / 1000) * 1000);
  });

  it.each([
    ['sub a number', { sub: 42, fam: f1, typ: 'access' }],
    ['sub not a user id', { sub: 'admin', fam: f1, typ: 'access' }],
    ['no fam', { sub: u1, typ: 'access' }],
    ['fam an object', { sub: u1, fam: { id: f1 }, typ: 'access' }],
    ['fam a list', { sub: u1, fam: [f1], typ: 'access' }],
    ['no typ', { sub: u1, fam: f1 }],
  ])('refuses an access token with %s, however well signed', async (_, claims) => {
    expect(await verifyAccess(SECRET, await signed(claims), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['no jti', { sub: u1, fam: f1, typ: 'refresh' }],
    ['jti a number', { sub: u1, fam: f1, jti: 7, typ: 'refresh' }],
    ['sub empty', { sub: '', fam: f1, jti: randomUUID(), typ: 'refresh' }],
  ])('refuses a refresh token with %s', async (_, claims) => {
    expect(await verifyRefresh(SECRET, await signed(claims), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts well-formed claims made the same way (the helper is not what refuses)', async () => {
    const access = await verifyAccess(SECRET, await signed({ sub: u1, fam: f1, typ: 'access' }), now);
    expect(access.ok).toBe(true);
  });

  it('refuses a two-factor challenge whose subject is not a user id', async () => {
    const good = await signTwoFactorChallenge(SECRET, u1, now);
    expect(await verifyTwoFactorChallenge(SECRET, good, now)).toEqual({ ok: true, userId: u1 });
    const bad = await signed({ sub: 'not-a-user', typ: 'two_factor' }, `${SECRET}:two-factor`);
    expect(await verifyTwoFactorChallenge(SECRET, bad, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
