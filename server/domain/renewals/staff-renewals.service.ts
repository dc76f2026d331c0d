import { and, desc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { contractReference } from '#common/contract-dtos.ts';
import { addMonths } from '#common/contract-rules.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import {
  isNoticeLate,
  type NOT_RENEW_REASONS,
  noticeDeadline,
  PROMPT_MONTHS,
  RENEWAL_STATUSES,
  type RenewalKind,
  type RenewalStatus,
} from '#common/renewal-rules.ts';
import { contractRenewals } from '#server/db/schema/contract-renewals.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

// Staff's view of renewals (/man/rental-contracts/renewals, /api/man/renewals/): contracts nearing
// their notice deadline with no notice given, and renewal requests by status. Read only; no
// personal data beyond the contract's reference and address.

export interface StaffRenewalQuery {
  status?: RenewalStatus;
  page: number;
}

/** The query string of the staff lists, checked: a wrong status or page is a field error. */
export function parseStaffRenewalQuery(params: URLSearchParams): StaffRenewalQuery {
  const status = params.get('status') ?? '';
  const page = params.get('page') ?? '';
  const fields: Record<string, string[]> = {};
  if (status && !(RENEWAL_STATUSES as readonly string[]).includes(status)) fields.status = ['invalid'];
  const n = page === '' ? 1 : Number(page);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) fields.page = ['invalid'];
  if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, { fields });
  return { status: (status || undefined) as RenewalStatus | undefined, page: n };
}

export interface StaffUpcomingRow {
  contractId: string;
  reference: string;
  address: string | null;
  endDate: string;
  noticeDeadline: string;
  late: boolean;
}

export interface StaffRequestRow {
  id: string;
  contractId: string;
  reference: string;
  address: string | null;
  kind: RenewalKind;
  status: RenewalStatus;
  reasonCode: (typeof NOT_RENEW_REASONS)[number] | null;
  sentAt: string;
  late: boolean;
  answerDue: string | null;
  newContractId: string | null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  page_count: number;
  total: number;
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

/**
 * Active fixed-term contracts ending within the next 6 months, not ended, with no notice open or
 * answered (only withdrawn ones, or none): soonest end first.
 */
export async function searchStaffUpcomingRenewals(ctx: ServiceContext, page = 1): Promise<Paged<StaffUpcomingRow>> {
  await authorize(ctx, 'staff.contracts.read');
  const today = dayOf(ctx.now());
  const where = and(
    eq(rentalContracts.status, 'active'),
    eq(rentalContracts.termKind, 'fixed'),
    gte(rentalContracts.endDate, today),
    lte(rentalContracts.endDate, addMonths(today, PROMPT_MONTHS)),
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(contractRenewals)
        .where(
          and(
            eq(contractRenewals.contractId, rentalContracts.id),
            inArray(contractRenewals.status, ['sent', 'accepted', 'declined', 'lapsed']),
          ),
        ),
    ),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: rentalContracts.id,
        number: rentalContracts.number,
        address: rentalContracts.address,
        endDate: rentalContracts.endDate,
      })
      .from(rentalContracts)
      .where(where)
      .orderBy(rentalContracts.endDate, rentalContracts.id)
      .limit(LIST_PAGE_SIZE)
      .offset((page - 1) * LIST_PAGE_SIZE),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(rentalContracts).where(where),
  ]);
  return {
    items: rows.map((r) => {
      const end = r.endDate as string;
      return {
        contractId: r.id,
        reference: contractReference(r.number),
        address: r.address,
        endDate: end,
        noticeDeadline: noticeDeadline(end),
        late: isNoticeLate(today, end),
      };
    }),
    page,
    page_count: pageCount(total),
    total,
  };
}

/** Renewal requests, newest first, by status if asked. */
export async function searchStaffRenewalRequests(ctx: ServiceContext, query: StaffRenewalQuery): Promise<Paged<StaffRequestRow>> {
  await authorize(ctx, 'staff.contracts.read');
  const where = query.status ? eq(contractRenewals.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: contractRenewals.id,
        contractId: contractRenewals.contractId,
        number: rentalContracts.number,
        address: rentalContracts.address,
        kind: contractRenewals.kind,
        status: contractRenewals.status,
        reasonCode: contractRenewals.reasonCode,
        sentAt: contractRenewals.sentAt,
        late: contractRenewals.late,
        answerDue: contractRenewals.answerDue,
        newContractId: contractRenewals.newContractId,
      })
      .from(contractRenewals)
      .innerJoin(rentalContracts, eq(rentalContracts.id, contractRenewals.contractId))
      .where(where)
      .orderBy(desc(contractRenewals.sentAt), desc(contractRenewals.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(contractRenewals).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      contractId: r.contractId,
      reference: contractReference(r.number),
      address: r.address,
      kind: r.kind as RenewalKind,
      status: r.status as RenewalStatus,
      reasonCode: r.reasonCode as StaffRequestRow['reasonCode'],
      sentAt: r.sentAt.toISOString(),
      late: r.late,
      answerDue: r.answerDue,
      newContractId: r.newContractId,
    })),
    page: query.page,
    page_count: pageCount(total),
    total,
  };
}
