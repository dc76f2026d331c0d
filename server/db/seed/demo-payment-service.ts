import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, addMonths, dayOf, dayStart, daysAfter, monthOf } from '#common/calendar-day.ts';
import type { ContractTerms } from '#common/contract-model.ts';
import { queueDueClaims, runClaim } from '#server/domain/bank-payments/claims.ts';
import { enrolInTransaction } from '#server/domain/bank-payments/party.service.ts';
import { receivePayment } from '#server/domain/bank-payments/payments.ts';
import { runPayout } from '#server/domain/bank-payments/payouts.ts';
import { paymentSettings, serviceCatalogue } from '#server/domain/bank-payments/settings.ts';
import { loadContract } from '#server/domain/contracts/contract-rows.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import { bankSimulatorFor } from '#server/integrations/banking/bank-adapter.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { JobDeps, JobQueue } from '#server/jobs/queue.ts';
import { env, publicUrl } from '#server/lib/env.ts';
import type { Database } from '../client.ts';
import { bankClaims, paymentServiceEnrolments, payouts } from '../schema/payment-service.ts';
import { payoutMethods } from '../schema/payout-methods.ts';
import { rentPayments } from '../schema/rent-payments.ts';
import { activeContract } from './demo-contracts.ts';

// The payment service in the demo (docs/rules/payment-service.md): Guðrún (tenant@) rents a
// storage room in Sigurður's (landlord@) house at Bólstaðarhlíð 40, paid through the payment
// service (the "Claim and payout" service, the default fee of 2.5 %). The contract is signed
// through the real signing path; the last two months were claimed, paid in the test bank and paid
// out less the fee through the same functions the jobs run (with the clock set to each day), and
// next month's claim is open: Guðrún can pay it in the test bank. Seeded once.

const RENT = 45_000;

const noJobs: JobQueue = { enqueue: () => Promise.resolve(), runNow: () => Promise.resolve(), stop: () => Promise.resolve() };

const firstOfMonth = (at: Date, months: number) => addMonths(monthOf(dayOf(at)), months);

export async function seedDemoPaymentService(database: Database, storage: Storage, now = new Date()): Promise<boolean> {
  const config = env();
  if (config.BANKING_PROVIDER !== 'simulator') return false;
  const [sigurdur, gudrun] = await Promise.all([
    findUserByEmail(database.db, 'landlord@demo.heimaleiga.is'),
    findUserByEmail(database.db, 'tenant@demo.heimaleiga.is'),
  ]);
  if (!sigurdur || !gudrun) return false;
  const [method] = await database.db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, sigurdur.id))
    .orderBy(asc(payoutMethods.createdAt))
    .limit(1);
  if (!method) return false;
  const settings = await paymentSettings(database.db);
  await serviceCatalogue(database.db);

  const start = firstOfMonth(now, -2);
  const signedAt = daysAfter(dayStart(start), -20);
  const contractId = await activeContract(database, storage, {
    landlord: {
      email: 'landlord@demo.heimaleiga.is',
      kennitala: '1506953339',
      phone: '8991234',
      address: 'Bólstaðarhlíð 40, 105 Reykjavík',
    },
    tenant: {
      email: 'tenant@demo.heimaleiga.is',
      kennitala: '2412904849',
      phone: '6123456',
      address: 'Álfaskeið 72, 220 Hafnarfjörður',
    },
    teamId: null,
    signedAt,
    terms: paymentServiceRoomTerms({
      address: 'Bólstaðarhlíð 40',
      description: 'Upphituð geymsla í kjallara, 9 m², með sérinngangi og hillum.',
      condition: 'Geymslan er nýmáluð og þurr.',
      start,
      rentIsk: RENT,
      payoutMethodId: method.id,
    }),
    units: [{ fastanumer: '2013388', unitCode: '00-0102', sizeM2: 9, rooms: 1, usage: 'Geymsla' }],
    ids: { landlord: sigurdur.id, tenant: gudrun.id },
  });
  if (!contractId) return false;

  // The schedule: the months the contract made, or (before it makes them) the four from the start.
  let months = await database.db
    .select()
    .from(rentPayments)
    .where(eq(rentPayments.contractId, contractId))
    .orderBy(asc(rentPayments.dueDate));
  if (months.length === 0) {
    months = await database.db
      .insert(rentPayments)
      .values(
        [0, 1, 2, 3].map((i) => {
          const periodStart = firstOfMonth(new Date(`${start}T00:00:00Z`), i);
          return {
            contractId,
            periodStart,
            periodEnd: addDays(firstOfMonth(new Date(`${start}T00:00:00Z`), i + 1), -1),
            dueDate: periodStart,
            baseAmountIsk: RENT,
            amountIsk: RENT,
          };
        }),
      )
      .returning();
  }

  let clock = daysAfter(dayStart(start), -(settings.claimDaysBefore + 5));
  const deps: JobDeps = { db: database.db, env: config, jobs: noJobs, now: () => clock, publicUrl: publicUrl(config), storage };
  const loaded = await loadContract(database.db, contractId);
  if (!loaded) return false;
  await database.db.transaction((tx) =>
    enrolInTransaction(tx, {
      loaded,
      serviceCode: 'basic',
      payoutMethodId: method.id,
      payoutOwnerIds: [sigurdur.id],
      setUpById: sigurdur.id,
      byStaff: false,
      now: clock,
      jobs: noJobs,
    }),
  );
  const nextMonth = firstOfMonth(now, 1);
  for (const month of months.filter((m) => m.dueDate <= nextMonth)) {
    // The day the claim is made: claimDaysBefore before the due date.
    clock = daysAfter(new Date(`${month.dueDate}T06:00:00Z`), -settings.claimDaysBefore);
    await database.db.transaction((tx) => queueDueClaims(tx, noJobs, dayOf(clock), { contractId }));
    const [claim] = await database.db.select().from(bankClaims).where(eq(bankClaims.rentPaymentId, month.id));
    if (!claim) continue;
    await runClaim(deps, claim.id, { force: true });
    if (month.dueDate >= nextMonth) continue; // next month's claim stays open
    // Paid two days before the due date, in the test bank; paid out the same day.
    clock = daysAfter(new Date(`${month.dueDate}T10:00:00Z`), -2);
    await database.db.transaction(async (tx) => {
      const [sent] = await tx.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
      const simulator = bankSimulatorFor(config, tx, deps.now);
      const paid = sent?.bankClaimId && simulator ? await simulator.payClaim(sent.bankClaimId, clock) : null;
      if (paid && sent?.bankClaimId)
        await receivePayment(
          deps,
          {
            source: 'simulator',
            eventId: paid.eventId,
            bankClaimId: sent.bankClaimId,
            amountIsk: paid.amountIsk,
            paidAt: paid.paidAt,
          },
          tx,
        );
    });
    const [payout] = await database.db.select().from(payouts).where(eq(payouts.claimId, claim.id));
    if (payout) await runPayout(deps, payout.id, { force: true });
  }
  const [running] = await database.db
    .select({ id: paymentServiceEnrolments.id })
    .from(paymentServiceEnrolments)
    .where(and(eq(paymentServiceEnrolments.contractId, contractId), isNull(paymentServiceEnrolments.stoppedAt)));
  return running !== undefined;
}

/**
 * The terms of a demo room in Hlíðar let without an end date, its rent collected by the payment
 * service (this file and demo-staff-setup.ts): only the place, the rent and the payout differ.
 */
export function paymentServiceRoomTerms(room: {
  address: string;
  description: string;
  condition: string;
  start: string;
  rentIsk: number;
  payoutMethodId: string;
}): Partial<ContractTerms> {
  return {
    address: room.address,
    postcode: '105',
    municipality: 'Reykjavík',
    category: 'room',
    propertyDescription: room.description,
    startDate: room.start,
    termKind: 'indefinite',
    endDate: null,
    handoverDate: room.start,
    rentIsk: room.rentIsk,
    indexType: 'none',
    housingFund: { payer: 'landlord', amountIsk: null },
    electricity: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
    heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
    paymentDay: 'first',
    paymentMethod: 'payment_service',
    payoutMethodId: room.payoutMethodId,
    securityType: 'none',
    securityAmountIsk: null,
    smokeDetectors: 1,
    fireExtinguishers: 1,
    fireBlanket: true,
    escapeRoute: true,
    pets: 'not_allowed',
    smokingAllowed: false,
    sublettingAllowed: false,
    inspection: 'parties',
    conditionDescription: room.condition,
  };
}
