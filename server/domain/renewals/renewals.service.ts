import { and, eq, inArray } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { earliestEndDate } from '#common/contract-rules.ts';
import {
  answerDeadline,
  hasLapsed,
  isNoticeLate,
  mayGiveNotice,
  noticeDeadline,
  RENEWAL_ARTICLES,
  renewalStartDate,
} from '#common/renewal-rules.ts';
import type { Db } from '#server/db/client.ts';
import { contractRenewals } from '#server/db/schema/contract-renewals.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { can } from '../access/can.ts';
import type { Permission } from '../access/permissions.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { agreementFor, agreementResource, type LoadedContract } from '../tenancy/core/agreement.ts';
import { storeRenewalDraft } from './renewal-draft.ts';
import { notifySide, requestPath } from './renewal-notify.ts';
import {
  noticeDay,
  phaseOf,
  type RenewalOverviewDto,
  type RenewalRequestDto,
  type RenewalRow,
  requestsOf,
  toRequestDto,
} from './renewal-rows.ts';
import type { NotRenewInput, RenewalAnswerInput, RenewalOfferInput } from './renewals.schemas.ts';

// Renewal and the priority right (51. gr., docs/rules/renewals.md): the landlord side offers to
// renew or gives notice that the contract ends on its end date; the tenants accept or decline an
// offer within 30 days; an accepted offer becomes a new contract draft. Every move runs in a
// transaction with the contract row locked, so two moves at once take turns, and tells the other
// side in that transaction.

type RenewalPermission = Extract<Permission, 'contract.read' | 'contract.renewal.manage' | 'contract.renewal.respond'>;

/** The contract if the actor may do this with its renewal; 403 to one who may only read it, 404 to anyone else. */
async function renewalContract(
  ctx: ServiceContext,
  contractId: string,
  permission: RenewalPermission,
  options: { lock?: boolean; db?: Db } = {},
): Promise<{ actor: Actor; contract: LoadedContract }> {
  const { actor, contract } = await agreementFor(ctx, contractId, permission, options);
  return { actor, contract };
}

/**
 * Refuses, as the actions would, someone who may not offer or give notice on this contract: the
 * API asks before it reads the body, so a stranger gets 404 rather than field errors.
 */
export async function assertRenewalManager(ctx: ServiceContext, contractId: string): Promise<void> {
  await renewalContract(ctx, contractId, 'contract.renewal.manage');
}

function overviewOf(ctx: ServiceContext, actor: Actor, contract: LoadedContract, rows: RenewalRow[]): RenewalOverviewDto {
  const today = dayOf(ctx.now());
  const facts = phaseOf(contract.row, today);
  const resource = agreementResource(contract);
  const open = rows.find((r) => r.status === 'sent') ?? null;
  const accepted = rows.find((r) => r.status === 'accepted') ?? null;
  const manage = can(actor, 'contract.renewal.manage', resource);
  const notice = manage && mayGiveNotice(facts.phase) && !open && !accepted;
  return {
    contractId: contract.row.id,
    reference: contract.reference,
    address: contract.row.address,
    ...facts,
    article: RENEWAL_ARTICLES.notice,
    open: open && toRequestDto(open),
    accepted: accepted && toRequestDto(accepted),
    requests: rows.map(toRequestDto),
    rentIsk: contract.row.rentIsk,
    can: {
      offer: notice,
      notRenew: notice,
      respond:
        open !== null &&
        open.kind === 'offer' &&
        open.answerDue !== null &&
        !hasLapsed(open.answerDue, today) &&
        can(actor, 'contract.renewal.respond', resource),
      withdraw: manage && open !== null,
      manage,
    },
  };
}

/** Where the contract's renewal stands for this reader (its parties, its landlord side by team role). */
export async function renewalOverview(ctx: ServiceContext, contractId: string): Promise<RenewalOverviewDto> {
  const { actor, contract } = await renewalContract(ctx, contractId, 'contract.read');
  return overviewOf(ctx, actor, contract, await requestsOf(ctx.db, contractId));
}

/** One renewal request of a contract the actor may read; 404 for another contract's request. */
export async function getRenewalRequest(
  ctx: ServiceContext,
  contractId: string,
  requestId: string,
): Promise<{ request: RenewalRequestDto; overview: RenewalOverviewDto; createdByName: string | null }> {
  const { actor, contract } = await renewalContract(ctx, contractId, 'contract.read');
  const rows = await requestsOf(ctx.db, contractId);
  const row = rows.find((r) => r.id === requestId);
  if (!row) throw new AppError('not_found');
  const [creator] = row.createdById
    ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.createdById))
    : [];
  return { request: toRequestDto(row), overview: overviewOf(ctx, actor, contract, rows), createdByName: creator?.name ?? null };
}

/** The checks before a notice: the window of 51. gr., nothing open, no renewal agreed already. */
async function assertMayGiveNotice(tx: Db, contract: LoadedContract, today: string): Promise<string> {
  const { phase } = phaseOf(contract.row, today);
  if (!mayGiveNotice(phase) || !contract.row.endDate) throw new AppError('renewal_not_applicable');
  const live = await tx
    .select({ status: contractRenewals.status })
    .from(contractRenewals)
    .where(and(eq(contractRenewals.contractId, contract.row.id), inArray(contractRenewals.status, ['sent', 'accepted'])));
  if (live.some((r) => r.status === 'accepted')) throw new AppError('renewal_already_agreed');
  if (live.length) throw new AppError('renewal_already_open');
  return contract.row.endDate;
}

async function landlordName(tx: Db, contract: LoadedContract, actorId: string): Promise<string> {
  if (contract.team) return contract.team.name;
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actorId));
  return me?.name ?? '';
}

/**
 * The landlord side offers to renew: the new term (fixed with its end, or indefinite) and rent.
 * Delivered now; the tenant has 30 days to accept (51. gr.). A notice after the deadline (end
 * less 3 months) is still sent, marked late.
 */
export async function offerRenewal(
  ctx: ServiceContext,
  contractId: string,
  input: RenewalOfferInput,
): Promise<RenewalRequestDto> {
  const id = await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await renewalContract(ctx, contractId, 'contract.renewal.manage', { lock: true, db: tx });
    const now = ctx.now();
    const today = dayOf(now);
    const end = await assertMayGiveNotice(tx, contract, today);
    if (input.termKind === 'fixed') {
      const earliest = earliestEndDate(renewalStartDate(end));
      if (!input.endDate || input.endDate < earliest)
        throw new AppError('validation_failed', undefined, { fields: { endDate: ['contract_end_too_soon'] } });
    }
    const due = answerDeadline(today);
    const [row] = await tx
      .insert(contractRenewals)
      .values({
        contractId,
        kind: 'offer',
        status: 'sent',
        proposedTermKind: input.termKind,
        proposedEndDate: input.termKind === 'fixed' ? (input.endDate ?? null) : null,
        proposedRentIsk: input.rentIsk,
        message: input.message ?? null,
        sentAt: now,
        contractEndDate: end,
        noticeDeadline: noticeDeadline(end),
        late: isNoticeLate(today, end),
        answerDue: due,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contractRenewals.id });
    await notifySide(
      ctx,
      tx,
      contract,
      'tenants',
      'renewal_offered',
      { landlord: await landlordName(tx, contract, actor.userId), due: noticeDay(due) },
      requestPath(contractId, row.id),
      actor.userId,
    );
    return row.id;
  });
  return (await getRenewalRequest(ctx, contractId, id)).request;
}

/**
 * The landlord side records that the contract will not be renewed: it ends on its end date (58.
 * gr.), and the ground of 51. gr. is given. The tenants are told.
 */
export async function recordNotRenew(ctx: ServiceContext, contractId: string, input: NotRenewInput): Promise<RenewalRequestDto> {
  const id = await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await renewalContract(ctx, contractId, 'contract.renewal.manage', { lock: true, db: tx });
    const now = ctx.now();
    const today = dayOf(now);
    const end = await assertMayGiveNotice(tx, contract, today);
    const [row] = await tx
      .insert(contractRenewals)
      .values({
        contractId,
        kind: 'not_renew',
        status: 'sent',
        reasonCode: input.reasonCode,
        reasonText: input.reasonText ?? null,
        sentAt: now,
        contractEndDate: end,
        noticeDeadline: noticeDeadline(end),
        late: isNoticeLate(today, end),
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contractRenewals.id });
    await notifySide(
      ctx,
      tx,
      contract,
      'tenants',
      'renewal_not_renewed',
      { end: noticeDay(end) },
      requestPath(contractId, row.id),
      actor.userId,
    );
    return row.id;
  });
  return (await getRenewalRequest(ctx, contractId, id)).request;
}

async function lockedRequest(tx: Db, contractId: string, requestId: string): Promise<RenewalRow> {
  const [row] = await tx
    .select()
    .from(contractRenewals)
    .where(and(eq(contractRenewals.id, requestId), eq(contractRenewals.contractId, contractId)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * A tenant accepts or declines an open offer, by its answer day. Accepting makes the new contract
 * draft (renewal-draft.ts) in the same transaction and links it; the landlord side is told. The
 * same person accepting twice (two clicks at once) gets one draft and no error.
 */
export async function answerRenewal(
  ctx: ServiceContext,
  contractId: string,
  requestId: string,
  decision: 'accept' | 'decline',
  input: Partial<RenewalAnswerInput> = {},
): Promise<RenewalRequestDto> {
  await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await renewalContract(ctx, contractId, 'contract.renewal.respond', { lock: true, db: tx });
    const row = await lockedRequest(tx, contractId, requestId);
    const wanted = decision === 'accept' ? 'accepted' : 'declined';
    if (row.status === wanted && row.respondedById === actor.userId) return;
    if (row.kind !== 'offer' || row.status !== 'sent') throw new AppError('renewal_not_open');
    const now = ctx.now();
    if (row.answerDue && hasLapsed(row.answerDue, dayOf(now))) throw new AppError('renewal_answer_lapsed');
    const newContractId =
      decision === 'accept' ? await storeRenewalDraft(tx, contract, row, row.createdById ?? actor.userId, now) : null;
    await tx
      .update(contractRenewals)
      .set({
        status: wanted,
        respondedAt: now,
        respondedById: actor.userId,
        responseMessage: input.message ?? null,
        newContractId,
        updatedAt: now,
      })
      .where(eq(contractRenewals.id, requestId));
    if (newContractId)
      await notifySide(
        ctx,
        tx,
        contract,
        'landlords',
        'renewal_accepted',
        { start: noticeDay(renewalStartDate(row.contractEndDate)) },
        `/rental-contracts/${newContractId}`,
        actor.userId,
      );
    else
      await notifySide(
        ctx,
        tx,
        contract,
        'landlords',
        'renewal_declined',
        { end: noticeDay(row.contractEndDate) },
        requestPath(contractId, requestId),
        actor.userId,
      );
  });
  return (await getRenewalRequest(ctx, contractId, requestId)).request;
}

/** The landlord side withdraws its open offer or notice; the tenants are told. */
export async function withdrawRenewal(ctx: ServiceContext, contractId: string, requestId: string): Promise<RenewalRequestDto> {
  await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await renewalContract(ctx, contractId, 'contract.renewal.manage', { lock: true, db: tx });
    const row = await lockedRequest(tx, contractId, requestId);
    if (row.status === 'withdrawn') return;
    if (row.status !== 'sent') throw new AppError('renewal_not_open');
    const now = ctx.now();
    await tx
      .update(contractRenewals)
      .set({ status: 'withdrawn', respondedAt: now, respondedById: actor.userId, updatedAt: now })
      .where(eq(contractRenewals.id, requestId));
    await notifySide(ctx, tx, contract, 'tenants', 'renewal_withdrawn', {}, `/rental-contracts/${contractId}`, actor.userId);
  });
  return (await getRenewalRequest(ctx, contractId, requestId)).request;
}
