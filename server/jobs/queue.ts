import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import type { Mailer, OutgoingMail } from '#server/integrations/mail/mailer.ts';
import { logger } from '#server/lib/logger.ts';

export const MAIL_QUEUE = 'mail-send';

/** Background work. Mails go through pg-boss: stored in the database, retried with backoff. */
export interface JobQueue {
  sendMail(mail: OutgoingMail): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobs(database: Database, mailer: Mailer, options: { pollSeconds?: number } = {}): Promise<JobQueue> {
  const boss =
    'pglite' in database.raw
      ? new PgBoss({ db: fromPglite(database.raw.pglite as never), backend: 'pglite' })
      : new PgBoss({ connectionString: database.raw.url });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 6, retryDelay: 30, retryBackoff: true });
  // Sending is idempotent enough for mail: a retry after a crash may send a second copy, never none.
  await boss.work<OutgoingMail>(MAIL_QUEUE, { pollingIntervalSeconds: options.pollSeconds ?? 1 }, async (jobs) => {
    for (const job of jobs) {
      await mailer.send(job.data);
      logger.info({ kind: job.data.kind, jobId: job.id }, 'mail sent');
    }
  });
  return {
    async sendMail(mail) {
      await boss.send(MAIL_QUEUE, mail);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
