import type { TeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { Env } from '#server/lib/env.ts';

export type Scope = 'user' | 'staff' | 'admin';

/** Who is asking. Every service receives it and decides on the server. */
export interface Actor {
  userId: string;
  scope: Scope[];
  sessionId: string;
  /** The teams the person belongs to, with their role in each (read with the session, one query). */
  memberships: Membership[];
  /**
   * The team the person acts for (team mode, switched in the header and remembered); null when
   * acting personally. Always one of `memberships`: a team one has left is never acted for.
   */
  actingTeamId?: string | null;
}

export interface Membership {
  teamId: string;
  slug: string;
  role: TeamRole;
}

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

export interface ServiceContext {
  db: Db;
  env: Env;
  actor: Actor | null;
  meta: RequestMeta;
  now: () => Date;
  jobs: JobQueue;
  /** Where links in mails point, e.g. https://heimaleiga.is */
  publicUrl: string;
  /** Uploaded files (avatars, income documents). */
  storage: Storage;
}
