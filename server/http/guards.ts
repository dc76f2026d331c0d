import { data, redirect } from 'react-router';
import { BOTH_EXPIRED_REASON, loginPath } from '#common/login-path.ts';
import { can } from '#server/domain/access/can.ts';
import type { StaffPermission } from '#server/domain/access/permissions.ts';
import { teamGrantsBySlug } from '#server/domain/access/relations.ts';
import { isTeamPermission, type TeamPermission } from '#server/domain/access/roles.ts';
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

function areaGuard(permission: StaffPermission): Guard {
  return (ctx, url) => {
    requireSignedIn(ctx, url);
    if (!can(ctx.actor, permission)) throw data('Forbidden', { status: 403 });
  };
}

/**
 * A team's page (/teams/{slug}/…): 404 unless the person belongs to the team in a role granting
 * the permission. Declared as `team:<permission>`, e.g. `team:team.members.manage`.
 */
function teamGuard(permission: TeamPermission): Guard {
  return (ctx, url) => {
    requireSignedIn(ctx, url);
    const slug = /^\/teams\/([^/]+)/.exec(url.pathname)?.[1] ?? '';
    if (!teamGrantsBySlug(ctx.actor, decodeURIComponent(slug), permission)) throw data('Not found', { status: 404 });
  };
}

/** The guard names a route module may declare in `handle.middleware` (and `team:<permission>`). */
export const GUARD_NAMES = ['public', 'guest', 'auth', 'staff', 'admin', 'nuxti18n'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** The team permission a `team:<permission>` guard name asks for, or null. */
export function teamGuardPermission(name: string): TeamPermission | null {
  const permission = name.startsWith('team:') ? name.slice('team:'.length) : null;
  return permission !== null && isTeamPermission(permission) ? permission : null;
}

const GUARDS: Record<GuardName, Guard> = {
  public: () => {},
  auth: requireSignedIn,
  guest: (ctx) => {
    if (ctx.user) throw redirect('/');
  },
  // Staff areas ask the access module (server/domain/access) for the area's permission: 403 without it.
  staff: areaGuard('staff.access'),
  admin: areaGuard('staff.admin'),
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
    const teamPermission = teamGuardPermission(name);
    const guard = teamPermission ? teamGuard(teamPermission) : GUARDS[name as GuardName];
    if (!guard) throw data(`Unknown middleware ${name}`, { status: 500 });
    guard(ctx, url);
  }
}
