import { safeRedirectPath } from './redirect-path.ts';

export const BOTH_EXPIRED_REASON = 'session_expired';

/** /login, remembering where the visitor was going when that is a safe path. */
export function loginPath(from?: string, reason?: string): string {
  const params = new URLSearchParams();
  const safe = safeRedirectPath(from);
  if (safe && safe !== '/' && !safe.startsWith('/login')) params.set('redirect', safe);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
