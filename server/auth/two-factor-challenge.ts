import { errors, jwtVerify, SignJWT } from 'jose';

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

/** The user id the challenge was made for, or why it can't be used. */
export async function verifyTwoFactorChallenge(
  secret: string,
  token: string,
  now: Date,
): Promise<{ ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (payload.typ !== 'two_factor' || typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, userId: payload.sub };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
