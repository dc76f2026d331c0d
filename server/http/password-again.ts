import type { Context } from 'hono';
import { limitFailures, passwordAgainLimits } from '#server/auth/rate-limit.ts';
import type { HonoEnv } from './types.ts';

/**
 * Runs an API call that checks the signed-in person's re-entered password under the
 * failed-attempt limits (per account and per address; docs/rules/rate-limits.md): 429 with
 * Retry-After when spent, the right password included.
 */
export function withPasswordAgain<T>(c: Context<HonoEnv>, attempt: () => Promise<T>): Promise<T> {
  const limits = passwordAgainLimits(c.get('deps').limits, c.get('actor')?.userId ?? '', c.get('meta').ip ?? 'unknown');
  return limitFailures(limits, attempt);
}
