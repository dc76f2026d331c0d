import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, daysAfter, daysBetween } from '#common/calendar-day.ts';
import { addDays, addMonths } from '#common/contract-rules.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { consumerPriceIndex, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { readyContract } from '#tests/fixtures/contracts.ts';
import { createTestApp, makeUser, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { updateContract } from '../contracts/contract-edit.service.ts';
import { sendForSigning, signContract } from '../contracts/signing.service.ts';
import { saveCpi } from '../registry/registry-settings.service.ts';
import { contractPayments, markPaidByHand, markRentPaid, rentReceiptPdf, undoPaid } from './payments.service.ts';
import { runRentDaily } from './rent-daily.worker.ts';
import { cancelRentAfter } from './schedule-stop.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const day = dayOf;
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;

describe('rent payment schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = (contractId: string) =>
    t.database.db
      .select()
      .from(rentPayments)
      .where(eq(rentPayments.contractId, contractId))
      .orderBy(asc(rentPayments.periodStart));

  async function signBoth(contractId: string, landlord: { id: string }, tenant: { id: string }) {
    await sendForSigning(t.contextFor(landlord), contractId);
    await signContract(t.contextFor(landlord), contractId, { password: TEST_PASSWORD });
    await signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD });
  }

  it('is made when the last party signs: one row per month of the term, pending', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    expect(await rows(contractId)).toEqual([]);
    await signBoth(contractId, landlord, tenant);
    const schedule = await rows(contractId);
    const [contract] = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
    // A 24-month term from a day that is usually not the 1st: 24 or 25 periods, tiling the term.
    expect(schedule[0].periodStart).toBe(contract.startDate);
    expect(schedule.at(-1)?.periodEnd).toBe(contract.endDate);
    expect(schedule.length).toBe(contract.startDate?.endsWith('-01') ? 24 : 25);
    expect(schedule.every((r) => r.status === 'pending' && r.amountIsk === r.baseAmountIsk)).toBe(true);
    expect(schedule.slice(1, -1).every((r) => r.baseAmountIsk === 245_000)).toBe(true);
  });

  it('follows the index, and recomputes unpaid months when staff enter a new month', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    const [contract] = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
    const start = contract.startDate as string;
    const before = addMonths(monthStart(start), -1);
    await t.database.db.insert(consumerPriceIndex).values({ month: before, value: 600 }).onConflictDoNothing();
    await t.database.db.update(consumerPriceIndex).set({ value: 600 }).where(eq(consumerPriceIndex.month, before));
    // Nothing newer than the base month entered in this database.
    await updateContract(t.contextFor(landlord), contractId, {
      terms: { indexType: 'cpi', indexBaseMonth: before, indexBaseValue: 600 },
    });
    await signBoth(contractId, landlord, tenant);
    const made = await rows(contractId);
    expect(made.every((r) => r.amountIsk === r.baseAmountIsk)).toBe(true);

    // The second month is paid before the index moves: it keeps its amount.
    const paid = made[2];
    expect(
      await markRentPaid(t.database.db, { paymentId: paid.id, amountIsk: paid.amountIsk, paidAt: t.clock.now, byUserId: null }),
    ).toBe(true);

    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const asStaff = t.contextFor({ id: staff.id, scope: ['user', 'staff'] });
    // Asked first (the staff page's first press): not saved, and the answer counts the leases it re-prices.
    const cpiRow = () =>
      t.database.db
        .select()
        .from(consumerPriceIndex)
        .where(eq(consumerPriceIndex.month, monthStart(start)));
    const unconfirmed = await saveCpi(asStaff, { month: monthStart(start), value: 612 }, { confirmed: false });
    expect(unconfirmed.saved).toBe(false);
    expect(unconfirmed.leases).toBeGreaterThanOrEqual(1);
    expect(await cpiRow()).toEqual([]);
    expect((await rows(contractId)).map((r) => r.amountIsk)).toEqual(made.map((r) => r.amountIsk));
    expect(await saveCpi(asStaff, { month: monthStart(start), value: 612 }, { confirmed: true })).toEqual({
      saved: true,
      leases: unconfirmed.leases,
    });
    const after = await rows(contractId);
    const reference = monthStart(start);
    for (const row of after) {
      if (row.id === paid.id) expect(row.amountIsk).toBe(paid.amountIsk);
      else if (row.dueDate >= addMonths(reference, 1)) {
        expect(row.indexMonth).toBe(reference);
        expect(row.amountIsk).toBe(Math.round((row.baseAmountIsk * 612) / 600));
      } else expect(row.amountIsk).toBe(row.baseAmountIsk);
    }
    const summary = await contractPayments(t.contextFor(tenant), contractId);
    expect(summary.indexed).toMatchObject({ baseMonth: before, baseValue: 600, article: '37. gr.' });
    expect(summary.payments.find((p) => p.id === paid.id)?.paidBy).toBe('bank');
  });

  it('the daily run back-fills, marks overdue after the due date, and a second run changes nothing', async () => {
    const { id } = await activeContract(t, { activatedAt: t.clock.now });
    expect(await rows(id)).toEqual([]);
    const first = await runRentDaily(t.jobDeps());
    expect(first.added).toBeGreaterThanOrEqual(12);
    const later = daysAfter(t.clock.now, 70);
    const run = () => runRentDaily({ ...t.jobDeps(), now: () => later });
    const second = await run();
    expect(second.overdue).toBeGreaterThanOrEqual(2);
    const snapshot = await rows(id);
    expect(await run()).toEqual({ added: 0, recomputed: 0, overdue: 0 });
    expect(await rows(id)).toEqual(snapshot);
    for (const row of snapshot) expect(row.status).toBe(row.dueDate < day(later) ? 'overdue' : 'pending');
  });

  it('tells both sides once when a month turns overdue, with the due day and a link to the month', async () => {
    const { id, landlordId, tenantId } = await activeContract(t, { activatedAt: t.clock.now });
    await runRentDaily(t.jobDeps());
    const [first] = await rows(id);
    const later = new Date(`${addDays(first.dueDate, 1)}T12:00:00Z`);
    await Promise.all([runRentDaily({ ...t.jobDeps(), now: () => later }), runRentDaily({ ...t.jobDeps(), now: () => later })]);
    await runRentDaily({ ...t.jobDeps(), now: () => later });
    const told = await t.database.db
      .select({
        userId: notifications.userId,
        event: notifications.event,
        params: notifications.params,
        link: notifications.link,
      })
      .from(notifications)
      .where(inArray(notifications.event, ['rent_overdue_tenant', 'rent_overdue_landlord']));
    const mine = told.filter((n) => n.link === `/rental-contracts/${id}/payments/${first.id}`);
    expect(mine.map((n) => [n.userId, n.event]).sort()).toEqual(
      [
        [landlordId, 'rent_overdue_landlord'],
        [tenantId, 'rent_overdue_tenant'],
      ].sort(),
    );
    const [y, m, d] = first.dueDate.split('-');
    expect(mine[0].params).toMatchObject({ due: `${d}.${m}.${y}`, reference: expect.stringMatching(/^HL-\d{5}$/) });
  });

  it('markRentPaid: of two concurrent calls on a month exactly one marks it; a third changes nothing', async () => {
    const { id } = await activeContract(t);
    await runRentDaily(t.jobDeps());
    const [month] = await rows(id);
    const mark = () =>
      t.database.db.transaction((tx) =>
        markRentPaid(tx, { paymentId: month.id, amountIsk: month.amountIsk, paidAt: t.clock.now, byUserId: null }),
      );
    const results = await Promise.all([mark(), mark()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [once] = await rows(id);
    expect(await mark()).toBe(false);
    const [again] = await rows(id);
    expect(again).toEqual(once);
    expect(once).toMatchObject({ status: 'paid', paidAmountIsk: month.amountIsk, markedPaidById: null });
  });

  it('marks by hand (landlord side only), refuses a future day beside the field, and undoes the same day only', async () => {
    const { id, landlordId, tenantId } = await activeContract(t);
    await runRentDaily(t.jobDeps());
    const [month] = await rows(id);
    const today = day(t.clock.now);
    await expect(
      markPaidByHand(t.contextFor({ id: landlordId }), id, month.id, { amountIsk: 250_000, paidOn: addDays(today, 1) }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { paidOn: ['rent_paid_on_future'] } });
    await expect(
      markPaidByHand(t.contextFor({ id: landlordId }), id, month.id, { amountIsk: 'x', paidOn: today }),
    ).rejects.toThrow();
    await expect(
      markPaidByHand(t.contextFor({ id: tenantId }), id, month.id, { amountIsk: 250_000, paidOn: today }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const paid = await markPaidByHand(t.contextFor({ id: landlordId }), id, month.id, { amountIsk: 250_000, paidOn: today });
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'hand', canUndo: true, paidAmountIsk: 250_000 });
    await expect(
      markPaidByHand(t.contextFor({ id: landlordId }), id, month.id, { amountIsk: 250_000, paidOn: today }),
    ).rejects.toMatchObject({ code: 'rent_payment_not_open' });
    const undone = await undoPaid(t.contextFor({ id: landlordId }), id, month.id);
    expect(undone).toMatchObject({ status: 'pending', paidAt: null, paidBy: null });
    await markPaidByHand(t.contextFor({ id: landlordId }), id, month.id, { amountIsk: 250_000, paidOn: today });
    t.advance(86_400);
    await expect(undoPaid(t.contextFor({ id: landlordId }), id, month.id)).rejects.toMatchObject({
      code: 'rent_payment_not_undoable',
    });
  });

  it('a contract ending within a month: that month is cut pro rata, later ones cancelled, paid ones kept', async () => {
    const { id } = await activeContract(t);
    await runRentDaily(t.jobDeps());
    const schedule = await rows(id);
    const target = schedule[3];
    const lastDay = addDays(target.periodStart, 9);
    const cancelled = await cancelRentAfter(t.database.db, id, lastDay, t.clock.now);
    expect(cancelled).toBe(schedule.length - 4);
    const after = await rows(id);
    const cut = after[3];
    expect(cut.periodEnd).toBe(lastDay);
    const full = daysBetween(target.periodStart, target.periodEnd) + 1;
    expect(cut.baseAmountIsk).toBe(Math.round((target.baseAmountIsk * 10) / full));
    expect(after.slice(4).every((r) => r.status === 'cancelled')).toBe(true);
  });

  it('a part payment by hand leaves the rest owed; the rest settles it; more is credit for the next month; each has a receipt PDF', async () => {
    const { id, landlordId, tenantId } = await activeContract(t);
    await runRentDaily(t.jobDeps());
    const schedule = await rows(id);
    const [first, second] = schedule.filter((r) => r.amountIsk > 100_000);
    const landlord = t.contextFor({ id: landlordId });
    const today = day(t.clock.now);
    const part = await markPaidByHand(landlord, id, first.id, { amountIsk: first.amountIsk - 38_824, paidOn: today });
    expect(part).toMatchObject({ status: 'pending', paidAmountIsk: first.amountIsk - 38_824, owedIsk: 38_824 });
    expect(part.receipts).toHaveLength(1);
    expect(part.receipts[0].number).toMatch(/^K-\d{4}-\d{6,}$/);
    const rest = await markPaidByHand(landlord, id, first.id, { amountIsk: 38_824, paidOn: today });
    expect(rest).toMatchObject({ status: 'paid', paidAmountIsk: first.amountIsk, owedIsk: 0 });
    expect(rest.receipts).toHaveLength(2);
    expect(rest.receipts[0].number).not.toBe(rest.receipts[1].number);
    // 1 000 kr. over on the next month: paid, and the credit goes to the next month due.
    const over = await markPaidByHand(landlord, id, second.id, { amountIsk: second.amountIsk + 1_000, paidOn: today });
    expect(over).toMatchObject({ status: 'paid', heldCreditIsk: 0 });
    const view = await contractPayments(t.contextFor({ id: tenantId }), id);
    // The credit goes to the oldest open month.
    const third = view.payments.find((p) => p.status === 'pending' || p.status === 'overdue');
    expect(third).toMatchObject({ creditInIsk: 1_000, owedIsk: (third?.amountIsk ?? 0) - 1_000 });
    // Undone the same day: the credit is taken back.
    const undone = await undoPaid(landlord, id, second.id);
    expect(undone).toMatchObject({ status: 'pending', paidAmountIsk: null });
    const [thirdAgain] = await t.database.db
      .select()
      .from(rentPayments)
      .where(eq(rentPayments.id, third?.id as string));
    expect(thirdAgain.creditInIsk).toBe(0);

    // The receipt PDF: the parties read it; anyone else gets 404.
    const pdf = await rentReceiptPdf(t.contextFor({ id: tenantId }), id, rest.receipts[0].id, 'uk');
    expect(Buffer.from(pdf.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(pdf.fileName).toBe(`kvittun-${rest.receipts[0].number}.pdf`);
    const stranger = await makeUser(t.database);
    await expect(rentReceiptPdf(t.contextFor(stranger), id, rest.receipts[0].id, 'is')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      rentReceiptPdf(t.contextFor({ id: tenantId }), id, '00000000-0000-4000-8000-000000000000', 'is'),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
