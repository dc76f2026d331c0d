import { describe, expect, it } from 'vitest';
import { newJti, signPair, verifyAccess, verifyRefresh } from './tokens.ts';

const SECRET = 'x'.repeat(40);
const now = new Date('2026-11-22T12:00:00Z');

describe('tokens', () => {
  it('signs a pair with the spec lifetimes', async () => {
    const pair = await signPair(SECRET, { userId: 'u1', familyId: 'f1', jti: newJti() }, now);
    expect(pair.accessExpiresAt.getTime() - now.getTime()).toBe(3590 * 1000);
    expect(pair.refreshExpiresAt.getTime() - now.getTime()).toBe(2_505_600 * 1000);
    const access = await verifyAccess(SECRET, pair.access, now);
    expect(access.ok && access.claims.sub).toBe('u1');
  });

  it('treats a token as expired 500 ms before its expiry', async () => {
    const pair = await signPair(SECRET, { userId: 'u1', familyId: 'f1', jti: newJti() }, now);
    const justBefore = new Date(pair.accessExpiresAt.getTime() - 501);
    const withinMargin = new Date(pair.accessExpiresAt.getTime() - 400);
    expect((await verifyAccess(SECRET, pair.access, justBefore)).ok).toBe(true);
    expect(await verifyAccess(SECRET, pair.access, withinMargin)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not accept a refresh token as an access token, or the reverse', async () => {
    const pair = await signPair(SECRET, { userId: 'u1', familyId: 'f1', jti: newJti() }, now);
    expect(await verifyAccess(SECRET, pair.refresh, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyRefresh(SECRET, pair.access, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses another secret and tampering', async () => {
    const pair = await signPair(SECRET, { userId: 'u1', familyId: 'f1', jti: newJti() }, now);
    expect((await verifyAccess('y'.repeat(40), pair.access, now)).ok).toBe(false);
    const [h, p, s] = pair.access.split('.');
    const forged = `${h}.${btoa(JSON.stringify({ sub: 'admin', fam: 'f1', typ: 'access', exp: 9e9 })).replace(/=+$/, '')}.${s}`;
    expect((await verifyAccess(SECRET, forged, now)).ok).toBe(false);
    expect(p).toBeTruthy();
  });

  it('keeps the family end when rotating', async () => {
    const end = new Date(now.getTime() + 1000 * 1000);
    const pair = await signPair(SECRET, { userId: 'u1', familyId: 'f1', jti: newJti(), refreshExpiresAt: end }, now);
    expect(pair.refreshExpiresAt.getTime()).toBe(Math.floor(end.getTime() / 1000) * 1000);
  });
});
