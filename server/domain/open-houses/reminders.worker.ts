import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import { listings } from '#server/db/schema/listings.ts';
import { openHouseRegistrations, openHouses, viewingRequests } from '#server/db/schema/open-houses.ts';
import { users } from '#server/db/schema/users.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { viewingRemindersQueue } from '#server/jobs/queues/viewing-reminders.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';
import { localeOf, titleFor, whenText } from './viewing-shared.ts';

// The day before: everyone registered for an open house, the tenant of an accepted private
// viewing, and the landlord of each, hear that it is tomorrow (within the next 24 hours). The
// worker runs hourly; each slot and each viewing is claimed once through its reminded_at, in the
// same transaction as the notifications, so a second run (or a retry) tells nobody twice.

const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

async function remindOpenHouses(deps: JobDeps, now: Date, until: Date): Promise<number> {
  const due = await deps.db
    .select({ id: openHouses.id })
    .from(openHouses)
    .where(
      and(
        isNull(openHouses.remindedAt),
        isNull(openHouses.cancelledAt),
        gt(openHouses.startsAt, now),
        lte(openHouses.startsAt, until),
      ),
    );
  let told = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [slot] = await tx
        .update(openHouses)
        .set({ remindedAt: now })
        .where(and(eq(openHouses.id, id), isNull(openHouses.remindedAt), isNull(openHouses.cancelledAt)))
        .returning();
      if (!slot) return false;
      const [listing] = await tx.select().from(listings).where(eq(listings.id, slot.listingId));
      if (!listing) return true;
      const attendees = await tx
        .select({ userId: users.id, locale: users.locale })
        .from(openHouseRegistrations)
        .innerJoin(users, eq(users.id, openHouseRegistrations.userId))
        .where(and(eq(openHouseRegistrations.openHouseId, slot.id), isNull(openHouseRegistrations.cancelledAt)));
      for (const a of attendees) {
        const locale = localeOrDefault(a.locale);
        await publishNotification(
          deps,
          {
            userId: a.userId,
            kind: 'applications',
            event: 'open_house_reminder',
            params: { title: titleFor(listing, locale), when: whenText(slot.startsAt, locale) },
            link: `/listings/${listing.id}`,
          },
          tx,
        );
      }
      for (const landlord of attendees.length ? await landlordRecipients(tx, listing) : []) {
        const locale = await localeOf(tx, landlord);
        await publishNotification(
          deps,
          {
            userId: landlord,
            kind: 'applications',
            event: 'open_house_reminder_landlord',
            params: { title: titleFor(listing, locale), when: whenText(slot.startsAt, locale), count: attendees.length },
            link: '/landlord/openhouses',
          },
          tx,
        );
      }
      return true;
    });
    if (done) told++;
  }
  return told;
}

async function remindViewings(deps: JobDeps, now: Date, until: Date): Promise<number> {
  const due = await deps.db
    .select({ id: viewingRequests.id })
    .from(viewingRequests)
    .where(
      and(
        eq(viewingRequests.status, 'accepted'),
        isNull(viewingRequests.remindedAt),
        gt(viewingRequests.startsAt, now),
        lte(viewingRequests.startsAt, until),
      ),
    );
  let told = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [visit] = await tx
        .update(viewingRequests)
        .set({ remindedAt: now })
        .where(and(eq(viewingRequests.id, id), eq(viewingRequests.status, 'accepted'), isNull(viewingRequests.remindedAt)))
        .returning();
      if (!visit) return false;
      const [listing] = await tx.select().from(listings).where(eq(listings.id, visit.listingId));
      if (!listing) return true;
      const [tenant] = await tx
        .select({ name: users.name, locale: users.locale })
        .from(users)
        .where(eq(users.id, visit.tenantUserId));
      const tenantLocale = localeOrDefault(tenant?.locale);
      await publishNotification(
        deps,
        {
          userId: visit.tenantUserId,
          kind: 'applications',
          event: 'viewing_reminder',
          params: { title: titleFor(listing, tenantLocale), when: whenText(visit.startsAt, tenantLocale) },
          link: '/tenant/openhouses',
        },
        tx,
      );
      for (const landlord of await landlordRecipients(tx, listing)) {
        const locale = await localeOf(tx, landlord);
        await publishNotification(
          deps,
          {
            userId: landlord,
            kind: 'applications',
            event: 'viewing_reminder_landlord',
            params: { title: titleFor(listing, locale), when: whenText(visit.startsAt, locale), name: tenant?.name ?? '' },
            link: '/landlord/openhouses',
          },
          tx,
        );
      }
      return true;
    });
    if (done) told++;
  }
  return told;
}

/** Sends the reminders due now; returns how many slots and viewings were reminded. */
export async function sendViewingReminders(deps: JobDeps): Promise<{ openHouses: number; viewings: number }> {
  const now = deps.now();
  const until = daysAfter(now, 1);
  const result = { openHouses: await remindOpenHouses(deps, now, until), viewings: await remindViewings(deps, now, until) };
  if (result.openHouses || result.viewings) logger.info(result, 'viewing reminders sent');
  return result;
}

export const viewingRemindersWorker: JobWorker<typeof viewingRemindersQueue> = {
  queue: viewingRemindersQueue,
  schedule: '25 * * * *',
  async handle(_data, deps) {
    await sendViewingReminders(deps);
  },
};
