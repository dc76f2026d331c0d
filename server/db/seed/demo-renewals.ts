import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, dayOf, dayStart, daysAfter } from '#common/calendar-day.ts';
import { noticeDeadline } from '#common/renewal-rules.ts';
import { offerRenewal } from '#server/domain/renewals/renewals.service.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Database } from '../client.ts';
import { contractRenewals } from '../schema/contract-renewals.ts';
import { rentalContracts } from '../schema/rental-contracts.ts';
import { ANNA, activeContract, contextAs, FIRE_AND_RULES, GUDRUN, OKSANA, SIGURDUR } from './demo-contracts.ts';
import { seedRegistrySubmission } from './demo-registry.ts';

// Renewal and the priority right among the demo people (docs/rules/renewals.md), after the demo
// contracts, through the same service the pages use:
// - Anna (landlord2@) offered Guðrún (tenant@) to renew the Álfaskeið lease about 10 days ago,
//   after the 3-month deadline (so it shows as late); Guðrún has 20 days or more left to answer.
// - Sigurður (landlord@) lets Oksana (tenant2@) a room on Grettisgata, ending in about five
//   months: inside the renewal window, the notice deadline ahead, no notice given yet.
// Seeded once: an Álfaskeið contract with a renewal request, or the Grettisgata contract, is left as it is.

const day = dayOf;

/** Adds the demo renewals once. Returns how many things were added. */
export async function seedDemoRenewals(database: Database, storage: Storage, now = new Date()): Promise<number> {
  const people = await Promise.all([ANNA, GUDRUN, OKSANA, SIGURDUR].map((p) => findUserByEmail(database.db, p.email)));
  if (people.some((p) => !p)) return 0;
  const [anna, , oksana, sigurdur] = people.map((p) => p?.id as string);
  let added = 0;

  // 1. Álfaskeið: Anna's offer, waiting for Guðrún's answer.
  const [alfaskeid] = await database.db
    .select({ id: rentalContracts.id, endDate: rentalContracts.endDate })
    .from(rentalContracts)
    .where(
      and(
        eq(rentalContracts.address, 'Álfaskeið 72'),
        eq(rentalContracts.ownerUserId, anna),
        eq(rentalContracts.status, 'active'),
      ),
    );
  if (alfaskeid?.endDate && alfaskeid.endDate > addDays(day(now), 5)) {
    const [existing] = await database.db
      .select({ id: contractRenewals.id })
      .from(contractRenewals)
      .where(eq(contractRenewals.contractId, alfaskeid.id));
    if (!existing) {
      // Ten days ago, or (early in a month) the day after the deadline: always late, as the story goes.
      const tenDaysAgo = daysAfter(now, -10);
      const afterDeadline = new Date(`${addDays(noticeDeadline(alfaskeid.endDate), 1)}T10:00:00Z`);
      const sentAt = new Date(Math.min(now.getTime(), Math.max(tenDaysAgo.getTime(), afterDeadline.getTime())));
      await offerRenewal(await contextAs(database, storage, anna, sentAt), alfaskeid.id, {
        termKind: 'fixed',
        endDate: addMonths(alfaskeid.endDate, 12),
        rentIsk: 236_000,
        message: 'Sæl Guðrún. Mér þætti vænt um að hafa þig áfram í íbúðinni. Leigan hækkar lítillega, til samræmis við verðlag.',
      });
      added++;
    }
  }

  // 2. Grettisgata: Sigurður and Oksana, inside the window with no notice yet.
  const end = addDays(addMonths(day(now), 5), -1);
  const start = addDays(addMonths(end, -12), 1);
  const signedAt = daysAfter(dayStart(start), -10);
  const contractId = await activeContract(database, storage, {
    landlord: SIGURDUR,
    tenant: OKSANA,
    teamId: null,
    signedAt,
    terms: {
      address: 'Grettisgata 40',
      postcode: '101',
      municipality: 'Reykjavík',
      category: 'dwelling',
      propertyDescription: 'Lítil 2ja herbergja íbúð í kjallara með sérinngangi; þvottavél í íbúðinni.',
      startDate: start,
      termKind: 'fixed',
      endDate: end,
      handoverDate: start,
      rentIsk: 205_000,
      indexType: 'none',
      housingFund: { payer: 'landlord', amountIsk: null },
      electricity: { payer: 'tenant', meterNumber: '5520931', meterReading: '9120', readingDate: start },
      heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
      paymentDay: 'first',
      paymentMethod: 'payment_slip',
      securityType: 'cash_deposit',
      securityAmountIsk: 410_000,
      smokeDetectors: 1,
      fireExtinguishers: 1,
      conditionDescription: 'Íbúðin var máluð fyrir afhendingu; gólfefni í góðu lagi.',
      ...FIRE_AND_RULES,
    },
    units: [{ fastanumer: '2005814', unitCode: '00-0001', sizeM2: 48.5, rooms: 2, usage: 'Íbúð' }],
    ids: { landlord: sigurdur, tenant: oksana },
  });
  if (contractId) {
    await seedRegistrySubmission(database.db, {
      contractId,
      signedDay: day(signedAt),
      status: 'accepted',
      registryNumber: '260021937',
      now: daysAfter(signedAt, 2),
    });
    added++;
  }
  return added;
}
