import { daysInMonth } from './calendar-day.ts';
import { defineList, filter, parseList, type QueryOf } from './list-kit.ts';
import { RENT_PAYMENT_STATUSES, type RentPaymentStatus } from './rent-schedule-dtos.ts';

// /man/payments: all rent on the platform for staff. The query (status, search, month range, page)
// is read from the address; bad values are ignored rather than refused, as on every staff list.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The list's query on the list kit (docs/rules/lists.md): offset pages, as the order is computed (distance from today). */
export const staffRentList = defineList({
  filters: {
    /** A contract reference (HL-00042), part of an address or of a party's name. */
    q: filter.text(),
    status: filter.enum(RENT_PAYMENT_STATUSES),
    /** Due dates from the first day of this month (YYYY-MM). */
    from: filter.text(7, (value) => MONTH.test(value)),
    /** Due dates up to the last day of this month (YYYY-MM). */
    to: filter.text(7, (value) => MONTH.test(value)),
  },
  paging: 'offset',
});
export type StaffRentQuery = QueryOf<typeof staffRentList>;

/** The query from the address; a month range given backwards is turned round. */
export function parseStaffRentQuery(params: URLSearchParams): StaffRentQuery {
  const query = parseList(staffRentList, params);
  if (query.from && query.to && query.from > query.to) [query.from, query.to] = [query.to, query.from];
  return query;
}

/** The contract number a reference search names ("HL-00042", "hl-42", "42"), or null. */
export function referenceNumber(q: string): number | null {
  const match = /^(?:HL-?)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

/** The last day of a YYYY-MM month. */
export function monthEnd(value: string): string {
  const [y, m] = value.split('-').map(Number);
  const last = daysInMonth(y, m);
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
