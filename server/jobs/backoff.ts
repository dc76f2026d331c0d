// When a retry machine (registry submissions, bank claims, payouts) tries again after the outside
// service was unavailable (docs/rules/registry.md "Retries", docs/rules/payment-service.md): one
// minute after the first failed attempt, doubling with every attempt, at most six hours; after
// MAX_ATTEMPTS the row is failed and staff retry it by hand.

export const FIRST_RETRY_SECONDS = 60;
export const MAX_RETRY_SECONDS = 6 * 60 * 60;
export const MAX_ATTEMPTS = 15;

/** Seconds to wait after the `attempts`-th failed attempt (1, 2, …). */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.min(exponent, 30));
}

/**
 * The next attempt after the `attempts`-th failed one: when it is due and how many seconds from
 * `now` (the job's start delay); null when that was the last attempt and the row is failed.
 */
export function nextAttemptAt(attempts: number, now: Date): { at: Date; afterSeconds: number } | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const afterSeconds = retryDelaySeconds(attempts);
  return { at: new Date(now.getTime() + afterSeconds * 1000), afterSeconds };
}
