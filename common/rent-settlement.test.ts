import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  creditMoves,
  heldCreditIsk,
  isSettled,
  owedIsk,
  PAYMENT_CLOCK_SKEW_MS,
  paymentDateValid,
  receiptNumber,
} from './rent-settlement.ts';

const due = { amountIsk: 238_824, paidIsk: 0, creditInIsk: 0, creditOutIsk: 0 };

describe('part payments, overpayments and credit', () => {
  it('a part payment leaves the rest owed and the month open', () => {
    expect(applyPayment(due, 200_000)).toEqual({ appliedIsk: 200_000, creditIsk: 0, restIsk: 38_824, settled: false });
    expect(owedIsk({ ...due, paidIsk: 200_000 })).toBe(38_824);
    expect(isSettled({ ...due, paidIsk: 200_000 })).toBe(false);
  });

  it('part payments add up; the exact amount settles with nothing over', () => {
    const afterFirst = { ...due, paidIsk: 200_000 };
    expect(applyPayment(afterFirst, 38_824)).toEqual({ appliedIsk: 38_824, creditIsk: 0, restIsk: 0, settled: true });
    expect(applyPayment(due, 238_824)).toEqual({ appliedIsk: 238_824, creditIsk: 0, restIsk: 0, settled: true });
  });

  it('an overpayment settles the month and the rest is credit, held until passed on', () => {
    expect(applyPayment(due, 240_000)).toEqual({ appliedIsk: 238_824, creditIsk: 1_176, restIsk: 0, settled: true });
    const over = { ...due, paidIsk: 240_000 };
    expect(heldCreditIsk(over)).toBe(1_176);
    expect(heldCreditIsk({ ...over, creditOutIsk: 1_000 })).toBe(176);
    expect(heldCreditIsk({ ...over, creditOutIsk: 1_176 })).toBe(0);
  });

  it('credit applied to a month counts as paid towards it', () => {
    expect(owedIsk({ amountIsk: 200_000, paidIsk: 0, creditInIsk: 1_000 })).toBe(199_000);
    expect(isSettled({ amountIsk: 200_000, paidIsk: 199_000, creditInIsk: 1_000 })).toBe(true);
    expect(applyPayment({ amountIsk: 200_000, paidIsk: 0, creditInIsk: 1_000 }, 200_000).creditIsk).toBe(1_000);
  });

  it('credit moves to the oldest open months first, never more than owed', () => {
    expect(
      creditMoves(
        [{ id: 'a', creditIsk: 150 }],
        [
          { id: 'b', owedIsk: 100 },
          { id: 'c', owedIsk: 100 },
        ],
      ),
    ).toEqual([
      { fromId: 'a', toId: 'b', amountIsk: 100 },
      { fromId: 'a', toId: 'c', amountIsk: 50 },
    ]);
    expect(creditMoves([{ id: 'a', creditIsk: 10 }], [])).toEqual([]);
    expect(creditMoves([{ id: 'a', creditIsk: 10 }], [{ id: 'a', owedIsk: 10 }])).toEqual([]);
  });

  it('receipt numbers', () => {
    expect(receiptNumber(2026, 123)).toBe('K-2026-000123');
    expect(receiptNumber(2027, 1_234_567)).toBe('K-2027-1234567');
  });
});

describe('the bank payment date', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const sent = new Date('2026-02-20T06:00:00Z');
  it('accepts a payment between the claim and now, within the clock skew', () => {
    expect(paymentDateValid(new Date('2026-03-01T00:00:00Z'), now, sent)).toBe(true);
    expect(paymentDateValid(new Date(now.getTime() + PAYMENT_CLOCK_SKEW_MS), now, sent)).toBe(true);
    expect(paymentDateValid(new Date(sent.getTime() - PAYMENT_CLOCK_SKEW_MS), now, sent)).toBe(true);
  });
  it('refuses the future beyond the skew, a day before the claim was sent, and no date', () => {
    expect(paymentDateValid(new Date('2099-12-31T12:00:00Z'), now, sent)).toBe(false);
    expect(paymentDateValid(new Date(now.getTime() + PAYMENT_CLOCK_SKEW_MS + 1), now, sent)).toBe(false);
    expect(paymentDateValid(new Date('2026-02-19T06:00:00Z'), now, sent)).toBe(false);
    expect(paymentDateValid(new Date('nope'), now, sent)).toBe(false);
  });
});
