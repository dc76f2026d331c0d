import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, MAX_RETRY_SECONDS, nextAttemptAt, retryDelaySeconds } from './backoff.ts';

describe('backoff', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('doubles from a minute up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(10)).toBe(MAX_RETRY_SECONDS);
    expect(retryDelaySeconds(1000)).toBe(MAX_RETRY_SECONDS);
  });

  it('dates the next attempt from now, and gives up after the last attempt', () => {
    expect(nextAttemptAt(1, now)).toEqual({ at: new Date('2026-03-01T12:01:00Z'), afterSeconds: 60 });
    expect(nextAttemptAt(MAX_ATTEMPTS - 1, now)?.afterSeconds).toBe(MAX_RETRY_SECONDS);
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
  });
});
