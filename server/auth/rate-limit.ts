import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '#server/lib/env.ts';
import { AppError } from '#server/lib/errors.ts';

// The rules: docs/rules/rate-limits.md.

export interface RateLimits {
  signIn: RateLimiterMemory;
  /** Wrong passwords from one client address, whichever accounts they were for (spraying). */
  signInAddress: RateLimiterMemory;
  refresh: RateLimiterMemory;
  /** Mails a visitor can trigger (sign-up, resend, password reset): MAIL_RATE_LIMIT an hour per requester. */
  mail: RateLimiterMemory;
  /** The same mails counted per recipient address: MAIL_RATE_LIMIT an hour, whoever asks. */
  mailRecipient: RateLimiterMemory;
}

/** Sign-in: LOGIN_RATE_LIMIT tries per 15 minutes per address. Refresh: REFRESH_RATE_LIMIT a minute. */
export function createRateLimits(env: Env): RateLimits {
  return {
    signIn: new RateLimiterMemory({ points: env.LOGIN_RATE_LIMIT, duration: 15 * 60 }),
    signInAddress: new RateLimiterMemory({ points: env.LOGIN_ADDRESS_RATE_LIMIT, duration: 15 * 60 }),
    refresh: new RateLimiterMemory({ points: env.REFRESH_RATE_LIMIT, duration: 60 }),
    mail: new RateLimiterMemory({ points: env.MAIL_RATE_LIMIT, duration: 3600 }),
    mailRecipient: new RateLimiterMemory({ points: env.MAIL_RATE_LIMIT, duration: 3600 }),
  };
}

function limited(res: RateLimiterRes): AppError {
  return new AppError('rate_limited', undefined, { retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

/** Takes one point or throws 429 with the seconds to wait. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limited(error);
    throw error;
  }
}

/** One allowance a failed attempt is counted against: a limiter and the key within it. */
export type FailureLimit = readonly [limiter: RateLimiterMemory, key: string];

/**
 * Runs a sign-in check (password or second-factor code) under the failed-attempt limits. A point
 * is taken from each allowance BEFORE the expensive check, so parallel attempts can't all slip
 * past a limit that is only read: with a limit of 10, at most 10 checks run at once or in a row,
 * the rest get 429. When one allowance is spent, the points already taken from the others are
 * given back (no check ran). Only a wrong answer (invalid_credentials, or a password re-entered
 * wrong: password_wrong) keeps its points; a correct sign-in, or a check that failed for another
 * reason, gives them back, so correct sign-ins are never slowed down. With `field`, the 429 is
 * said beside that form field (a password re-entered on a page).
 */
export async function limitFailures<T>(limits: readonly FailureLimit[], attempt: () => Promise<T>, field?: string): Promise<T> {
  const taken: FailureLimit[] = [];
  for (const limit of limits) {
    try {
      await limit[0].consume(limit[1]);
      taken.push(limit);
    } catch (error) {
      await giveBack(taken);
      if (!(error instanceof RateLimiterRes)) throw error;
      const refusal = limited(error);
      if (!field) throw refusal;
      throw new AppError('rate_limited', undefined, {
        retryAfter: refusal.retryAfter,
        fields: { [field]: ['password_rate_limited'] },
      });
    }
  }
  let wrong = false;
  try {
    return await attempt();
  } catch (error) {
    wrong =
      error instanceof AppError &&
      (error.code === 'invalid_credentials' ||
        Object.values(error.fields ?? {}).some((codes) => codes.includes('password_wrong')));
    throw error;
  } finally {
    if (!wrong) await giveBack(taken);
  }
}

async function giveBack(taken: readonly FailureLimit[]): Promise<void> {
  for (const [limiter, key] of taken) await limiter.reward(key, 1);
}

/** Sign-in with a password: per client address and email together, and per address across accounts. */
export function signInLimits(limits: RateLimits, ip: string, email: string): FailureLimit[] {
  return [
    [limits.signIn, `${ip}:${email.toLowerCase()}`],
    [limits.signInAddress, `ip:${ip}`],
  ];
}

/**
 * The current password re-entered by a signed-in person (changing the password or the email,
 * deleting the account, two-factor settings, signing a contract): per account, so a stolen
 * access token is no password oracle, and per address like sign-in.
 */
export function passwordAgainLimits(limits: RateLimits, userId: string, ip: string): FailureLimit[] {
  return [
    [limits.signIn, `password:${userId}`],
    [limits.signInAddress, `ip:${ip}`],
  ];
}

/** The key a recipient address is counted under: case and surrounding spaces don't make a new one. */
export function recipientKey(email: string): string {
  return `to:${email.trim().toLowerCase()}`;
}

/**
 * One mail a visitor asked for: a point from the requester's allowance (their address or
 * account) and one from the recipient's, so nobody can flood one inbox by asking from many
 * addresses. Throws 429 when either is spent.
 */
export async function consumeMail(limits: RateLimits, requester: string, recipient: string): Promise<void> {
  await consume(limits.mail, requester);
  await consume(limits.mailRecipient, recipientKey(recipient));
}
