// The SSR bundle's entry: the Hono app with the JSON API, health checks and React Router's pages.

import * as build from 'virtual:react-router/server-build';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRequestHandler, matchRoutes, RouterContextProvider, type ServerBuild } from 'react-router';
import { LOCALE_COOKIE, negotiateLocale } from '#common/locales.ts';
import { pagePath } from '#common/page-path.ts';
import { consumeMail, limitFailures, passwordAgainLimits, signInLimits } from '#server/auth/rate-limit.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { createBaseApp } from '#server/http/base-app.ts';
import { clearShownNotice } from '#server/http/flash-notice.ts';
import { guardNames, type RouteHandle } from '#server/http/guards.ts';
import { isLoopbackAddress, socketAddress } from '#server/http/loopback.ts';
import { databaseOutage, withOutagePages } from '#server/http/page-outage.ts';
import { requestContext } from '#server/http/request-context.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { AppDeps, HonoEnv } from '#server/http/types.ts';
import { resolveWebSession, type WebSession } from '#server/http/web-session.ts';
import { outboxDir } from '#server/lib/env.ts';

export { createRateLimits } from '#server/auth/rate-limit.ts';
export { bootDatabase } from '#server/db/boot.ts';
export { isDatabaseUnavailable } from '#server/db/db-errors.ts';
export { endAllStreams } from '#server/domain/inbox/live.ts';
export { createMailer } from '#server/integrations/mail/mailer.ts';
export { createStorage } from '#server/integrations/storage/storage.ts';
export { startJobs } from '#server/jobs/queue.ts';
export { allWorkers } from '#server/jobs/workers.ts';
export { env, outboxDir, publicUrl } from '#server/lib/env.ts';
export { logger } from '#server/lib/logger.ts';

const serverBuild = build as unknown as ServerBuild;

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };
function routeTree(parentId?: string): RouteNode[] {
  const nodes: RouteNode[] = [];
  for (const route of Object.values(serverBuild.routes)) {
    if (!route || route.parentId !== parentId) continue;
    nodes.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: routeTree(route.id),
    });
  }
  return nodes;
}
const tree = routeTree(undefined);

function matchGuards(path: string): string[] {
  const matches = matchRoutes(tree as never, path);
  if (!matches) return []; // no route: the 404 page, for everyone
  const handles = matches.map(
    (m) => serverBuild.routes[(m.route as unknown as RouteNode).id]?.module.handle as RouteHandle | undefined,
  );
  return guardNames(handles);
}

// Matching flattens and ranks every route on each call (about 7% of a page's CPU, measured with
// bench:pages and --cpu-prof), so the answer is kept per path shape. A uuid matches a dynamic
// segment whatever its value (no route has a literal uuid), so ids are folded into one key; the
// cache is bounded so junk paths can't grow it.
const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;
const GUARD_CACHE_LIMIT = 2000;
const guardCache = new Map<string, string[]>();

function guardsFor(pathname: string): string[] {
  const key = pagePath(pathname).replace(UUID_SEGMENT, '/00000000-0000-0000-0000-000000000000');
  let guards = guardCache.get(key);
  if (!guards) {
    guards = matchGuards(key);
    if (guardCache.size >= GUARD_CACHE_LIMIT) guardCache.clear();
    guardCache.set(key, guards);
  }
  return guards;
}

/** The web session; when the database is away, no session and `outage` (the page answers 503). */
async function sessionOrOutage(c: Context<HonoEnv>): Promise<{ session: WebSession; outage: boolean }> {
  try {
    return { session: await resolveWebSession(c), outage: false };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { session: { state: 'anonymous' }, outage: true };
  }
}

export function createServerApp(deps: AppDeps) {
  const app = createBaseApp(deps);
  // A database outage shows the translated 503 page, not a 500 (server/http/page-outage.ts).
  const handleRequest = createRequestHandler(
    withOutagePages(serverBuild),
    deps.env.NODE_ENV === 'production' ? 'production' : 'development',
  );

  app.all('*', async (c) => {
    const { session, outage } = await sessionOrOutage(c);
    const signedIn = session.state === 'signed_in';
    const clientIp = c.get('meta').ip ?? 'unknown';
    const context = new RouterContextProvider();
    if (outage) context.set(databaseOutage, true);
    context.set(requestContext, {
      requestId: c.get('requestId'),
      nonce: c.get('nonce'),
      locale: negotiateLocale(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language')),
      user: signedIn ? session.user : null,
      actor: signedIn ? session.actor : null,
      guards: guardsFor(c.req.path),
      sessionExpired: session.state === 'both_expired',
      pixelId: deps.env.PIXEL_ID ?? null,
      isProduction: deps.env.isProduction,
      limitSignIn: (email, attempt) => limitFailures(signInLimits(deps.limits, clientIp, email), attempt),
      limitTwoFactor: (userId, attempt) => limitFailures([[deps.limits.signIn, `two-factor:${userId}`]], attempt),
      limitPasswordAgain: (field, attempt) =>
        limitFailures(passwordAgainLimits(deps.limits, signedIn ? session.actor.userId : '', clientIp), attempt, field),
      limitMail: (key, recipient) => consumeMail(deps.limits, key, recipient),
      // The outbox shows everyone's links: only outside production, and only to this machine
      // (the socket's address; X-Forwarded-For is not asked).
      outboxDir: deps.env.isProduction || !isLoopbackAddress(socketAddress(c)) ? null : outboxDir(deps.env),
      clientIp,
      service: () => ({ ...serviceContext(c), actor: signedIn ? session.actor : null }),
    });
    const response = await handleRequest(c.req.raw, context);
    // Cookies set while resolving the session (a refresh, a reset) travel with the page.
    const headers = new Headers(response.headers);
    for (const cookie of c.res.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    if (response.status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
    clearShownNotice(c.req.raw, headers, deps.env.isProduction);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
  return app;
}
