import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import { limitFailures, recipientKey } from './rate-limit.ts';

const wrong = () => Promise.reject(new AppError('invalid_credentials'));

/** Settles every attempt and counts outcomes by error code (or "ok"). */
async function outcomes(attempts: Promise<unknown>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const result of await Promise.allSettled(attempts)) {
    const key = result.status === 'fulfilled' ? 'ok' : (result.reason as AppError).code;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('limitFailures', () => {
  it('checks at most the limit when 40 wrong answers arrive at once', async () => {
    const limiter = new RateLimiterMemory({ points: 10, duration: 900 });
    let checked = 0;
    const release: (() => void)[] = [];
    // Each check waits until the test lets it go, so all 40 are in flight together.
    const slowWrong = () =>
      new Promise<never>((_, reject) => {
        checked++;
        release.push(() => reject(new AppError('invalid_credentials')));
      });
    const settled = outcomes(Array.from({ length: 40 }, () => limitFailures([[limiter, 'ip:a@example.is']], slowWrong)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(checked).toBe(10);
    for (const go of release) go();
    expect(await settled).toEqual({ invalid_credentials: 10, rate_limited: 30 });
  });

  it('gives the point back for a correct answer, so correct sign-ins are never counted', async () => {
    const limiter = new RateLimiterMemory({ points: 3, duration: 900 });
    for (let i = 0; i < 2; i++) await limitFailures([[limiter, 'k']], wrong).catch(() => {});
    for (let i = 0; i < 20; i++) expect(await limitFailures([[limiter, 'k']], async () => 'signed in')).toBe('signed in');
    await limitFailures([[limiter, 'k']], wrong).catch(() => {});
    await expect(limitFailures([[limiter, 'k']], async () => 'signed in')).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('gives the point back when the check failed for another reason (not a guess)', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 900 });
    for (let i = 0; i < 5; i++) {
      await expect(limitFailures([[limiter, 'k']], () => Promise.reject(new Error('database away')))).rejects.toThrow();
    }
    expect((await limiter.get('k'))?.consumedPoints ?? 0).toBe(0);
  });

  it('answers 429 with the seconds to wait', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    await limitFailures([[limiter, 'k']], wrong).catch(() => {});
    const error = await limitFailures([[limiter, 'k']], wrong).catch((e: AppError) => e);
    expect(error).toMatchObject({ code: 'rate_limited', status: 429 });
    expect((error as AppError).retryAfter).toBeGreaterThan(0);
  });
});

describe('recipientKey', () => {
  it('counts an address once whatever its case and spacing', () => {
    expect(recipientKey(' Anna@Example.IS ')).toBe(recipientKey('anna@example.is'));
  });
});
