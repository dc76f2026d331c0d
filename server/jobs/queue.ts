import { fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '#server/db/client.ts';
import { mailLogMessage } from '#server/integrations/mail/mail-setup.ts';
import type { Mailer } from '#server/integrations/mail/mailer.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Env } from '#server/lib/env.ts';
import { logger } from '#server/lib/logger.ts';
import type { Payload, PayloadInput, QueueDefinition } from './define-queue.ts';
import { mailSendQueue } from './queues/mail-send.ts';
import { jobConnection } from './transaction-db.ts';

export interface EnqueueOptions {
  /** At most one queued job per key (pg-boss singleton). */
  singletonKey?: string;
  startAfterSeconds?: number;
}

/** Background work through pg-boss: stored in the database, retried with backoff. */
export interface JobQueue {
  /**
   * Queues a job through `db`: pass the transaction of the change that causes the job, so the
   * job exists exactly when the change commits. The payload is checked against the queue's
   * schema first (a mismatch is a programming mistake: a plain Error). Queues without a worker
   * in this process are refused.
   */
  enqueue<Q extends QueueDefinition>(db: Db, queue: Q, payload: PayloadInput<Q>, options?: EnqueueOptions): Promise<void>;
  /** Runs a worker's job now, in this process (for tests and the CLI), with the same payload check. */
  runNow(queue: QueueDefinition, data?: unknown): Promise<void>;
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
 * A background worker: its queue (server/jobs/queues/), optionally a cron schedule (UTC) on which
 * it runs by itself, and the handler, which gets the parsed payload. Handlers must be idempotent:
 * pg-boss may run a job again after a crash.
 */
export interface JobWorker<Q extends QueueDefinition = QueueDefinition> {
  queue: Q;
  schedule?: string;
  handle(data: Payload<Q>, deps: JobDeps): Promise<void>;
}

export interface JobOptions {
  pollSeconds?: number;
  // biome-ignore lint/suspicious/noExplicitAny: workers of different queues in one list
  workers?: JobWorker<any>[];
  /** Needed when there are workers. */
  deps?: Omit<JobDeps, 'db' | 'jobs'>;
}

/**
 * Parses a job's payload with its queue's schema. A payload that doesn't fit can't be fixed by a
 * retry: it is logged as an error and the job is dropped (null).
 */
function parsePayload<Q extends QueueDefinition>(queue: Q, data: unknown, jobId?: string): Payload<Q> | null {
  const parsed = queue.payload.safeParse(data ?? {});
  if (parsed.success) return parsed.data as Payload<Q>;
  logger.error({ queue: queue.name, jobId, issues: parsed.error.issues }, 'job payload does not match its queue; dropped');
  return null;
}

/** A mail's files, read from storage when it is sent; a file that is gone fails the job (retried). */
async function readAttachments(
  attachments: { fileName: string; contentType: string; storageKey: string }[],
  storage: Storage | undefined,
): Promise<{ fileName: string; contentType: string; content: Uint8Array }[]> {
  if (!storage) throw new Error('mail with attachments needs the storage');
  return Promise.all(
    attachments.map(async (a) => {
      const object = await storage.get(a.storageKey);
      if (!object) throw new Error(`mail attachment missing from storage: ${a.storageKey}`);
      return { fileName: a.fileName, contentType: a.contentType, content: object.bytes };
    }),
  );
}

export async function startJobs(database: Database, mailer: Mailer, options: JobOptions = {}): Promise<JobQueue> {
  const boss =
    'pglite' in database.raw
      ? new PgBoss({ db: fromPglite(database.raw.pglite as never), backend: 'pglite' })
      : new PgBoss({ connectionString: database.raw.url });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollSeconds ?? 1;
  const createQueue = (queue: QueueDefinition) =>
    boss.createQueue(queue.name, {
      retryLimit: queue.options.retryLimit,
      retryDelay: queue.options.retryDelaySeconds,
      retryBackoff: true,
    });

  await createQueue(mailSendQueue);
  // Sending is idempotent enough for mail: a retry after a crash may send a second copy, never none.
  await boss.work(mailSendQueue.name, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const payload = parsePayload(mailSendQueue, job.data, job.id);
      if (!payload) continue;
      const { attachments, ...mail } = payload;
      await mailer.send({ ...mail, attachments: attachments && (await readAttachments(attachments, options.deps?.storage)) });
      logger.info({ kind: mail.kind, jobId: job.id }, mailLogMessage(mailer.kind));
    }
  });

  const workers = new Map((options.workers ?? []).map((w) => [w.queue.name, w]));
  const known = new Set([mailSendQueue.name, ...workers.keys()]);
  const queue: JobQueue = {
    async enqueue(db, definition, payload, enqueueOptions = {}) {
      if (!known.has(definition.name)) throw new Error(`No worker for queue ${definition.name}`);
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) {
        throw new Error(`payload for queue ${definition.name} does not match its schema: ${parsed.error.message}`);
      }
      await boss.send(definition.name, parsed.data as object, {
        db: jobConnection(db),
        singletonKey: enqueueOptions.singletonKey,
        startAfter: enqueueOptions.startAfterSeconds,
      });
    },
    async runNow(definition, data = {}) {
      const worker = workers.get(definition.name);
      if (!worker) throw new Error(`No worker for queue ${definition.name}`);
      const payload = parsePayload(worker.queue, data);
      if (payload) await worker.handle(payload, jobDeps());
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
    await createQueue(worker.queue);
    await boss.work(worker.queue.name, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        const payload = parsePayload(worker.queue, job.data, job.id);
        if (payload) await worker.handle(payload, jobDeps());
      }
    });
    if (worker.schedule) await boss.schedule(worker.queue.name, worker.schedule, {}, { tz: 'UTC' });
  }
  return queue;
}
