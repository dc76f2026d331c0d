import { and, count, eq, ilike, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { contractReference, type RegistryStatus } from '#common/contract-dtos.ts';
import type { ContractStatus } from '#common/contract-model.ts';
import { type KeysetPageDto, LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type {
  RegisteredContractQuery,
  RegistryOverviewDto,
  StaffContractQuery,
  StaffContractRowDto,
  StaffSubmissionQuery,
  SubmissionRowDto,
} from '#common/registry-staff.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { teams } from '#server/db/schema/teams.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { like } from '../staff/staff-users.service.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { registryOverview } from './registry-overview.ts';
import { submissionKeysetPage } from './registry-rows.ts';

// Staff's view of contracts and the registry (/man/hms, /man/rental-contracts…, and
// /api/man/…): lists without personal data (references, addresses, statuses), the submission
// queue, and the retry, audited. docs/rules/registry.md.

export async function staffRegistryOverview(ctx: ServiceContext): Promise<RegistryOverviewDto> {
  await authorize(ctx, 'staff.contracts.read');
  return registryOverview(ctx.db, dayOf(ctx.now()));
}

const rowColumns = {
  id: rentalContracts.id,
  number: rentalContracts.number,
  status: rentalContracts.status,
  address: rentalContracts.address,
  startDate: rentalContracts.startDate,
  endDate: rentalContracts.endDate,
  registryStatus: rentalContracts.registryStatus,
  registryNumber: rentalContracts.registryNumber,
  registeredAt: rentalContracts.registeredAt,
  registrationDue: rentalContracts.registrationDue,
  teamName: teams.name,
};

type Row = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null };

function rowDto(r: Row, today: string): StaffContractRowDto {
  return {
    id: r.id as string,
    reference: contractReference(r.number as number),
    status: r.status as ContractStatus,
    address: r.address,
    start_date: r.startDate,
    end_date: r.endDate,
    registry_status: r.registryStatus as RegistryStatus,
    registry_number: r.registryNumber,
    registered_at: r.registeredAt?.toISOString() ?? null,
    registration_due: r.registrationDue,
    registration_late: r.registryStatus !== 'registered' && r.registrationDue !== null && r.registrationDue < today,
    team_name: r.teamName,
  };
}

/** The contract list's order: newest first (keyset pages, docs/rules/lists.md). */
const NEWEST_CONTRACTS = keysetOrder<{ id: string | null; createdAt: Date | null }>('contracts.newest', [
  key({ sql: rentalContracts.createdAt, type: 'date', desc: true, of: (r: { createdAt: Date | null }) => r.createdAt as Date }),
  key({ sql: rentalContracts.id, type: 'uuid', desc: true, of: (r: { id: string | null }) => r.id as string }),
]);

/** Every contract: by status and registry status, searched by reference (HL-00042, 42) or address; newest first. */
export async function searchStaffContracts(
  ctx: ServiceContext,
  query: StaffContractQuery,
): Promise<KeysetPageDto<StaffContractRowDto>> {
  await authorize(ctx, 'staff.contracts.read');
  const where: SQL[] = [];
  if (query.q) {
    const digits = query.q.replace(/^\s*HL-?/i, '').replace(/\D/g, '');
    const any: SQL[] = [ilike(rentalContracts.address, like(query.q))];
    if (digits.length > 0 && digits.length <= 9) any.push(eq(rentalContracts.number, Number(digits)));
    any.push(eq(rentalContracts.registryNumber, query.q.trim()));
    where.push(or(...any) as SQL);
  }
  if (query.status) where.push(eq(rentalContracts.status, query.status));
  if (query.registry) where.push(eq(rentalContracts.registryStatus, query.registry));
  if (query.late)
    where.push(
      and(ne(rentalContracts.registryStatus, 'registered'), lt(rentalContracts.registrationDue, dayOf(ctx.now()))) as SQL,
    );
  const page = await keysetPage(
    NEWEST_CONTRACTS,
    query,
    LIST_PAGE_SIZE,
    (window) =>
      ctx.db
        .select({ ...rowColumns, createdAt: rentalContracts.createdAt })
        .from(rentalContracts)
        .leftJoin(teams, eq(teams.id, rentalContracts.ownerTeamId))
        .where(and(...where, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const [total] = await ctx.db
        .select({ n: count() })
        .from(rentalContracts)
        .where(and(...where));
      return total.n;
    },
  );
  const today = dayOf(ctx.now());
  return { ...page, items: page.items.map((r) => rowDto(r, today)) };
}

/**
 * The registered contracts' order: latest registered first (a registered contract without its
 * date, from before the date was kept, last), ties broken by id; keyset pages (docs/rules/lists.md).
 */
const LATEST_REGISTERED = keysetOrder<{ id: string | null; registeredAt: Date | null }>('contracts.registered', [
  key({
    sql: sql`coalesce(${rentalContracts.registeredAt}, 'epoch'::timestamptz)`,
    type: 'date',
    desc: true,
    of: (r: { registeredAt: Date | null }) => r.registeredAt ?? new Date(0),
  }),
  key({ sql: rentalContracts.id, type: 'uuid', desc: true, of: (r: { id: string | null }) => r.id as string }),
]);

/** Registered contracts with their registry numbers, latest registered first. */
export async function searchRegisteredContracts(
  ctx: ServiceContext,
  query: RegisteredContractQuery,
): Promise<KeysetPageDto<StaffContractRowDto>> {
  await authorize(ctx, 'staff.contracts.read');
  const where = isNotNull(rentalContracts.registryNumber);
  const page = await keysetPage(
    LATEST_REGISTERED,
    query,
    LIST_PAGE_SIZE,
    (window) =>
      ctx.db
        .select(rowColumns)
        .from(rentalContracts)
        .leftJoin(teams, eq(teams.id, rentalContracts.ownerTeamId))
        .where(and(where, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
    async () => (await ctx.db.select({ n: count() }).from(rentalContracts).where(where))[0].n,
  );
  const today = dayOf(ctx.now());
  return { ...page, items: page.items.map((r) => rowDto(r, today)) };
}

/** The submission queue: open ones (queued, failed, refused), only problems, or all; newest first. */
export async function searchStaffSubmissions(
  ctx: ServiceContext,
  query: StaffSubmissionQuery,
): Promise<KeysetPageDto<SubmissionRowDto>> {
  await authorize(ctx, 'staff.contracts.read');
  return submissionKeysetPage(ctx.db, query);
}

/**
 * Staff send a submission again now (after the registry was down, or after the contract's data
 * was put right): back to queued, its job queued, audited. An accepted one can't be: 409
 * registry_submission_not_retryable. Under the submission's lock, like the worker.
 */
export async function retrySubmission(ctx: ServiceContext, submissionId: string): Promise<void> {
  const actor = await authorize(ctx, 'staff.contracts.manage');
  requireId(submissionId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(registrySubmissions).where(eq(registrySubmissions.id, submissionId)).for('update');
    if (!sub) throw new AppError('not_found');
    if (sub.status === 'accepted') throw new AppError('registry_submission_not_retryable');
    await tx
      .update(registrySubmissions)
      .set({ status: 'queued', nextAttemptAt: now, updatedAt: now })
      .where(eq(registrySubmissions.id, sub.id));
    if (sub.kind === 'register') {
      await tx
        .update(rentalContracts)
        .set({ registryStatus: 'pending', updatedAt: now })
        .where(and(eq(rentalContracts.id, sub.contractId), sql`${rentalContracts.registryStatus} <> 'registered'`));
    }
    await ctx.jobs.enqueue(tx, registrySubmissionQueue, { submissionId: sub.id });
    await recordContractEvent(tx, {
      contractId: sub.contractId,
      actorId: actor.userId,
      kind: 'registry_submitted',
      data: { kind: sub.kind, retry: 1 },
      at: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'registry.retry',
      targetType: 'registry_submission',
      targetId: sub.id,
      details: { contract_id: sub.contractId, kind: sub.kind, status: sub.status, attempts: sub.attempts },
      ip: ctx.meta.ip,
    });
  });
}
