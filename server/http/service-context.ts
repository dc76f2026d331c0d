import type { Context } from 'hono';
import type { ServiceContext } from '#server/domain/context.ts';
import { createStorage } from '#server/integrations/storage/storage.ts';
import { publicUrl } from '#server/lib/env.ts';
import type { HonoEnv } from './types.ts';

export function serviceContext(c: Context<HonoEnv>): ServiceContext {
  const deps = c.get('deps');
  return {
    db: deps.database.db,
    env: deps.env,
    actor: c.get('actor') ?? null,
    meta: c.get('meta'),
    now: deps.now ?? (() => new Date()),
    jobs: deps.jobs,
    publicUrl: publicUrl(deps.env),
    storage: deps.storage ?? createStorage(deps.env),
  };
}
