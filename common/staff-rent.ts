import { RENT_PAYMENT_STATUSES, type RentPaymentStatus } from './rent-schedule-dtos.ts';

// /man/payments: all rent on the platform for staff. The query (status, search, month range, page)
// is read from the address; bad values are ignored rather than refused, as on every staff list.

export interface StaffRentQuery {
  /** A contract reference (HL-00042), part of an address or of a party's name. */
  q: string | null;
  status: RentPaymentStatus | null;
  /** Due dates from the first day of this month (YYYY-MM). */
  from: string | null;
  /** Due dates up to the last day of this month (YYYY-MM). */
  to: string | null;
  page: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function month(value: string | null): string | null {
  return value && MONTH.test(value) ? value : null;
}

export function parseStaffRentQuery(params: URLSearchParams): StaffRentQuery {
  const q =
    (params.get('q') ?? '')
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 200) || null;
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  let from = month(params.get('from'));
  let to = month(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q,
    status: (RENT_PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as RentPaymentStatus) : null,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function staffRentQueryString(query: StaffRentQuery, change: Partial<StaffRentQuery> = {}): string {
  const merged = { ...query, ...change };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.status) params.set('status', merged.status);
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.page > 1) params.set('page', String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The contract number a reference search names ("HL-00042", "hl-42", "42"), or null. */
export function referenceNumber(q: string): number | null {
  const match = /^(?:HL-?)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

/** The last day of a YYYY-MM month. */
export function monthEnd(value: string): string {
  const [y, m] = value.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${value}-${String(last).padStart(2, '0')}`;
}

/** How a month was paid: through the payment service's bank claim, marked by hand (by whom), or not yet. */
export type RentPaidHow = { kind: 'bank' } | { kind: 'hand'; by: string | null } | { kind: 'none' };

export interface StaffRentRowDto {
  id: string;
  contract_id: string;
  contract_reference: string;
  address: string | null;
  period_start: string;
  period_end: string;
  due_date: string;
  base_amount_isk: number;
  amount_isk: number;
  index_linked: boolean;
  status: RentPaymentStatus;
  paid_at: string | null;
  paid_how: RentPaidHow;
}

export interface StaffRentListDto {
  items: StaffRentRowDto[];
  page: number;
  page_count: number;
  total: number;
  /** Months of each status under the search and month range (the status filter aside). */
  counts: Record<RentPaymentStatus, number>;
  /** Krónur under the whole filter: due (every month not cancelled), paid, overdue. */
  totals: { due_isk: number; paid_isk: number; overdue_isk: number };
}
