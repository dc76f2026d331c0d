import { isRouteErrorResponse, RouterContextProvider, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { databaseOutage, withOutagePages } from './page-outage.ts';

const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

function buildWith(modules: Record<string, Record<string, unknown>>): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(modules).map(([id, module]) => [id, { id, path: id === 'root' ? '' : id, module }]),
  );
  return { routes } as unknown as ServerBuild;
}

/** What a handler threw, converted: a route error response has `status` and `data`. */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const statusOf = (error: unknown) => (error as { init?: { status?: number } }).init?.status;

describe('pages during a database outage', () => {
  const build = withOutagePages(
    buildWith({
      root: { loader: () => ({ ok: true }), middleware: [() => undefined] },
      page: {
        loader: async () => {
          throw terminated;
        },
        action: async () => {
          throw new TypeError('a bug');
        },
        handle: { middleware: ['public'] },
      },
    }),
  );
  const route = (id: string) => build.routes[id]?.module as unknown as Record<string, (...args: unknown[]) => unknown>;

  it('turns a loader that lost the database into a 503 route error', async () => {
    const error = await thrown(() => route('page').loader({}));
    expect(statusOf(error)).toBe(503);
    expect((error as { init: { headers: Record<string, string> } }).init.headers['Retry-After']).toBe('5');
  });

  it('leaves other errors alone (they stay a 500, logged)', async () => {
    const error = await thrown(() => route('page').action({}));
    expect(error).toBeInstanceOf(TypeError);
    expect(isRouteErrorResponse(error)).toBe(false);
  });

  it('keeps what the route exports and its results', async () => {
    expect(route('page').handle).toEqual({ middleware: ['public'] });
    expect(await route('root').loader({})).toEqual({ ok: true });
  });

  it('answers 503 before anything else when the host could not read the session', async () => {
    const [first] = (route('root') as unknown as { middleware: ((args: unknown, next: unknown) => unknown)[] }).middleware;
    const context = new RouterContextProvider();
    expect(await first({ context }, () => undefined)).toBeUndefined();
    context.set(databaseOutage, true);
    expect(statusOf(await thrown(() => first({ context }, () => undefined)))).toBe(503);
  });
});
