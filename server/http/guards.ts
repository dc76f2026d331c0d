import { data, redirect } from 'react-router';
import { BOTH_EXPIRED_REASON, loginPath } from '#common/login-path.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Route guards by name. A route module declares `handle = { middleware: [...] }`; pages are
 * protected ('auth') unless the page itself says 'public' or 'guest'. A name that isn't here
 * fails the request with 500 "Unknown middleware <name>".
 */
type Guard = (ctx: RequestContext, url: URL) => void;

function requireSignedIn(ctx: RequestContext, url: URL): void {
  if (!ctx.user) {
    throw redirect(loginPath(url.pathname + url.search, ctx.sessionExpired ? BOTH_EXPIRED_REASON : undefined));
  }
}

const GUARDS: Record<string, Guard> = {
  public: () => {},
  auth: requireSignedIn,
  guest: (ctx) => {
    if (ctx.user) throw redirect('/');
  },
  staff: (ctx, url) => {
    requireSignedIn(ctx, url);
    if (!ctx.actor?.scope.includes('staff')) throw data('Forbidden', { status: 403 });
  },
  admin: (ctx, url) => {
    requireSignedIn(ctx, url);
    if (!ctx.actor?.scope.includes('admin')) throw data('Forbidden', { status: 403 });
  },
  // The spec's i18n middleware: the language is negotiated for every request by the host server.
  nuxti18n: () => {},
};

export interface RouteHandle {
  middleware?: string[];
}

/** The guard names for a chain of matched route handles, root first. */
export function guardNames(handles: (RouteHandle | undefined)[]): string[] {
  const leaf = handles.at(-1);
  const declared = handles.flatMap((h) => h?.middleware ?? []);
  const open = leaf?.middleware?.some((name) => name === 'public' || name === 'guest');
  return [...new Set(open ? declared : ['auth', ...declared])];
}

export function runGuards(ctx: RequestContext, url: URL): void {
  // A reset session is sent to sign-in with the reason, wherever it was going (§4).
  if (ctx.sessionExpired && !ctx.guards.includes('guest')) {
    throw redirect(loginPath(url.pathname + url.search, BOTH_EXPIRED_REASON));
  }
  for (const name of ctx.guards) {
    const guard = GUARDS[name];
    if (!guard) throw data(`Unknown middleware ${name}`, { status: 500 });
    guard(ctx, url);
  }
}
