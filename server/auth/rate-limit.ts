import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '#server/lib/env.ts';
import { AppError } from '#server/lib/errors.ts';

export interface RateLimits {
  signIn: RateLimiterMemory;
  refresh: RateLimiterMemory;
  /** Mails a person can trigger (sign-up, resend, password reset): MAIL_RATE_LIMIT an hour per key. */
  mail: RateLimiterMemory;
}

/** Sign-in: LOGIN_RATE_LIMIT tries per 15 minutes per address. Refresh: REFRESH_RATE_LIMIT a minute. */
export function createRateLimits(env: Env): RateLimits {
  return {
    signIn: new RateLimiterMemory({ points: env.LOGIN_RATE_LIMIT, duration: 15 * 60 }),
    refresh: new RateLimiterMemory({ points: env.REFRESH_RATE_LIMIT, duration: 60 }),
    mail: new RateLimiterMemory({ points: env.MAIL_RATE_LIMIT, duration: 3600 }),
  };
}

/** Takes one point or throws 429 with the seconds to wait. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError('rate_limited', undefined, { retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
    }
    throw error;
  }
}

/**
 * Sign-in counts failed attempts only: a blocked key gets 429 before the password is checked,
 * and each wrong answer takes a point. A person who signs in correctly is never slowed down.
 */
export async function limitFailures<T>(limiter: RateLimiterMemory, key: string, attempt: () => Promise<T>): Promise<T> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) {
    throw new AppError('rate_limited', undefined, { retryAfter: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) });
  }
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials') await limiter.penalty(key, 1);
    throw error;
  }
}
