import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import { DEFAULT_LOCALE, isLocale } from '#common/locales.ts';
import type { Db } from '#server/db/client.ts';
import { listingEvents, listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { listingExpiryQueue } from '#server/jobs/queues/listing-expiry.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';

// Published listings expire 60 days after publishing or renewing (docs/rules/listings.md). This
// worker runs every 15 minutes: it expires what is due and reminds owners once, 3 days before.

/** How long before expiry the owner hears that their listing is about to expire. */
export const EXPIRY_REMINDER_DAYS = 3;

interface Due {
  id: string;
  ownerUserId: string | null;
  ownerTeamId: string | null;
  createdBy: string | null;
  titleIs: string | null;
  expiresAt: Date | null;
}

function title(row: Due): string {
  return row.titleIs ?? '';
}

/** Sets `expired` on every published listing whose time is up; returns them (each only once). */
async function expireDue(deps: JobDeps): Promise<Due[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // One statement: a second run (or a parallel one) finds nothing left in `published` to expire.
    const expired = await tx
      .update(listings)
      .set({ status: 'expired', featuredRank: null })
      .where(and(eq(listings.status, 'published'), lte(listings.expiresAt, now)))
      .returning({
        id: listings.id,
        ownerUserId: listings.ownerUserId,
        ownerTeamId: listings.ownerTeamId,
        createdBy: listings.createdBy,
        titleIs: listings.titleIs,
        expiresAt: listings.expiresAt,
      });
    if (expired.length) {
      await tx.insert(listingEvents).values(
        expired.map((row) => ({
          listingId: row.id,
          actorId: null,
          kind: 'expired',
          fromStatus: 'published',
          toStatus: 'expired',
        })),
      );
    }
    await notify(deps, tx, expired, 'listing_expired');
    return expired;
  });
}

/**
 * Published listings expiring within the reminder window whose owner hasn't been reminded for
 * this expiry date. The reminder is an `expiry_reminded` event whose reason is the expiry
 * instant, so renewing (a new expiry date) allows one new reminder, and running twice sends none.
 */
async function claimReminders(deps: JobDeps): Promise<Due[]> {
  const now = deps.now();
  const until = daysAfter(now, EXPIRY_REMINDER_DAYS);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: listings.id,
        ownerUserId: listings.ownerUserId,
        ownerTeamId: listings.ownerTeamId,
        createdBy: listings.createdBy,
        titleIs: listings.titleIs,
        expiresAt: listings.expiresAt,
      })
      .from(listings)
      .where(
        and(
          eq(listings.status, 'published'),
          gt(listings.expiresAt, now),
          lte(listings.expiresAt, until),
          sql`not exists (select 1 from ${listingEvents} e where e.listing_id = ${listings.id}
                and e.kind = 'expiry_reminded' and e.reason = to_char(${listings.expiresAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))`,
        ),
      )
      .for('update', { skipLocked: true });
    if (due.length) {
      await tx.insert(listingEvents).values(
        due.map((row) => ({
          listingId: row.id,
          actorId: null,
          kind: 'expiry_reminded',
          fromStatus: 'published',
          toStatus: 'published',
          reason: reminderKey(row.expiresAt as Date),
        })),
      );
    }
    await notify(deps, tx, due, 'listing_expiring');
    return due;
  });
}

/** The expiry instant to the second, as the SQL above writes it. */
function reminderKey(expiresAt: Date): string {
  return `${expiresAt.toISOString().slice(0, 19)}Z`;
}

async function localesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.locale ?? DEFAULT_LOCALE]));
}

/**
 * Notifies in the transaction of the change (the mail job commits with it, or not at all); a
 * notice that fails before writing doesn't stop the others.
 */
async function notify(deps: JobDeps, tx: Db, rows: Due[], event: 'listing_expired' | 'listing_expiring'): Promise<void> {
  // Who hears: the listing's landlord recipients (its owner, or the team's people: docs/rules/team-mode.md).
  const recipients = new Map<string, string[]>();
  for (const row of rows) recipients.set(row.id, await landlordRecipients(tx, row));
  const locales = await localesOf(tx, [...new Set([...recipients.values()].flat())]);
  for (const row of rows) {
    for (const userId of recipients.get(row.id) ?? []) {
      const locale = locales.get(userId);
      const params: Record<string, string> = { title: title(row) };
      if (event === 'listing_expiring' && row.expiresAt)
        params.date = formatDate(row.expiresAt, 'date', isLocale(locale) ? locale : DEFAULT_LOCALE);
      try {
        await publishNotification(deps, { userId, kind: 'listings', event, params, link: `/landlord/my-listings/${row.id}` }, tx);
      } catch (error) {
        logger.error({ err: error, listingId: row.id, event }, 'listing expiry notification failed');
      }
    }
  }
}

export async function runExpiry(deps: JobDeps): Promise<{ expired: number; reminded: number }> {
  const expired = await expireDue(deps);
  const reminded = await claimReminders(deps);
  if (expired.length || reminded.length) logger.info({ expired: expired.length, reminded: reminded.length }, 'listing expiry');
  return { expired: expired.length, reminded: reminded.length };
}

export const expiryWorker: JobWorker<typeof listingExpiryQueue> = {
  queue: listingExpiryQueue,
  schedule: '*/15 * * * *',
  async handle(_data, deps) {
    await runExpiry(deps);
  },
};
