import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { addDays, addMonths, dayOf, dayStart, daysAfter, monthOf } from '#common/calendar-day.ts';
import { markRentPaid } from '#server/domain/rent-schedule/payments.service.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Database } from '../client.ts';
import { payoutMethods } from '../schema/payout-methods.ts';
import { rentPayments } from '../schema/rent-payments.ts';
import { rentalContracts } from '../schema/rental-contracts.ts';
import { activeContract, OKSANA, SIGURDUR } from './demo-contracts.ts';
import { paymentServiceRoomTerms } from './demo-payment-service.ts';

// Staff setting up the payment service for a customer (docs/rules/payment-service.md "Set up by
// staff"): Oksana (tenant2@) rents a room at Bólstaðarhlíð 44 from Sigurður (landlord@), signed
// with the payment service as the payment method, but nobody has switched the service on, so
// staff find it on /man/rental-contracts/new. This month was paid to Sigurður by hand; the next
// three are open.
// Seeded once (the contract is found by its address and owner).

const RENT = 120_000;
export const STAFF_SETUP_ADDRESS = 'Bólstaðarhlíð 44';

const firstOfMonth = (at: Date, months: number) => addMonths(monthOf(dayOf(at)), months);

export async function seedDemoStaffSetup(database: Database, storage: Storage, now = new Date()): Promise<boolean> {
  const [sigurdur, oksana] = await Promise.all([
    findUserByEmail(database.db, SIGURDUR.email),
    findUserByEmail(database.db, OKSANA.email),
  ]);
  if (!sigurdur || !oksana) return false;
  const [method] = await database.db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, sigurdur.id))
    .orderBy(asc(payoutMethods.createdAt))
    .limit(1);
  if (!method) return false;
  const start = firstOfMonth(now, 0);
  const contractId = await activeContract(database, storage, {
    landlord: SIGURDUR,
    tenant: OKSANA,
    teamId: null,
    signedAt: daysAfter(dayStart(start), -10),
    terms: paymentServiceRoomTerms({
      address: STAFF_SETUP_ADDRESS,
      description: 'Herbergi á annarri hæð, 14 m², með aðgangi að eldhúsi og baði.',
      condition: 'Herbergið er nýmálað.',
      start,
      rentIsk: RENT,
      payoutMethodId: method.id,
    }),
    units: [{ fastanumer: '2013390', unitCode: '02-0201', sizeM2: 14, rooms: 1, usage: 'Íbúðarherbergi' }],
    ids: { landlord: sigurdur.id, tenant: oksana.id },
  });
  if (!contractId) return false;
  const [row] = await database.db
    .select({ status: rentalContracts.status })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.id, contractId), eq(rentalContracts.status, 'active')));
  if (!row) return false;
  const existing = await database.db
    .select({ id: rentPayments.id })
    .from(rentPayments)
    .where(eq(rentPayments.contractId, contractId));
  if (existing.length === 0) {
    // This month was paid to the landlord by hand before the service; the next three are open.
    await database.db.insert(rentPayments).values(
      [0, 1, 2, 3].map((i) => {
        const periodStart = firstOfMonth(new Date(`${start}T00:00:00Z`), i);
        const paid = i === 0;
        return {
          contractId,
          periodStart,
          periodEnd: addDays(firstOfMonth(new Date(`${start}T00:00:00Z`), i + 1), -1),
          dueDate: periodStart,
          baseAmountIsk: RENT,
          amountIsk: RENT,
          ...(paid
            ? { status: 'paid', paidAt: new Date(`${start}T12:00:00Z`), paidAmountIsk: RENT, markedPaidById: sigurdur.id }
            : {}),
        };
      }),
    );
  }
  // Months already due were paid to Sigurður by hand (the schedule may have been made when the
  // contract was signed, so they are marked here rather than inserted paid).
  const today = dayOf(now);
  const due = await database.db
    .select()
    .from(rentPayments)
    .where(
      and(
        eq(rentPayments.contractId, contractId),
        inArray(rentPayments.status, ['pending', 'overdue']),
        lt(rentPayments.dueDate, today),
      ),
    );
  for (const month of due) {
    await markRentPaid(database.db, {
      paymentId: month.id,
      amountIsk: month.amountIsk,
      paidAt: new Date(`${month.dueDate}T12:00:00Z`),
      byUserId: sigurdur.id,
    });
  }
  return true;
}
