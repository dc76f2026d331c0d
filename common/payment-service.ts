import { z } from 'zod';
import { decimalNumber, wholeNumber } from './input.ts';
import { defineList, filter, parseList, type QueryOf } from './list-kit.ts';

// The payment service's inputs (one schema each, docs/decisions/0013) and the shapes the pages
// and the API share (docs/rules/payment-service.md).

export const PAYMENT_SERVICE_CODES = ['basic', 'full'] as const;
export const CLAIM_STATUSES = ['created', 'sent', 'paid', 'cancelled', 'failed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const PAYOUT_STATUSES = ['queued', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const uuid = z.string({ error: 'required' }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'invalid',
});

/** The landlord (or staff for them) switches the service on: which service, where the money goes. */
export const enrolSchema = z
  .object({
    service: z.string({ error: 'required' }).min(1, { error: 'required' }).max(40, { error: 'invalid' }),
    payout_method_id: uuid,
  })
  .meta({ id: 'PaymentServiceEnrol' });
export type EnrolInput = z.output<typeof enrolSchema>;

const days = (max: number) => wholeNumber(0, max);

const percentChecks = (n: z.ZodNumber) =>
  n
    .min(0, { error: 'number_too_small' })
    .max(20, { error: 'number_too_large' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, { error: 'fee_precision' });
const feePercent = decimalNumber(percentChecks);
const feeFixed = wholeNumber(0, 100_000);
const claimDays = days(60).refine((v) => v >= 1, { error: 'number_too_small' });

/** /man/payments/settings: the default fee (percent with up to two decimals, and krónur) and the reminder timing. */
export const feeSettingsSchema = z
  .object({
    fee_percent: feePercent,
    fee_fixed_isk: feeFixed,
    reminder_days_before: days(30),
    reminder_days_after: days(60),
  })
  .meta({ id: 'PaymentFeeSettings' });
export type FeeSettingsInput = z.output<typeof feeSettingsSchema>;

/** /man/rental-contracts/payment-service/settings: how the service runs (days before the due date a claim is made). */
export const serviceTimingSchema = z.object({ claim_days_before: claimDays }).meta({ id: 'PaymentServiceTiming' });
export type ServiceTimingInput = z.output<typeof serviceTimingSchema>;

/** A fee as people type it ("2,5" or "2.5") to basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export interface FeeDto {
  basis_points: number;
  fixed_isk: number;
}

export interface ServiceOptionDto {
  code: string;
  reminders: boolean;
  fee: FeeDto;
  /** What the fee makes of this contract's rent. */
  example: { gross_isk: number; fee_isk: number; net_isk: number };
}

export interface ClaimDto {
  id: string;
  reference: string;
  amount_isk: number;
  due_date: string;
  status: ClaimStatus;
  paid_at: string | null;
  paid_amount_isk: number | null;
  /** The test bank's page for this claim: only with the simulator, only for the payer, only while open. */
  test_bank_path: string | null;
}

export interface PayoutDto {
  id: string;
  reference: string;
  gross_isk: number;
  fee_isk: number;
  net_isk: number;
  status: PayoutStatus;
  sent_at: string | null;
}

export interface PaymentServiceViewDto {
  contract_id: string;
  /** The contract's payment method is the payment service and it is active. */
  available: boolean;
  side: 'landlord' | 'tenant' | 'other';
  enrolment: {
    service: string;
    fee: FeeDto;
    payout_method: string | null;
    started_at: string;
    set_up_by_staff: boolean;
  } | null;
  can_enrol: boolean;
  services: ServiceOptionDto[];
  payout_methods: { id: string; label: string; is_default: boolean }[];
  claims: ClaimDto[];
  payouts: PayoutDto[];
  bank: 'simulator' | 'http';
  /** Claims are made this many days before each due date. */
  claim_days_before: number;
}

/**
 * /man/rental-contracts/payment-service/payments: part of a claim reference or of the address
 * (`q`) and a claim status; latest due date first, keyset pages (docs/rules/lists.md).
 */
export const staffPaymentList = defineList({
  filters: { q: filter.text(), status: filter.enum(CLAIM_STATUSES) },
  paging: 'keyset',
});
export type StaffPaymentQuery = QueryOf<typeof staffPaymentList>;

/** /man/…/payments' query (the list kit): bad values are ignored, control characters never searched. */
export function parseStaffPaymentQuery(params: URLSearchParams): StaffPaymentQuery {
  return parseList(staffPaymentList, params);
}

export interface StaffPaymentRowDto {
  id: string;
  reference: string;
  contract_id: string;
  contract_reference: string;
  address: string | null;
  amount_isk: number;
  due_date: string;
  status: ClaimStatus;
  attempts: number;
  last_error: string | null;
  paid_at: string | null;
  payout: { status: PayoutStatus; gross_isk: number; fee_isk: number; net_isk: number; method: string } | null;
}

export interface StaffPaymentSettingsDto {
  fee_basis_points: number;
  fee_fixed_isk: number;
  claim_days_before: number;
  reminder_days_before: number;
  reminder_days_after: number;
  bank: 'simulator' | 'http';
  updated_by: string | null;
  updated_at: string;
}

const optionalNumber = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), inner.optional());

/** One service of the catalogue: its own fee (empty: the default fee) and whether it is offered. */
export const serviceSettingsSchema = z
  .object({
    code: z.enum(PAYMENT_SERVICE_CODES, { error: 'payment_service_unknown' }),
    fee_percent: optionalNumber(decimalNumber(percentChecks)),
    fee_fixed_isk: optionalNumber(wholeNumber(0, 100_000)),
    active: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
  })
  .meta({ id: 'PaymentServiceCatalogueEntry' });
export type ServiceSettingsInput = z.output<typeof serviceSettingsSchema>;

export interface StaffServiceDto {
  code: string;
  reminders: boolean;
  active: boolean;
  /** Its own fee, or null for the default. */
  fee_basis_points: number | null;
  fee_fixed_isk: number | null;
  effective_fee: FeeDto;
  enrolments: number;
}

export interface StaffPaymentOverviewDto {
  claims_by_status: Record<ClaimStatus, number>;
  payouts_by_status: Record<PayoutStatus, number>;
  totals: { claimed_isk: number; paid_isk: number; fees_isk: number; paid_out_isk: number };
  ledger_balanced: boolean;
  enrolments: {
    contract_id: string;
    contract_reference: string;
    address: string | null;
    service: string;
    started_at: string;
    set_up_by_staff: boolean;
    open_claims: number;
  }[];
}
