import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

// After the password is right for an account with two-factor sign-in, the person holds this
// short-lived signed challenge until they give a code. It proves the password step only.
export const TWO_FACTOR_CHALLENGE_TTL_S = 300;
const ISSUER = 'heimaleiga';
const key = (secret: string) => new TextEncoder().encode(`${secret}:two-factor`);

export async function signTwoFactorChallenge(secret: string, userId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'two_factor' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TWO_FACTOR_CHALLENGE_TTL_S)
    .sign(key(secret));
}

/** A challenge's claims: the user id must be one, or it would fail in the database as a 500. */
const challengeClaims = z.object({ sub: z.guid(), typ: z.literal('two_factor') });

/** The user id the challenge was made for, or why it can't be used. */
export async function verifyTwoFactorChallenge(
  secret: string,
  token: string,
  now: Date,
): Promise<{ ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const claims = challengeClaims.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    return { ok: true, userId: claims.data.sub };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
