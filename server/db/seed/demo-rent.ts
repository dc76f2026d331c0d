import { and, asc, eq, like } from 'drizzle-orm';
import { dayOf, dayStart, daysAfter } from '#common/calendar-day.ts';
import { tellOverdue } from '#server/domain/rent-schedule/overdue-notify.ts';
import { recordRentPayment } from '#server/domain/rent-schedule/record-payment.ts';
import { ensureSchedule, markOverdue } from '#server/domain/rent-schedule/schedule.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import { env, publicUrl } from '#server/lib/env.ts';
import type { Database } from '../client.ts';
import { rentPayments } from '../schema/rent-payments.ts';
import { rentalContractParties, rentalContracts } from '../schema/rental-contracts.ts';
import { activeContract, FIRE_AND_RULES, GUDRUN, noMail, SIGURDUR } from './demo-contracts.ts';
import { DEMO_CPI, seedRegistrySubmission } from './demo-registry.ts';

// Demo rent (docs/rules/rent-payments.md): Sigurður's flat in Mávahlíð, let to Guðrún since
// August 2025 without an end date and linked to the consumer price index (base August 2025,
// 657,6), so its amounts follow the real index; and on every active demo contract the months
// before the latest due date are paid, that month is overdue and the next one is due, counted
// from the day the seed runs; on Mávahlíð 12 that overdue month has a part payment of 200 000 kr.
// with the rest owed. Run after the demo contracts and the CPI. Idempotent: a contract
// whose months are already marked is left as it is.

const INDEXED_START = '2025-08-01';

async function indexedContract(database: Database, storage: Storage): Promise<string | null> {
  const [sigurdur, gudrun] = await Promise.all([
    findUserByEmail(database.db, SIGURDUR.email),
    findUserByEmail(database.db, GUDRUN.email),
  ]);
  if (!sigurdur || !gudrun) return null;
  const base = DEMO_CPI.find((p) => p.month === INDEXED_START);
  if (!base) return null;
  const signedAt = daysAfter(dayStart(INDEXED_START), -10);
  const contractId = await activeContract(database, storage, {
    landlord: SIGURDUR,
    tenant: GUDRUN,
    teamId: null,
    signedAt,
    terms: {
      address: 'Mávahlíð 12',
      postcode: '105',
      municipality: 'Reykjavík',
      category: 'dwelling',
      propertyDescription: 'Þriggja herbergja íbúð á jarðhæð með sérinngangi og aðgangi að garði.',
      startDate: INDEXED_START,
      termKind: 'indefinite',
      endDate: null,
      handoverDate: INDEXED_START,
      rentIsk: 235_000,
      indexType: 'cpi',
      indexBaseMonth: base.month,
      indexBaseValue: base.value,
      housingFund: { payer: 'landlord', amountIsk: null },
      electricity: { payer: 'tenant', meterNumber: '5520931', meterReading: '40218', readingDate: INDEXED_START },
      heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
      paymentDay: 'first',
      paymentMethod: 'payment_slip',
      securityType: 'cash_deposit',
      securityAmountIsk: 470_000,
      smokeDetectors: 2,
      fireExtinguishers: 1,
      conditionDescription: 'Íbúðin afhent nýmáluð; parket slípað sumarið 2025.',
      ...FIRE_AND_RULES,
    },
    units: [{ fastanumer: '2013378', unitCode: '00-0101', sizeM2: 82.5, rooms: 3, usage: 'Íbúð' }],
    ids: { landlord: sigurdur.id, tenant: gudrun.id },
  });
  if (contractId)
    await seedRegistrySubmission(database.db, {
      contractId,
      signedDay: dayOf(signedAt),
      status: 'accepted',
      registryNumber: '250087311',
      now: daysAfter(signedAt, 1),
    });
  return contractId ?? null;
}

/** The part payment on the index-linked lease's overdue month: the rest stays owed. */
const DEMO_PART_PAYMENT_ISK = 200_000;

/**
 * Paid, overdue and due months on one contract, once. The landlord side recorded the paid ones by
 * hand (each a numbered receipt); with `partPaid`, the overdue month has a part payment.
 */
async function settleMonths(database: Database, contractId: string, now: Date, partPaid = false): Promise<void> {
  const db = database.db;
  await ensureSchedule(db, contractId, now);
  const months = await db
    .select()
    .from(rentPayments)
    .where(eq(rentPayments.contractId, contractId))
    .orderBy(asc(rentPayments.dueDate));
  if (months.some((m) => m.status === 'paid')) return;
  const today = dayOf(now);
  const past = months.filter((m) => m.dueDate < today);
  if (past.length === 0) return;
  const [landlord] = await db
    .select({ userId: rentalContractParties.userId })
    .from(rentalContractParties)
    .where(and(eq(rentalContractParties.contractId, contractId), eq(rentalContractParties.role, 'landlord')));
  const byUserId = landlord?.userId ?? null;
  // Every past month but the latest was paid, a day or two after its due date.
  for (const [i, month] of past.slice(0, -1).entries()) {
    const paidAt = daysAfter(new Date(`${month.dueDate}T10:30:00Z`), i % 3);
    await db.transaction((tx) =>
      recordRentPayment(tx, { paymentId: month.id, amountIsk: month.amountIsk, paidAt, source: 'manual', byUserId, now: paidAt }),
    );
  }
  // The latest: 200 000 kr. came the day after its due date; the rest is owed.
  const latest = past.at(-1);
  if (partPaid && latest && latest.amountIsk > DEMO_PART_PAYMENT_ISK) {
    const paidAt = new Date(Math.min(daysAfter(new Date(`${latest.dueDate}T10:30:00Z`), 1).getTime(), now.getTime()));
    await db.transaction((tx) =>
      recordRentPayment(tx, {
        paymentId: latest.id,
        amountIsk: DEMO_PART_PAYMENT_ISK,
        paidAt,
        source: 'manual',
        byUserId,
        now: paidAt,
      }),
    );
  }
}

export async function seedDemoRent(database: Database, storage: Storage, now = new Date()): Promise<void> {
  const indexed = await indexedContract(database, storage);
  // Only the demo people's contracts: the seed never touches anyone else's rent.
  const active = await database.db
    .selectDistinct({ id: rentalContracts.id })
    .from(rentalContracts)
    .innerJoin(rentalContractParties, eq(rentalContractParties.contractId, rentalContracts.id))
    .where(and(eq(rentalContracts.status, 'active'), like(rentalContractParties.email, '%@demo.heimaleiga.is')));
  for (const { id } of active) await settleMonths(database, id, now, id === indexed);
  // As the daily run does: the months just overdue, told in the app (the demo sends no mail).
  const config = env();
  await database.db.transaction(async (tx) =>
    tellOverdue(
      { db: tx, env: config, now: () => now, publicUrl: publicUrl(config), jobs: noMail },
      tx,
      await markOverdue(tx, now),
    ),
  );
}
