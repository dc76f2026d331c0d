import { fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '#server/db/client.ts';
import type { Mailer, OutgoingMail } from '#server/integrations/mail/mailer.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Env } from '#server/lib/env.ts';
import { logger } from '#server/lib/logger.ts';

export const MAIL_QUEUE = 'mail-send';

/** Background work. Mails go through pg-boss: stored in the database, retried with backoff. */
export interface JobQueue {
  sendMail(mail: OutgoingMail): Promise<void>;
  /** Queues a job for a worker (see server/jobs/workers.ts). Unknown queues are refused. */
  send(queue: string, data: object, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<void>;
  /** Runs a worker's job now, in this process (for tests and the CLI). */
  runNow(queue: string, data?: object): Promise<void>;
  stop(): Promise<void>;
}

/** What a worker gets: the same things a service gets, without a person acting. */
export interface JobDeps {
  db: Db;
  env: Env;
  jobs: JobQueue;
  now: () => Date;
  publicUrl: string;
  storage: Storage;
}

/**
 * A background worker: its queue, optionally a cron schedule (UTC) on which it runs by itself,
 * and the handler. Handlers must be idempotent: pg-boss may run a job again after a crash.
 */
export interface JobWorker<T extends object = object> {
  queue: string;
  schedule?: string;
  retryLimit?: number;
  handle(data: T, deps: JobDeps): Promise<void>;
}

export interface JobOptions {
  pollSeconds?: number;
  workers?: JobWorker[];
  /** Needed when there are workers. */
  deps?: Omit<JobDeps, 'db' | 'jobs'>;
}

export async function startJobs(database: Database, mailer: Mailer, options: JobOptions = {}): Promise<JobQueue> {
  const boss =
    'pglite' in database.raw
      ? new PgBoss({ db: fromPglite(database.raw.pglite as never), backend: 'pglite' })
      : new PgBoss({ connectionString: database.raw.url });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 6, retryDelay: 30, retryBackoff: true });
  const pollingIntervalSeconds = options.pollSeconds ?? 1;
  // Sending is idempotent enough for mail: a retry after a crash may send a second copy, never none.
  await boss.work<OutgoingMail>(MAIL_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      await mailer.send(job.data);
      logger.info({ kind: job.data.kind, jobId: job.id }, 'mail sent');
    }
  });

  const workers = new Map((options.workers ?? []).map((w) => [w.queue, w]));
  const queue: JobQueue = {
    async sendMail(mail) {
      await boss.send(MAIL_QUEUE, mail);
    },
    async send(name, data, sendOptions = {}) {
      if (!workers.has(name)) throw new Error(`No worker for queue ${name}`);
      await boss.send(name, data, {
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds,
      });
    },
    async runNow(name, data = {}) {
      const worker = workers.get(name);
      if (!worker) throw new Error(`No worker for queue ${name}`);
      await worker.handle(data, jobDeps());
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
  const jobDeps = (): JobDeps => {
    if (!options.deps) throw new Error('startJobs needs deps when it has workers');
    return { ...options.deps, db: database.db, jobs: queue };
  };
  for (const worker of workers.values()) {
    await boss.createQueue(worker.queue, { retryLimit: worker.retryLimit ?? 3, retryDelay: 30, retryBackoff: true });
    await boss.work<object>(worker.queue, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await worker.handle(job.data, jobDeps());
    });
    if (worker.schedule) await boss.schedule(worker.queue, worker.schedule, {}, { tz: 'UTC' });
  }
  return queue;
}
