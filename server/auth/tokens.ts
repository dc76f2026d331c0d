import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_MAX_AGE_S, EXPIRY_MARGIN_MS, REFRESH_TOKEN_MAX_AGE_S } from '#common/token-rules.ts';

export interface AccessClaims {
  sub: string;
  fam: string;
  typ: 'access';
  exp: number;
}
export interface RefreshClaims {
  sub: string;
  fam: string;
  jti: string;
  typ: 'refresh';
  exp: number;
}
export interface TokenPair {
  access: string;
  refresh: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

const ISSUER = 'heimaleiga';
const key = (secret: string) => new TextEncoder().encode(secret);

export function newJti(): string {
  return randomUUID();
}

export async function signPair(
  secret: string,
  input: { userId: string; familyId: string; jti: string; refreshExpiresAt?: Date },
  now = new Date(),
): Promise<TokenPair> {
  const iat = Math.floor(now.getTime() / 1000);
  const accessExp = iat + ACCESS_TOKEN_MAX_AGE_S;
  const refreshExp = input.refreshExpiresAt ? Math.floor(input.refreshExpiresAt.getTime() / 1000) : iat + REFRESH_TOKEN_MAX_AGE_S;
  const access = await new SignJWT({ fam: input.familyId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(input.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(accessExp)
    .sign(key(secret));
  const refresh = await new SignJWT({ fam: input.familyId, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(input.userId)
    .setIssuer(ISSUER)
    .setJti(input.jti)
    .setIssuedAt(iat)
    .setExpirationTime(refreshExp)
    .sign(key(secret));
  return {
    access,
    refresh,
    accessExpiresAt: new Date(accessExp * 1000),
    refreshExpiresAt: new Date(refreshExp * 1000),
  };
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

// A correctly signed token is still checked claim by claim: a `sub` that isn't a user id (a
// number, a word) would otherwise reach the database as a uuid and fail there as a 500.
const accessClaims = z.object({
  sub: z.guid(),
  fam: z.guid(),
  typ: z.literal('access'),
  exp: z.number().int(),
});
const refreshClaims = z.object({
  sub: z.guid(),
  fam: z.guid(),
  jti: z.guid(),
  typ: z.literal('refresh'),
  exp: z.number().int(),
});

async function verify<T>(secret: string, token: string, claims: z.ZodType<T>, now: Date): Promise<VerifyResult<T>> {
  let payload: unknown;
  try {
    // The 500 ms margin: a token is treated as expired slightly before its `exp`.
    ({ payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date(now.getTime() + EXPIRY_MARGIN_MS),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
  const parsed = claims.safeParse(payload);
  return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' };
}

export function verifyAccess(secret: string, token: string, now = new Date()) {
  return verify<AccessClaims>(secret, token, accessClaims, now);
}

export function verifyRefresh(secret: string, token: string, now = new Date()) {
  return verify<RefreshClaims>(secret, token, refreshClaims, now);
}
