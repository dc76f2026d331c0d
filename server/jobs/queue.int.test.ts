import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landlordListing } from '../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser } from '../../tests/fixtures/test-app.ts';
import type { Db } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import type { ServiceContext } from '../domain/context.ts';
import { approveListing } from '../domain/listings/listing-review.service.ts';
import { submitListing } from '../domain/listings/listings.service.ts';
import { readOutbox } from '../integrations/mail/mailer.ts';
import { listingPublishedQueue } from './queues/listing-published.ts';
import { mailSendQueue } from './queues/mail-send.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
function mailTo(to = `queue-${Date.now()}-${++counter}@example.is`) {
  return { to, subject: 'Prófun', text: 'Halló', html: '<p>Halló</p>', kind: 'test', locale: 'is' };
}

/** The listing-published jobs pg-boss holds for a listing. */
async function publishedJobs(db: Db, listingId: string): Promise<unknown[]> {
  const result = (await db.execute(
    sql`select id from pgboss.job where name = ${listingPublishedQueue.name} and data->>'listingId' = ${listingId}`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

/** The jobs pg-boss holds for a mail to this address, with their state. */
async function mailJobs(db: Db, to: string): Promise<{ state: string }[]> {
  const result = (await db.execute(
    sql`select state from pgboss.job where name = ${mailSendQueue.name} and data->>'to' = ${to}`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows;
}

async function waitForState(db: Db, to: string, state: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const jobs = await mailJobs(db, to);
    if (jobs.length && jobs.every((j) => j.state === state)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail job to ${to} did not reach ${state}`);
}

class Boom extends Error {}

describe('jobs enqueued in the transaction of their change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a change that throws after enqueueing leaves neither the change nor the job', async () => {
    const mail = mailTo();
    const person = await makeUser(t.database);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Rolled Back' }).where(sql`${users.id} = ${person.id}`);
        await t.jobs.enqueue(tx, mailSendQueue, mail);
        // Inside the transaction the job is there…
        expect(await mailJobs(tx, mail.to)).toHaveLength(1);
        throw new Boom('after enqueue');
      }),
    ).rejects.toBeInstanceOf(Boom);
    // …and after the rollback it never was.
    expect(await mailJobs(t.database.db, mail.to)).toEqual([]);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(sql`${users.id} = ${person.id}`);
    expect(row.name).not.toBe('Rolled Back');
  });

  it('a job is invisible to the workers until its transaction commits, then processed once', async () => {
    const mail = mailTo();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let queued = () => {};
    const enqueued = new Promise<void>((resolve) => {
      queued = resolve;
    });
    const change = t.database.db.transaction(async (tx) => {
      await t.jobs.enqueue(tx, mailSendQueue, mail);
      queued();
      await held;
    });
    await enqueued;
    if (t.database.kind === 'postgres') {
      // Another connection can't see the uncommitted job (PGlite has only the one connection).
      expect(await mailJobs(t.database.db, mail.to)).toEqual([]);
    }
    release();
    await change;
    expect(await mailJobs(t.database.db, mail.to)).toHaveLength(1);
    await t.waitForMail(mail.to, 'test');
    await waitForState(t.database.db, mail.to, 'completed');
    const sent = (await readOutbox(t.outbox)).filter((m) => m.to === mail.to);
    expect(sent).toHaveLength(1);
    expect(await mailJobs(t.database.db, mail.to)).toEqual([{ state: 'completed' }]);
  });

  it('enqueues outside a transaction too (the job commits at once)', async () => {
    const mail = mailTo();
    await t.jobs.enqueue(t.database.db, mailSendQueue, mail);
    expect(await mailJobs(t.database.db, mail.to)).toHaveLength(1);
    await t.waitForMail(mail.to, 'test');
  });

  it('checks the payload against the queue before writing anything', async () => {
    const to = `bad-${Date.now()}@example.is`;
    await expect(
      // @ts-expect-error: the subject is missing, which the types catch too
      t.jobs.enqueue(t.database.db, mailSendQueue, { to, text: 'x', html: 'x', kind: 'test', locale: 'is' }),
    ).rejects.toThrow(/mail-send/);
    expect(await mailJobs(t.database.db, to)).toEqual([]);
    await expect(t.jobs.enqueue(t.database.db, listingPublishedQueue, { listingId: 'not-a-uuid' })).rejects.toThrow(
      /listing-published/,
    );
  });

  it('refuses a queue that has no worker in this process', async () => {
    const stray = { ...listingPublishedQueue, name: 'no-such-queue' };
    await expect(t.jobs.enqueue(t.database.db, stray, { listingId: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(
      /no-such-queue/,
    );
  });

  describe('a service change and its jobs', () => {
    async function inReview() {
      const listing = await landlordListing(t);
      await submitListing(listing.ctx, listing.id);
      const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
      return { ...listing, staffCtx: t.contextFor({ id: staff.id, scope: ['user', 'staff'] }) };
    }

    it('an approval whose watcher job fails after the owner’s mail was queued leaves neither, and stays in review', async () => {
      const { owner, id, staffCtx } = await inReview();
      // The real queue, except that the rental watch's job fails once the row is written.
      const failing: ServiceContext = {
        ...staffCtx,
        jobs: {
          ...t.jobs,
          async enqueue(db, queue, payload, options) {
            await t.jobs.enqueue(db, queue, payload, options);
            if (queue.name === listingPublishedQueue.name) throw new Boom('queue refused');
          },
        },
      };
      await expect(approveListing(failing, id)).rejects.toBeInstanceOf(Boom);
      const [row] = await t.database.db.select({ status: listings.status }).from(listings).where(sql`${listings.id} = ${id}`);
      expect(row.status).toBe('in_review');
      expect(await t.database.db.select().from(notifications).where(sql`${notifications.userId} = ${owner.id}`)).toEqual([]);
      expect(await mailJobs(t.database.db, owner.email)).toEqual([]);
      expect(await publishedJobs(t.database.db, id)).toEqual([]);
    });

    it('a committed approval has its watcher job and the owner’s mail, each once', async () => {
      const { owner, id, staffCtx } = await inReview();
      await approveListing(staffCtx, id);
      expect(await publishedJobs(t.database.db, id)).toHaveLength(1);
      const mail = await t.waitForMail(owner.email, 'notification');
      expect(mail.subject).toBeTruthy();
      await waitForState(t.database.db, owner.email, 'completed');
      expect((await readOutbox(t.outbox)).filter((m) => m.to === owner.email)).toHaveLength(1);
    });
  });
});
