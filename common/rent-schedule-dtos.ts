// What the pages and the API show of a contract's rent payments (docs/rules/rent-payments.md).

export const RENT_PAYMENT_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type RentPaymentStatus = (typeof RENT_PAYMENT_STATUSES)[number];

export interface RentPaymentDto {
  id: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** The contract's rent for the period (pro rata for a part month). */
  baseAmountIsk: number;
  /** What is due: the base amount linked to the index, when the contract is index-linked. */
  amountIsk: number;
  /** The index month and value the amount follows (index-linked contracts). */
  indexMonth: string | null;
  indexValue: number | null;
  status: RentPaymentStatus;
  paidAt: string | null;
  /** The money received for the month (the sum of its receipts), or null before any. */
  paidAmountIsk: number | null;
  /** What is still owed: due less what was paid and the credit applied (0 once paid). */
  owedIsk: number;
  /** Credit from earlier overpaid months applied to this month. */
  creditInIsk: number;
  /** Paid above what was due and not yet applied to a later month. */
  heldCreditIsk: number;
  /** Each payment received, with its receipt number. */
  receipts: RentReceiptLineDto[];
  /** 'hand': a landlord-side person marked it; 'bank': the bank confirmed it. */
  paidBy: 'hand' | 'bank' | null;
  /** Whether the viewer may undo the mark now (the same day, by hand). */
  canUndo: boolean;
}

/** One payment received for a month, with its receipt number (K-2026-000123). */
export interface RentReceiptLineDto {
  id: string;
  number: string;
  amountIsk: number;
  paidAt: string;
  source: 'manual' | 'bank';
}

export interface IndexSummaryDto {
  baseMonth: string;
  baseValue: number;
  /** The latest index month the rent follows now, or null before any is entered. */
  currentMonth: string | null;
  currentValue: number | null;
  /** The change from the base, in per cent to one decimal. */
  changePercent: number | null;
  /** Húsaleigulög nr. 36/1994, the article allowing index linking. */
  article: '37. gr.';
}

export interface RentScheduleDto {
  contractId: string;
  reference: string;
  rentIsk: number | null;
  indexed: IndexSummaryDto | null;
  payments: RentPaymentDto[];
  /** Credit the tenant has on the contract: paid above what was due, not yet applied to a month. */
  creditIsk: number;
  can: { mark: boolean };
}

export interface RentReceiptDto {
  contractId: string;
  reference: string;
  address: string | null;
  /** Who paid: the tenant side's names. */
  payers: string[];
  /** Who was paid: the landlord side (a company's name, or the landlord's). */
  payees: string[];
  payment: RentPaymentDto;
}
