import { and, eq } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { userReports } from '../schema/conversations.ts';
import { listingReports, listings } from '../schema/listings.ts';

// The reports queue on a fresh start (/man/reports): an open report of a listing, a report of a
// listing staff have resolved (its reporter sees "resolved" on the listing page) and an open
// report of a person. Idempotent: each is added once, by reporter and what was reported.

interface DemoListingReport {
  reporter: string;
  owner: string;
  title: string;
  reason: string;
  message: string;
  daysAgo: number;
  resolved?: { by: string; resolution: string; daysAgo: number };
}

const LISTING_REPORTS: DemoListingReport[] = [
  {
    reporter: 'tenant2@demo.heimaleiga.is',
    owner: 'landlord2@demo.heimaleiga.is',
    title: '2ja herbergja íbúð í miðbæ Selfoss',
    reason: 'not_available',
    message: 'Ég hringdi í uppgefið númer og var sagt að íbúðin væri þegar leigð út frá 1. næsta mánaðar.',
    daysAgo: 1,
  },
  {
    reporter: 'tenant@demo.heimaleiga.is',
    owner: 'landlord@demo.heimaleiga.is',
    title: 'Stúdíóíbúð með sérinngangi í 105',
    reason: 'wrong_info',
    message: 'Í auglýsingunni stendur 38 m² en á skoðun var íbúðin mun minni og baðherbergið á myndunum er ekki það sama.',
    daysAgo: 6,
    resolved: {
      by: 'staff@demo.heimaleiga.is',
      resolution: 'Við höfðum samband við leigusalann sem hefur leiðrétt stærðina og skipt út myndunum af baðherberginu.',
      daysAgo: 4,
    },
  },
];

const PERSON_REPORT = {
  reporter: 'tenant@demo.heimaleiga.is',
  reported: 'team@demo.heimaleiga.is',
  reason: 'spam',
  message: 'Sendir mér ítrekað skilaboð um aðrar íbúðir og þjónustu sem ég bað ekki um, líka eftir að ég afþakkaði.',
  daysAgo: 2,
};

async function userId(database: Database, email: string): Promise<string | null> {
  return (await findUserByEmail(database.db, email))?.id ?? null;
}

export async function seedDemoReports(database: Database, now = new Date()): Promise<void> {
  const db = database.db;
  for (const item of LISTING_REPORTS) {
    const [reporterId, ownerId] = [await userId(database, item.reporter), await userId(database, item.owner)];
    if (!reporterId || !ownerId) continue;
    const [listing] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.ownerUserId, ownerId), eq(listings.titleIs, item.title)))
      .limit(1);
    if (!listing) continue;
    const resolverId = item.resolved ? await userId(database, item.resolved.by) : null;
    const createdAt = daysAfter(now, -item.daysAgo);
    // One report per person per listing (a unique index): a second run adds nothing.
    await db
      .insert(listingReports)
      .values({
        listingId: listing.id,
        reporterId,
        reason: item.reason,
        message: item.message,
        createdAt,
        updatedAt: createdAt,
        ...(item.resolved
          ? {
              status: 'resolved',
              resolution: item.resolved.resolution,
              resolvedById: resolverId,
              resolvedAt: daysAfter(now, -item.resolved.daysAgo),
            }
          : {}),
      })
      .onConflictDoNothing();
  }

  const [reporterId, reportedId] = [
    await userId(database, PERSON_REPORT.reporter),
    await userId(database, PERSON_REPORT.reported),
  ];
  if (!reporterId || !reportedId) return;
  const [existing] = await db
    .select({ id: userReports.id })
    .from(userReports)
    .where(and(eq(userReports.reporterId, reporterId), eq(userReports.reportedUserId, reportedId)))
    .limit(1);
  if (existing) return;
  const createdAt = daysAfter(now, -PERSON_REPORT.daysAgo);
  await db.insert(userReports).values({
    reporterId,
    reportedUserId: reportedId,
    reason: PERSON_REPORT.reason,
    message: PERSON_REPORT.message,
    createdAt,
    updatedAt: createdAt,
  });
}
