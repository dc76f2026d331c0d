import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from '#common/application-rules.ts';
import { dayOf, daysAfter } from '#common/calendar-day.ts';
import { currentSnapshot } from '#server/domain/applications/application-rows.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { runOfferExpiry } from '#server/domain/offers/expiry.worker.ts';
import { acceptOffer, createOffer } from '#server/domain/offers/offers.service.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { env, publicUrl } from '#server/lib/env.ts';
import type { Database } from '../client.ts';
import { applicationEvents, applications } from '../schema/applications.ts';
import { listings } from '../schema/listings.ts';
import { offers } from '../schema/offers.ts';

// Offers among the demo people, made through the same service a landlord and a tenant use:
// - Sigurður (landlord@) has offered Guðrún (tenant@) the flat in Hlíðunum; it waits for her answer.
// - Oksana (tenant2@) accepted Sigurður's offer for the room in Vesturbær: the listing is
//   rented_pending and the contract draft is stored.
// - Anna (landlord2@) offered Guðrún the flat in Selfoss; she didn't answer and it expired (the
//   application is still open, so Anna can send a new offer).
// Each needs an application: another capability seeds applications too, so an open one of the
// same tenant for the same listing is reused, else one is added. A scenario that already has an
// offer is left as it is, so running the seed twice adds nothing.

/** The seed sends no mail: notifications are written in-app only. */
const noMail: JobQueue = {
  enqueue: () => Promise.resolve(),
  runNow: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

function contextAs(database: Database, storage: Storage, userId: string, now: Date): ServiceContext {
  const config = env();
  return {
    db: database.db,
    env: config,
    actor: { userId, scope: ['user'], sessionId: '00000000-0000-0000-0000-000000000000', memberships: [] },
    meta: {},
    now: () => now,
    jobs: noMail,
    publicUrl: publicUrl(config),
    storage,
  };
}

interface Scenario {
  landlord: string;
  tenant: string;
  title: string;
  application: { message: string; adults: number; children: number; moveInDays: number };
  offer: {
    rentIsk: number;
    startDays: number;
    termMonths: number | null;
    securityType: 'bank_guarantee' | 'cash_deposit' | 'insurance';
    securityMonths: number;
    message: string;
  };
  /** When the offer was sent, days before now. */
  sentDaysAgo: number;
  outcome: 'sent' | 'accepted' | 'expired';
}

const SCENARIOS: Scenario[] = [
  {
    landlord: 'landlord@demo.heimaleiga.is',
    tenant: 'tenant@demo.heimaleiga.is',
    title: 'Björt 3ja herbergja íbúð í Hlíðunum',
    application: {
      message: 'Góðan dag. Ég er hjúkrunarfræðingur á Landspítala og leita að íbúð nálægt vinnunni. Reyklaus og engin gæludýr.',
      adults: 1,
      children: 0,
      moveInDays: 30,
    },
    offer: {
      rentIsk: 339_000,
      startDays: 30,
      termMonths: 12,
      securityType: 'bank_guarantee',
      securityMonths: 3,
      message: 'Sæl Guðrún. Mér leist vel á umsóknina þína og býð þér íbúðina á þessum kjörum. Lyklar afhentir á fyrsta degi.',
    },
    sentDaysAgo: 2,
    outcome: 'sent',
  },
  {
    landlord: 'landlord@demo.heimaleiga.is',
    tenant: 'tenant2@demo.heimaleiga.is',
    title: 'Herbergi í Vesturbænum, nálægt Háskólanum',
    application: {
      message:
        'Góðan dag! Ég er í íslenskunámi við Háskóla Íslands og leita að herbergi í göngufæri. Ég reyki ekki og er ekki með gæludýr.',
      adults: 1,
      children: 0,
      moveInDays: 14,
    },
    offer: {
      rentIsk: 139_000,
      startDays: 14,
      termMonths: null,
      securityType: 'cash_deposit',
      securityMonths: 1,
      message: 'Velkomin. Eldhúsið og þvottahúsið eru sameiginleg með einum öðrum leigjanda.',
    },
    sentDaysAgo: 4,
    outcome: 'accepted',
  },
  {
    landlord: 'landlord2@demo.heimaleiga.is',
    tenant: 'tenant@demo.heimaleiga.is',
    title: '2ja herbergja íbúð í miðbæ Selfoss',
    application: {
      message: 'Halló. Ég er að skoða flutning austur fyrir fjall og íbúðin ykkar hentar mér vel.',
      adults: 1,
      children: 0,
      moveInDays: 45,
    },
    offer: {
      rentIsk: 235_000,
      startDays: 45,
      termMonths: 12,
      securityType: 'cash_deposit',
      securityMonths: 2,
      message: 'Hæ Guðrún, íbúðin er þín ef þú vilt hana.',
    },
    sentDaysAgo: 10,
    outcome: 'expired',
  },
];

/** Adds the demo offers once. Returns how many were added. */
export async function seedDemoOffers(database: Database, storage: Storage, now = new Date()): Promise<number> {
  let added = 0;
  for (const scenario of SCENARIOS) {
    const landlord = await findUserByEmail(database.db, scenario.landlord);
    const tenant = await findUserByEmail(database.db, scenario.tenant);
    if (!landlord || !tenant) continue;
    const [listing] = await database.db
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(and(eq(listings.ownerUserId, landlord.id), eq(listings.titleIs, scenario.title)))
      .limit(1);
    if (!listing) continue;
    const [existing] = await database.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.listingId, listing.id), eq(offers.tenantUserId, tenant.id)))
      .limit(1);
    if (existing) continue;
    if (listing.status !== 'published' && listing.status !== 'paused') continue;

    const sentAt = daysAfter(now, -scenario.sentDaysAgo);
    const applicationId = await openApplication(database, listing.id, tenant.id, scenario, sentAt);
    const offer = await createOffer(contextAs(database, storage, landlord.id, sentAt), applicationId, {
      rentIsk: scenario.offer.rentIsk,
      startDate: dayOf(daysAfter(now, scenario.offer.startDays)),
      leaseType: scenario.offer.termMonths === null ? 'indefinite' : 'fixed',
      termMonths: scenario.offer.termMonths ?? undefined,
      securityType: scenario.offer.securityType,
      securityAmountIsk: scenario.offer.rentIsk * scenario.offer.securityMonths,
      expiryDays: 7,
      message: scenario.offer.message,
    });
    if (scenario.outcome === 'accepted') {
      await acceptOffer(contextAs(database, storage, tenant.id, daysAfter(sentAt, 1)), offer.id);
    }
    if (scenario.outcome === 'expired') {
      const config = env();
      await runOfferExpiry({ db: database.db, env: config, jobs: noMail, now: () => now, publicUrl: publicUrl(config), storage });
    }
    added++;
  }
  return added;
}

/** The tenant's open application for the listing (another capability's seed may have made it), or a new one. */
async function openApplication(
  database: Database,
  listingId: string,
  tenantUserId: string,
  scenario: Scenario,
  sentAt: Date,
): Promise<string> {
  const [open] = await database.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.listingId, listingId),
        eq(applications.tenantUserId, tenantUserId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    )
    .limit(1);
  if (open) return open.id;
  const appliedAt = daysAfter(sentAt, -3);
  const [created] = await database.db
    .insert(applications)
    .values({
      listingId,
      tenantUserId,
      status: 'shortlisted',
      message: scenario.application.message,
      // What the landlord sees of the tenant, as a real application stores it.
      profileSnapshot: { ...(await currentSnapshot(database.db, tenantUserId)) },
      adults: scenario.application.adults,
      children: scenario.application.children,
      moveInDate: dayOf(daysAfter(sentAt, scenario.application.moveInDays)),
      viewedAt: daysAfter(appliedAt, 1),
      createdAt: appliedAt,
      updatedAt: appliedAt,
    })
    .returning({ id: applications.id });
  await database.db.insert(applicationEvents).values([
    {
      applicationId: created.id,
      actorId: tenantUserId,
      fromStatus: null,
      toStatus: 'submitted',
      createdAt: appliedAt,
      updatedAt: appliedAt,
    },
    {
      applicationId: created.id,
      actorId: null,
      fromStatus: 'submitted',
      toStatus: 'shortlisted',
      createdAt: daysAfter(appliedAt, 1),
      updatedAt: daysAfter(appliedAt, 1),
    },
  ]);
  return created.id;
}
