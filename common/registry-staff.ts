import { z } from 'zod';
import type { RegistryStatus } from './contract-dtos.ts';
import { CONTRACT_STATUSES, type ContractStatus } from './contract-model.ts';
import { decimalNumber, wholeNumber } from './input.ts';
import { defineList, filter, parseList, type QueryOf } from './list-kit.ts';

// What the staff pages of contracts and the registry (/man/hms, /man/rental-contracts/…) and
// their API share: queries, inputs and the rows they show. docs/rules/registry.md.

export const REGISTRY_STATUSES = ['none', 'pending', 'registered', 'failed'] as const satisfies readonly RegistryStatus[];
export const SUBMISSION_STATUSES = ['queued', 'accepted', 'rejected', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_FILTERS = ['open', 'problems', 'all'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

/**
 * /man/rental-contracts: a reference, registry number or part of the address (`q`), the
 * contract's status, its registry status and whether its registration is late; newest first, keyset pages (docs/rules/lists.md).
 */
export const staffContractList = defineList({
  filters: {
    q: filter.text(),
    status: filter.enum(CONTRACT_STATUSES),
    registry: filter.enum(REGISTRY_STATUSES),
    /** Only registrations past their 30-day deadline and not registered (`late=1`). */
    late: filter.boolean(),
  },
  paging: 'keyset',
});
export type StaffContractQuery = QueryOf<typeof staffContractList>;

/** /man/hms/rental-contracts: registered contracts, latest registered first, keyset pages (docs/rules/lists.md). */
export const registeredContractList = defineList({ filters: {}, paging: 'keyset' });
export type RegisteredContractQuery = QueryOf<typeof registeredContractList>;

export function parseRegisteredContractQuery(params: URLSearchParams): RegisteredContractQuery {
  return parseList(registeredContractList, params);
}

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function parseStaffContractQuery(params: URLSearchParams): StaffContractQuery {
  return parseList(staffContractList, params);
}

/**
 * /man/rental-contracts/hms-submits: open submissions (queued, failed, refused; the default), only
 * problems, or all; newest made first, keyset pages (docs/rules/lists.md). The team pages keep
 * `parseSubmissionFilter` and page numbers.
 */
export const staffSubmissionList = defineList({
  filters: { filter: filter.enum(SUBMISSION_FILTERS, 'open') },
  paging: 'keyset',
});
export type StaffSubmissionQuery = QueryOf<typeof staffSubmissionList>;

export function parseStaffSubmissionQuery(params: URLSearchParams): StaffSubmissionQuery {
  return parseList(staffSubmissionList, params);
}

export function parseSubmissionFilter(params: URLSearchParams): { filter: SubmissionFilter; page: number } {
  return { filter: SUBMISSION_FILTERS.find((f) => f === params.get('filter')) ?? 'open', page: pageOf(params) };
}

/** The consumer price index values are entered per month with one decimal (e.g. 642.4). */
export const CPI_MIN = 1;
export const CPI_MAX = 100_000;

/** A month's CPI value as staff enter it: the month (YYYY-MM) and the value. */
export const cpiEntrySchema = z
  .object({
    month: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required', abort: true })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'date_invalid' })
      .transform((m) => `${m}-01`),
    value: decimalNumber((n) => n.min(CPI_MIN, { error: 'number_too_small' }).max(CPI_MAX, { error: 'number_too_large' }))
      .transform((v) => Math.round(v * 10) / 10)
      .describe('One decimal; "680,1" and "680.1" are both read as 680.1'),
  })
  .meta({ id: 'PriceIndexEntry' });
export type CpiEntry = z.output<typeof cpiEntrySchema>;

/**
 * Last month (its first day, YYYY-MM-01) when its index has not been entered, else null. Statistics
 * Iceland publishes a month's index near the end of that month, so by the next month it is due.
 */
export function missingCpiMonth(enteredMonths: readonly string[], today: Date): string | null {
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  return enteredMonths.some((month) => month.slice(0, 10) === last) ? null : last;
}

export const ALERT_DAYS_MIN = 1;
export const ALERT_DAYS_MAX = 30;

/** How many days before a registration's due date staff are alerted. */
export const alertDaysSchema = z
  .object({
    alertDays: wholeNumber(ALERT_DAYS_MIN, ALERT_DAYS_MAX),
  })
  .meta({ id: 'RegistryAlertDays' });

/** One reason the registry gave for refusing (or failing) a submission. */
export interface RegistryReasonDto {
  code: string;
  message: string;
  field?: string;
}

export interface SubmissionRowDto {
  id: string;
  contract_id: string;
  reference: string;
  address: string | null;
  kind: 'register' | 'deregister' | 'terminate';
  status: SubmissionStatus;
  attempts: number;
  registry_number: string | null;
  reasons: RegistryReasonDto[];
  next_attempt_at: string | null;
  accepted_at: string | null;
  registration_due: string | null;
  created_at: string;
}

export interface StaffContractRowDto {
  id: string;
  reference: string;
  status: ContractStatus;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  registry_status: RegistryStatus;
  registry_number: string | null;
  registered_at: string | null;
  registration_due: string | null;
  /** Past its registration deadline and not registered. */
  registration_late: boolean;
  team_name: string | null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  page_count: number;
  total: number;
}

export interface DeadlineRowDto {
  contract_id: string;
  reference: string;
  address: string | null;
  registration_due: string;
  status: SubmissionStatus;
}

export interface RegistryOverviewDto {
  by_status: Record<RegistryStatus, number>;
  alert_days: number;
  counts: { nearing: number; overdue: number; failed: number };
  nearing: DeadlineRowDto[];
  overdue: DeadlineRowDto[];
  failures: SubmissionRowDto[];
  today: string;
}
