import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { addDays, dayOf, dayStart, daysAfter } from '#common/calendar-day.ts';
import { isoWeekday } from '#common/viewing-hours.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { listings, type ViewingHours } from '../schema/listings.ts';
import { openHouseRegistrations, openHouses, viewingRequests } from '../schema/open-houses.ts';

// Open houses and private viewings among the demo people (docs/rules/viewings.md), dated from
// now so they are always upcoming: slots on Sigurður's (landlord@) and Anna's (landlord2@)
// published listings at Icelandic daytime hours, Guðrún (tenant@) and Oksana (tenant2@)
// registered, one slot full, a viewing request awaiting Sigurður's answer and one Anna accepted.
// Idempotent: once any of these listings has an open house, nothing is added.

/** Weekday evenings and weekend middays, the hours Icelandic landlords usually show a home. */
const HOURS: ViewingHours[] = [
  { day: 2, from: '17:00', to: '19:00' },
  { day: 4, from: '17:00', to: '19:00' },
  { day: 6, from: '11:00', to: '14:00' },
];

/** The first day at least `minDays` from now on ISO weekday `isoDay`, at "HH:MM" Iceland time (UTC). */
export function nextWeekdayAt(now: Date, isoDay: number, clock: string, minDays = 2): Date {
  const [h, m] = clock.split(':').map(Number);
  const base = minutes(dayStart(addDays(dayOf(now), minDays)), h * 60 + m);
  const shift = (isoDay - isoWeekday(base) + 7) % 7;
  return daysAfter(base, shift);
}

const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

async function publishedOf(database: Database, ownerUserId: string, now: Date) {
  return database.db
    .select({ id: listings.id, viewingHours: listings.viewingHours })
    .from(listings)
    .where(and(eq(listings.ownerUserId, ownerUserId), eq(listings.status, 'published'), gt(listings.expiresAt, now)))
    .orderBy(asc(listings.publishedAt), asc(listings.id))
    .limit(3);
}

export async function seedDemoOpenHouses(database: Database, now = new Date()): Promise<void> {
  const [sigurdur, anna, gudrun, oksana] = await Promise.all(
    ['landlord@', 'landlord2@', 'tenant@', 'tenant2@'].map((p) => findUserByEmail(database.db, `${p}demo.heimaleiga.is`)),
  );
  if (!sigurdur || !anna || !gudrun || !oksana) return;
  const his = await publishedOf(database, sigurdur.id, now);
  const hers = await publishedOf(database, anna.id, now);
  if (his.length < 2 || hers.length < 1) return;
  const all = [...his, ...hers].map((l) => l.id);
  const existing = await database.db
    .select({ id: openHouses.id })
    .from(openHouses)
    .where(inArray(openHouses.listingId, all))
    .limit(1);
  if (existing.length) return;

  await database.db.transaction(async (tx) => {
    // Viewing hours where a demo listing has none, so tenants can ask for a private viewing.
    for (const l of [...his, ...hers]) {
      if (!l.viewingHours.length) await tx.update(listings).set({ viewingHours: HOURS }).where(eq(listings.id, l.id));
    }
    const slot = async (
      listingId: string,
      createdBy: string,
      startsAt: Date,
      length: number,
      capacity: number,
      note: string | null,
    ) => {
      const [row] = await tx
        .insert(openHouses)
        .values({
          listingId,
          startsAt,
          endsAt: minutes(startsAt, length),
          capacity,
          note,
          createdBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: openHouses.id });
      return row.id;
    };
    const register = async (openHouseId: string, userIds: string[]) => {
      await tx
        .insert(openHouseRegistrations)
        .values(userIds.map((userId) => ({ openHouseId, userId, createdAt: now, updatedAt: now })));
      await tx.update(openHouses).set({ registered: userIds.length }).where(eq(openHouses.id, openHouseId));
    };

    const tuesday = await slot(
      his[0].id,
      sigurdur.id,
      nextWeekdayAt(now, 2, '17:00'),
      60,
      8,
      'Gengið inn frá bakgarði, bjallan er merkt 2. hæð.',
    );
    await register(tuesday, [gudrun.id, oksana.id]);
    const saturday = await slot(his[1].id, sigurdur.id, nextWeekdayAt(now, 6, '12:00'), 45, 2, 'Næg bílastæði við húsið.');
    await register(saturday, [gudrun.id, oksana.id]); // full
    if (his[2]) await slot(his[2].id, sigurdur.id, nextWeekdayAt(now, 4, '17:30'), 60, 10, null);
    const wednesday = await slot(
      hers[0].id,
      anna.id,
      nextWeekdayAt(now, 3, '18:00'),
      60,
      6,
      'Íbúðin er á jarðhæð, aðgengi fyrir hjólastóla.',
    );
    await register(wednesday, [gudrun.id]);
    if (hers[1]) await slot(hers[1].id, anna.id, nextWeekdayAt(now, 7, '13:00'), 60, 12, null);

    // Oksana asks Sigurður for a Tuesday evening viewing (awaiting his answer); Anna accepted
    // Guðrún's Saturday visit.
    const tuesdayVisit = nextWeekdayAt(now, 2, '18:00');
    await tx.insert(viewingRequests).values([
      {
        listingId: (his[2] ?? his[1]).id,
        tenantUserId: oksana.id,
        status: 'requested',
        startsAt: tuesdayVisit,
        endsAt: minutes(tuesdayVisit, 30),
        message: 'Góðan dag, ég kemst ekki á opna húsið. Væri hægt að skoða á þriðjudaginn eftir vinnu?',
        createdAt: now,
        updatedAt: now,
      },
      {
        listingId: hers[0].id,
        tenantUserId: gudrun.id,
        status: 'accepted',
        startsAt: nextWeekdayAt(now, 6, '11:30'),
        endsAt: minutes(nextWeekdayAt(now, 6, '11:30'), 30),
        message: 'Mig langar að skoða íbúðina með manninum mínum.',
        responseMessage: 'Velkomin, ég tek á móti ykkur við innganginn.',
        createdAt: now,
        updatedAt: now,
      },
    ]);
  });
}
