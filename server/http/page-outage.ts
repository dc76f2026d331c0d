import { createContext, data, type MiddlewareFunction, type ServerBuild } from 'react-router';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { logger } from '#server/lib/logger.ts';

// Pages during a database outage (docs/decisions/0012-when-the-database-fails.md): any loader,
// action or middleware that fails because the database can't be reached throws a 503 route
// error instead, so the root ErrorBoundary shows the translated "unavailable" page (and the
// browser's data requests get the same 503), while every other error stays a 500.

/** Set by the host when the session could not be read because the database is away. */
export const databaseOutage = createContext<boolean>(false);

/** What a page throws during an outage: a route error response with status 503. */
export function unavailablePage() {
  return data('service_unavailable', { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_S) } });
}

type Handler = (...args: never[]) => unknown;

function guarded<F extends Handler>(handler: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn({ err: error }, 'database unavailable');
      throw unavailablePage();
    }
  }) as F;
}

/** Before the root's own middleware: the host already knows the database is away. */
const outageFirst: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(databaseOutage)) throw unavailablePage();
};

/** The same server build with every route's loader, action and middleware guarded. */
export function withOutagePages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module };
    if (module.loader) module.loader = guarded(module.loader);
    if (module.action) module.action = guarded(module.action);
    const middleware = (module.middleware ?? []).map(guarded);
    module.middleware = id === 'root' ? [outageFirst, ...middleware] : module.middleware ? middleware : undefined;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
