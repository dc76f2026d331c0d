import type { IndexType, TermKind } from './contract-model.ts';
import { addMonths, isIndexLinkingAllowed, monthOf } from './contract-rules.ts';

// Index linking of rent to the consumer price index (vísitala neysluverðs, Statistics Iceland;
// docs/rules/rent-payments.md). 37. gr. húsaleigulaga nr. 36/1994: a fixed term of 12 months or
// less may not follow an index. Pure: the CPI values come from the consumer_price_index table.

export interface CpiPoint {
  /** The first day of the month. */
  month: string;
  value: number;
}

/**
 * The month whose index a payment due on `dueDate` follows: the month before the due date's
 * month (the latest month whose index can be published before the rent falls due).
 */
export function referenceMonth(dueDate: string): string {
  return addMonths(monthOf(dueDate), -1);
}

/**
 * The index a payment due on `dueDate` follows: the value of its reference month, or when that
 * month is not entered yet, the latest entered before it. Never a later month. Null when no
 * month up to the reference month is entered.
 */
export function indexFor(dueDate: string, cpi: readonly CpiPoint[]): CpiPoint | null {
  const reference = referenceMonth(dueDate);
  let best: CpiPoint | null = null;
  for (const point of cpi) if (point.month <= reference && (best === null || point.month > best.month)) best = point;
  return best;
}

/** Tenths of an index point, as integers (the index is published to one decimal). */
function tenths(value: number): number {
  return Math.round(value * 10);
}

/**
 * amount × index ÷ base index, in whole krónur, half up. Computed on tenths of a point as
 * integers, so 228 000 × 668,3 ÷ 657,6 is exact before rounding.
 */
export function indexedAmount(amountIsk: number, baseValue: number, indexValue: number): number {
  const base = tenths(baseValue);
  const index = tenths(indexValue);
  if (base <= 0) return amountIsk;
  return Math.floor((2 * amountIsk * index + base) / (2 * base));
}

/** The change from the base index in per cent, to one decimal (e.g. 1.6 for 657,6 -> 668,3). */
export function indexChangePercent(baseValue: number, indexValue: number): number {
  const base = tenths(baseValue);
  if (base <= 0) return 0;
  return Math.round(((tenths(indexValue) - base) * 1000) / base) / 10;
}

export interface IndexTerms {
  indexType: IndexType;
  termKind: TermKind;
  startDate: string | null;
  endDate: string | null;
  indexBaseMonth: string | null;
  indexBaseValue: number | null;
}

/** Whether the rent follows the index: CPI chosen, a base value, and allowed by 37. gr. */
export function isIndexLinked(terms: IndexTerms): boolean {
  return (
    terms.indexType === 'cpi' &&
    terms.indexBaseValue !== null &&
    terms.indexBaseValue > 0 &&
    isIndexLinkingAllowed(terms.termKind, terms.startDate, terms.endDate)
  );
}

/** What one payment comes to: its base amount linked to the index, when the contract is. */
export function linkedPayment(
  baseAmountIsk: number,
  dueDate: string,
  terms: IndexTerms,
  cpi: readonly CpiPoint[],
): { amountIsk: number; index: CpiPoint | null } {
  if (!isIndexLinked(terms)) return { amountIsk: baseAmountIsk, index: null };
  const index = indexFor(dueDate, cpi);
  if (!index) return { amountIsk: baseAmountIsk, index: null };
  return { amountIsk: indexedAmount(baseAmountIsk, terms.indexBaseValue as number, index.value), index };
}
