// How long to wait before sending a submission again after the registry was unavailable
// (docs/rules/registry.md "Retries"): one minute, doubling with every attempt, at most six hours;
// after MAX_ATTEMPTS the submission is failed and staff retry it by hand.

export const FIRST_RETRY_SECONDS = 60;
export const MAX_RETRY_SECONDS = 6 * 60 * 60;
export const MAX_ATTEMPTS = 15;

/** Seconds to wait after the `attempts`-th failed attempt (1, 2, …). */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.min(exponent, 30));
}

/** Whether another attempt is made after `attempts` failed ones. */
export function mayRetry(attempts: number): boolean {
  return attempts < MAX_ATTEMPTS;
}
