import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { rentPaymentReceipts, rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from './seed.ts';

// The demo rent (demo-rent.ts): every active demo contract has paid months, one overdue and the
// next one due; the index-linked one follows the real index; a second seed adds nothing.

describe('demo rent', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database, t.storage);
  }, 120_000);
  afterAll(() => t.close());

  async function schedules() {
    const contracts = await t.database.db
      .select({ id: rentalContracts.id, address: rentalContracts.address })
      .from(rentalContracts)
      .where(eq(rentalContracts.status, 'active'));
    const out = new Map<string, (typeof rentPayments.$inferSelect)[]>();
    for (const c of contracts)
      out.set(
        c.address ?? '',
        await t.database.db
          .select()
          .from(rentPayments)
          .where(eq(rentPayments.contractId, c.id))
          .orderBy(asc(rentPayments.dueDate)),
      );
    return out;
  }

  it('has paid, overdue and due months on every active demo contract, and index-linked amounts', async () => {
    const today = dayOf(new Date());
    const all = await schedules();
    expect([...all.keys()].sort()).toEqual([
      'Bólstaðarhlíð 40',
      'Bólstaðarhlíð 44',
      'Grettisgata 40',
      'Hverfisgata 88',
      'Mávahlíð 12',
      'Suðurgata 35',
      'Álfaskeið 72',
    ]);
    for (const [address, months] of all) {
      // Bólstaðarhlíð's rent is collected by the payment service (demo-payment-service.ts): paid
      // through the bank every month, none overdue.
      const overdue = months.filter((m) => m.status === 'overdue');
      // Bólstaðarhlíð 44 waits for staff to set its payment service up (demo-staff-setup.ts): this
      // month paid by hand, the next three open, none overdue.
      expect(overdue, address).toHaveLength(['Bólstaðarhlíð 40', 'Bólstaðarhlíð 44'].includes(address) ? 0 : 1);
      expect(months.filter((m) => m.status === 'paid').length, address).toBeGreaterThan(0);
      const due = months.find((m) => m.status === 'pending');
      expect(due && due.dueDate >= today, address).toBe(true);
      expect(months.filter((m) => m.dueDate < today).every((m) => m.status !== 'pending')).toBe(true);
    }
    const indexed = all.get('Mávahlíð 12') ?? [];
    expect(indexed[0]).toMatchObject({ periodStart: '2025-08-01', amountIsk: 235_000, indexMonth: null });
    // November 2025 follows October's 661,4: 235 000 × 661,4 ÷ 657,6.
    expect(indexed.find((m) => m.periodStart === '2025-11-01')).toMatchObject({ indexMonth: '2025-10-01', amountIsk: 236_358 });
    expect(indexed.some((m) => m.amountIsk !== m.baseAmountIsk)).toBe(true);
    // Its overdue month is part paid: 200 000 kr. received, the rest owed; every payment has a receipt.
    const partPaid = indexed.find((m) => m.status === 'overdue');
    expect(partPaid?.paidAmountIsk).toBe(200_000);
    expect(partPaid && partPaid.amountIsk > 200_000).toBe(true);
    const receipts = await t.database.db
      .select({ rentPaymentId: rentPaymentReceipts.rentPaymentId, number: rentPaymentReceipts.number })
      .from(rentPaymentReceipts)
      .where(
        inArray(
          rentPaymentReceipts.rentPaymentId,
          indexed.map((m) => m.id),
        ),
      );
    expect(receipts).toHaveLength(indexed.filter((m) => m.status === 'paid').length + 1);
    expect(receipts.every((r) => /^K-\d{4}-\d{6,}$/.test(r.number))).toBe(true);
  });

  async function overdueNotices() {
    return t.database.db
      .select({ userId: notifications.userId, event: notifications.event, link: notifications.link })
      .from(notifications)
      .where(inArray(notifications.event, ['rent_overdue_tenant', 'rent_overdue_landlord']));
  }

  it('tells both sides of each overdue demo month, as the daily run would', async () => {
    const overdue = [...(await schedules()).values()].flat().filter((m) => m.status === 'overdue');
    expect(overdue.length).toBeGreaterThan(0);
    const notices = await overdueNotices();
    for (const month of overdue) {
      const about = notices.filter((n) => n.link?.endsWith(`/payments/${month.id}`)).map((n) => n.event);
      expect(about).toContain('rent_overdue_landlord');
      expect(about).toContain('rent_overdue_tenant');
    }
  });

  it('adds nothing the second time', async () => {
    const before = await schedules();
    const told = await overdueNotices();
    await seedDemo(t.database, t.storage);
    expect(await schedules()).toEqual(before);
    expect(await overdueNotices()).toHaveLength(told.length);
  });
});
