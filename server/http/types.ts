import type { RateLimits } from '#server/auth/rate-limit.ts';
import type { Database } from '#server/db/client.ts';
import type { Actor, RequestMeta } from '#server/domain/context.ts';
import type { UserDto } from '#server/domain/users/users.dto.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { Env } from '#server/lib/env.ts';

/** What the process gives every request handler. */
export interface AppDeps {
  database: Database;
  env: Env;
  limits: RateLimits;
  jobs: JobQueue;
  now?: () => Date;
  /** Uploaded files; by default the adapter the configuration chooses (server/integrations/storage). */
  storage?: Storage;
  /** Running under Vite's dev server (hot reload needs a looser CSP). */
  dev?: boolean;
}

export type HonoEnv = {
  Variables: {
    deps: AppDeps;
    meta: RequestMeta;
    requestId: string;
    nonce: string;
    actor: Actor | null;
    user: UserDto | null;
  };
};
