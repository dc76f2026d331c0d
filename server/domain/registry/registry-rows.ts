import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import { type KeysetPageDto, LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type {
  Paged,
  StaffSubmissionQuery,
  SubmissionFilter,
  SubmissionRowDto,
  SubmissionStatus,
} from '#common/registry-staff.ts';
import type { Db } from '#server/db/client.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';

// Submissions as rows for staff and team pages: one query shape, filtered by who may see them.

const columns = {
  sub: registrySubmissions,
  number: rentalContracts.number,
  address: rentalContracts.address,
  due: rentalContracts.registrationDue,
};

type Row = { sub: typeof registrySubmissions.$inferSelect; number: number; address: string | null; due: string | null };

export function submissionDto(row: Row): SubmissionRowDto {
  const { sub } = row;
  return {
    id: sub.id,
    contract_id: sub.contractId,
    reference: contractReference(row.number),
    address: row.address,
    kind: sub.kind as SubmissionRowDto['kind'],
    status: sub.status as SubmissionStatus,
    attempts: sub.attempts,
    registry_number: sub.registryNumber,
    reasons: sub.lastError ?? [],
    next_attempt_at: sub.nextAttemptAt?.toISOString() ?? null,
    accepted_at: sub.acceptedAt?.toISOString() ?? null,
    registration_due: row.due,
    created_at: sub.createdAt.toISOString(),
  };
}

const FILTER_STATUSES: Record<SubmissionFilter, SubmissionStatus[] | null> = {
  open: ['queued', 'failed', 'rejected'],
  problems: ['failed', 'rejected'],
  all: null,
};

/** Submissions, newest first, 20 a page; `where` narrows them (a team's contracts). */
export async function submissionPage(
  db: Db,
  filter: SubmissionFilter,
  page: number,
  where?: SQL,
): Promise<Paged<SubmissionRowDto>> {
  const statuses = FILTER_STATUSES[filter];
  const condition = and(where, statuses ? inArray(registrySubmissions.status, statuses) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(registrySubmissions)
      .innerJoin(rentalContracts, eq(rentalContracts.id, registrySubmissions.contractId))
      .where(condition)
      .orderBy(desc(registrySubmissions.updatedAt), desc(registrySubmissions.id))
      .limit(LIST_PAGE_SIZE)
      .offset((page - 1) * LIST_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(registrySubmissions)
      .innerJoin(rentalContracts, eq(rentalContracts.id, registrySubmissions.contractId))
      .where(condition),
  ]);
  return {
    items: rows.map(submissionDto),
    page,
    page_count: Math.max(1, Math.ceil(total.n / LIST_PAGE_SIZE)),
    total: total.n,
  };
}

/**
 * The staff queue's order: newest made first, ties broken by id. Not `updated_at`: it changes on
 * every retry, so a row would move between pages while staff page through.
 */
const NEWEST_SUBMISSIONS = keysetOrder<Row>('submissions.newest', [
  key({ sql: registrySubmissions.createdAt, type: 'date', desc: true, of: (r: Row) => r.sub.createdAt }),
  key({ sql: registrySubmissions.id, type: 'uuid', desc: true, of: (r: Row) => r.sub.id }),
]);

/** Submissions by the filter, newest made first, keyset pages (docs/rules/lists.md). */
export async function submissionKeysetPage(db: Db, query: StaffSubmissionQuery): Promise<KeysetPageDto<SubmissionRowDto>> {
  const statuses = FILTER_STATUSES[query.filter];
  const condition = statuses ? inArray(registrySubmissions.status, statuses) : undefined;
  const page = await keysetPage(
    NEWEST_SUBMISSIONS,
    query,
    LIST_PAGE_SIZE,
    (window) =>
      db
        .select(columns)
        .from(registrySubmissions)
        .innerJoin(rentalContracts, eq(rentalContracts.id, registrySubmissions.contractId))
        .where(and(condition, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
    async () => (await db.select({ n: count() }).from(registrySubmissions).where(condition))[0].n,
  );
  return { ...page, items: page.items.map(submissionDto) };
}

/** Every submission of one contract, newest first. */
export async function submissionsOfContract(db: Db, contractId: string): Promise<SubmissionRowDto[]> {
  const rows = await db
    .select(columns)
    .from(registrySubmissions)
    .innerJoin(rentalContracts, eq(rentalContracts.id, registrySubmissions.contractId))
    .where(eq(registrySubmissions.contractId, contractId))
    .orderBy(desc(registrySubmissions.createdAt));
  return rows.map(submissionDto);
}
