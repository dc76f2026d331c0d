import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractReference } from '#common/contract-dtos.ts';
import { parseStaffRentQuery } from '#common/staff-rent.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { contractWithSchedule } from '#tests/fixtures/rent-schedule.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { searchStaffRentPayments } from './staff-rent.service.ts';

// /man/payments and GET /api/man/rent-payments/: all rent on the platform for staff
// (docs/rules/staff-payments.md): filters, counts, totals, 20 a page, and nobody else.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function bearer(t: TestApp, email: string) {
  const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
  return { authorization: `Bearer ${pair.access}` };
}

describe('all rent for staff', () => {
  let t: TestApp;
  let big: Awaited<ReturnType<typeof contractWithSchedule>>;
  let small: Awaited<ReturnType<typeof contractWithSchedule>>;
  let bigRef: string;
  let smallRef: string;
  let landlordName: string;

  beforeAll(async () => {
    t = await createTestApp();
    // 25 months: the first two overdue, the third marked paid by hand by the landlord.
    big = await contractWithSchedule(t, { months: 25, firstDueInDays: -65 });
    small = await contractWithSchedule(t, { months: 3, rentIsk: 180_000, firstDueInDays: 5 });
    const db = t.database.db;
    await db.update(rentalContracts).set({ address: 'Starfsgata 7' }).where(eq(rentalContracts.id, big.id));
    await db
      .update(rentalContractParties)
      .set({ name: 'Vigdís Þorgeirsdóttir' })
      .where(eq(rentalContractParties.contractId, small.id));
    await db
      .update(rentPayments)
      .set({ status: 'overdue' })
      .where(inArray(rentPayments.id, [big.months[0].id, big.months[1].id]));
    await db
      .update(rentPayments)
      .set({ status: 'paid', paidAt: t.clock.now, paidAmountIsk: 250_000, markedPaidById: big.landlordId })
      .where(eq(rentPayments.id, big.months[2].id));
    const [row] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, big.id));
    const [smallRow] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, small.id));
    bigRef = contractReference(row.number);
    smallRef = contractReference(smallRow.number);
    const [landlord] = await db.select({ name: users.name }).from(users).where(eq(users.id, big.landlordId));
    landlordName = landlord.name;
  });
  afterAll(() => t.close());

  it('refuses everyone but staff: 401 without a token, 403 for a person, also in the service', async () => {
    const person = await makeUser(t.database);
    expect((await t.app.request('/api/man/rent-payments/')).status).toBe(401);
    expect((await t.app.request('/api/man/rent-payments/', { headers: await bearer(t, person.email) })).status).toBe(403);
    await expect(searchStaffRentPayments(t.contextFor(person), parseStaffRentQuery(new URLSearchParams()))).rejects.toMatchObject(
      {
        code: 'forbidden',
      },
    );
    // A landlord sees their own schedule elsewhere, never everyone's rent here.
    await expect(
      searchStaffRentPayments(t.contextFor({ id: big.landlordId }), parseStaffRentQuery(new URLSearchParams())),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('lists one contract by its reference, overdue first, 20 a page, with counts and totals', async () => {
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const headers = await bearer(t, staff.email);
    const get = async (query: string) => {
      const response = await t.app.request(`/api/man/rent-payments/?${query}`, { headers });
      expect(response.status).toBe(200);
      return response.json();
    };
    const first = await get(`q=${bigRef}`);
    expect(first).toMatchObject({ total: 25, page: 1, page_count: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items.slice(0, 2).map((i: { status: string }) => i.status)).toEqual(['overdue', 'overdue']);
    expect(first.items[2].status).not.toBe('overdue');
    // The longest unpaid first, then the months nearest today, either side of it.
    expect(first.items[0].due_date < first.items[1].due_date).toBe(true);
    const today = t.clock.now.getTime();
    const distance = (i: { due_date: string }) => Math.abs(Date.parse(`${i.due_date}T00:00:00Z`) - today);
    const rest = first.items.slice(2);
    for (let i = 1; i < rest.length; i++) expect(distance(rest[i])).toBeGreaterThanOrEqual(distance(rest[i - 1]) - 86_400_000);
    expect(first.counts).toEqual({ pending: 22, paid: 1, overdue: 2, cancelled: 0 });
    expect(first.totals).toEqual({ due_isk: 25 * 250_000, paid_isk: 250_000, overdue_isk: 500_000 });
    expect(first.items[0]).toMatchObject({
      contract_id: big.id,
      contract_reference: bigRef,
      address: 'Starfsgata 7',
      amount_isk: 250_000,
      paid_how: { kind: 'none' },
    });
    const second = await get(`q=${bigRef}&page=2`);
    expect(second.items).toHaveLength(5);
    const ids = new Set([...first.items, ...second.items].map((i: { id: string }) => i.id));
    expect(ids.size).toBe(25);
    const paid = [...first.items, ...second.items].find((i: { id: string }) => i.id === big.months[2].id);
    expect(paid).toMatchObject({ status: 'paid', paid_how: { kind: 'hand', by: landlordName } });

    // The status filter narrows the rows and the totals, the counts stay per status.
    const overdue = await get(`q=${bigRef}&status=overdue`);
    expect(overdue.total).toBe(2);
    expect(overdue.counts.pending).toBe(22);
    expect(overdue.totals).toEqual({ due_isk: 500_000, paid_isk: 0, overdue_isk: 500_000 });
  });

  it('searches by address and party, filters by due month, and leaves out contracts no longer active', async () => {
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const ctx = t.contextFor(staff);
    const list = (query: string) => searchStaffRentPayments(ctx, parseStaffRentQuery(new URLSearchParams(query)));
    expect((await list('q=starfsgata')).total).toBe(25);
    const byParty = await list('q=Vigdís');
    expect(byParty.total).toBe(3);
    expect(byParty.items.every((i) => i.contract_reference === smallRef && i.amount_isk === 180_000)).toBe(true);
    // A month range by due date: the month of the small contract's first due date holds one or two of its months.
    const firstMonth = small.months[0].dueDate.slice(0, 7);
    const inRange = await list(`q=${smallRef}&from=${firstMonth}&to=${firstMonth}`);
    expect(inRange.total).toBe(small.months.filter((m) => m.dueDate.startsWith(firstMonth)).length);
    expect(inRange.items.every((i) => i.due_date.startsWith(firstMonth))).toBe(true);
    const lastMonth = small.months[2].dueDate.slice(0, 7);
    const after = await list(`q=${smallRef}&from=${lastMonth}`);
    expect(after.items.every((i) => i.due_date >= `${lastMonth}-01`)).toBe(true);
    expect(after.total).toBeLessThan(3);
    // Wildcards are searched as text.
    expect((await list('q=%25')).total).toBe(0);

    await t.database.db.update(rentalContracts).set({ status: 'ended' }).where(eq(rentalContracts.id, small.id));
    expect((await list(`q=${smallRef}`)).total).toBe(0);
  });
});
