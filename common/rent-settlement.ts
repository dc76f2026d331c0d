// How money received adds up against a month of rent (docs/rules/rent-payments.md "Part
// payments and credit"). Pure: the services lock the rows and store what these return.

/** A month as far as money goes: what is due, what was received, the credit in and out. */
export interface MonthMoney {
  amountIsk: number;
  paidIsk: number;
  creditInIsk: number;
  creditOutIsk: number;
}

/** What is still owed on a month: due less what was paid and the credit applied; never below 0. */
export function owedIsk(month: Pick<MonthMoney, 'amountIsk' | 'paidIsk' | 'creditInIsk'>): number {
  return Math.max(0, month.amountIsk - month.paidIsk - month.creditInIsk);
}

/** Paid above what is due and not passed on yet: the credit the month holds. */
export function heldCreditIsk(month: MonthMoney): number {
  return Math.max(0, month.paidIsk + month.creditInIsk - month.amountIsk - month.creditOutIsk);
}

/** A month is settled only when what was paid and the credit applied reach what is due. */
export function isSettled(month: Pick<MonthMoney, 'amountIsk' | 'paidIsk' | 'creditInIsk'>): boolean {
  return month.paidIsk + month.creditInIsk >= month.amountIsk;
}

export interface PaymentEffect {
  /** Of the payment, what goes to this month's rent. */
  appliedIsk: number;
  /** Of the payment, what is above what was owed: credit. */
  creditIsk: number;
  /** Still owed on the month after the payment. */
  restIsk: number;
  settled: boolean;
}

/** What a payment of `amountIsk` does to a month: part payment, exact, or paid with credit. */
export function applyPayment(month: Pick<MonthMoney, 'amountIsk' | 'paidIsk' | 'creditInIsk'>, amountIsk: number): PaymentEffect {
  const owed = owedIsk(month);
  const appliedIsk = Math.min(owed, amountIsk);
  const after = { ...month, paidIsk: month.paidIsk + amountIsk };
  return { appliedIsk, creditIsk: amountIsk - appliedIsk, restIsk: owedIsk(after), settled: isSettled(after) };
}

export interface CreditMove {
  fromId: string;
  toId: string;
  amountIsk: number;
}

/**
 * Passes held credit on to open months, oldest held credit to the oldest open month first.
 * `held` and `open` are in the order to use them (by due date); returns the moves.
 */
export function creditMoves(held: { id: string; creditIsk: number }[], open: { id: string; owedIsk: number }[]): CreditMove[] {
  const moves: CreditMove[] = [];
  const sources = held.map((h) => ({ ...h }));
  for (const target of open) {
    let need = target.owedIsk;
    for (const source of sources) {
      if (need <= 0) break;
      if (source.creditIsk <= 0 || source.id === target.id) continue;
      const amountIsk = Math.min(need, source.creditIsk);
      source.creditIsk -= amountIsk;
      need -= amountIsk;
      moves.push({ fromId: source.id, toId: target.id, amountIsk });
    }
  }
  return moves;
}

/** A receipt number: K-<year>-<the sequence's number in six digits or more>. */
export function receiptNumber(year: number, sequence: number): string {
  return `K-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Whether a bank's payment time can be true: not ahead of our clock by more than the skew, not before the claim was sent. */
export function paymentDateValid(paidAt: Date, now: Date, sentAt: Date | null, skewMs = PAYMENT_CLOCK_SKEW_MS): boolean {
  const time = paidAt.getTime();
  if (Number.isNaN(time)) return false;
  if (time > now.getTime() + skewMs) return false;
  if (sentAt && time < sentAt.getTime() - skewMs) return false;
  return true;
}

/** How far a bank's clock may be ahead of or behind ours. */
export const PAYMENT_CLOCK_SKEW_MS = 5 * 60 * 1000;
