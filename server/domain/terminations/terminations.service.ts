import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { contractReference } from '#common/contract-dtos.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import {
  type DemandFacts,
  isLandlordReason,
  type LandlordReason,
  negotiatedEndRefusal,
  noticeOn,
  otherSide,
  REASONS_NEEDING_TEXT,
  RESCISSION_CASES,
  RESCISSION_PRECONDITIONS,
  type RescissionCase,
  rescissionAllowed,
  rescissionEffectiveDate,
  type TerminationKind,
  type TerminationSide,
  type TerminationStatus,
} from '#common/termination-rules.ts';
import type {
  TerminationCreateInput,
  TerminationDto,
  TerminationOverview,
  TerminationRespondInput,
} from '#common/terminations.schemas.ts';
import type { Db } from '#server/db/client.ts';
import { contractTerminations } from '#server/db/schema/contract-terminations.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { enqueueTerminationReport } from '../registry/registry-enqueue.ts';
import { actsFor, agreementFor, type LoadedContract, sidesOf } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { demandDtoOf, demandFactsOf, loadDemands } from './demands.service.ts';
import { terminateContract } from './termination-end.ts';
import { dottedDay, landlordKindOf, noticePropertyOf } from './termination-facts.ts';

// Ending a contract (docs/rules/terminations.md): notice (56. gr.), a mutual end date, rescission
// (61. gr.). A request is made as a draft, reviewed and sent; notice and rescission are binding
// when sent, a proposal when the other side accepts it. Only the contract's two sides act (its
// parties, and the landlord team's members by role); team viewers read; anyone else gets 404.

type TerminationRow = typeof contractTerminations.$inferSelect;

const ACTIVE = 'active';

/** The notice the side would give today (its rule and legal end), or why it is refused. */
function noticeFor(loaded: LoadedContract, side: TerminationSide, today: string) {
  const { row } = loaded;
  return noticeOn(
    { termKind: row.termKind as 'fixed' | 'indefinite', endDate: row.endDate, fixedTermGrounds: row.fixedTermNoticeGrounds },
    {
      property: noticePropertyOf(row.category),
      side,
      landlordKind: landlordKindOf(loaded),
      leaseStart: row.startDate ?? dayOf(row.activatedAt ?? row.createdAt),
      noticeDate: today,
    },
  );
}

function toDto(row: TerminationRow, sides: TerminationSide[], counteredById: string | null): TerminationDto {
  const mine = sides.includes(row.fromSide as TerminationSide);
  const theirs = sides.includes(otherSide(row.fromSide as TerminationSide));
  const open = row.status === 'sent' && row.kind === 'negotiate';
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind as TerminationKind,
    case: (row.rescissionCase as RescissionCase | null) ?? null,
    fromSide: row.fromSide as TerminationSide,
    status: row.status as TerminationStatus,
    reasonCode: isLandlordReason(row.reasonCode) ? row.reasonCode : null,
    reasonText: row.reasonText,
    noticeDate: row.noticeDate,
    proposedEndDate: row.proposedEndDate,
    legalEndDate: row.legalEndDate,
    rule: row.rule ?? null,
    counterOfId: row.counterOfId,
    counteredById,
    binding: row.bindingAt !== null,
    sentAt: row.sentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    responseText: row.responseText,
    createdAt: row.createdAt.toISOString(),
    can: {
      send: row.status === 'draft' && mine,
      respond: open && theirs,
      withdraw: mine && (row.status === 'draft' || open),
    },
  };
}

async function rowsOf(db: Db, contractId: string): Promise<TerminationRow[]> {
  return db
    .select()
    .from(contractTerminations)
    .where(eq(contractTerminations.contractId, contractId))
    .orderBy(desc(contractTerminations.createdAt), desc(contractTerminations.id));
}

function dtosOf(rows: TerminationRow[], sides: TerminationSide[], viewerId: string): TerminationDto[] {
  const counteredBy = new Map(rows.filter((r) => r.counterOfId).map((r) => [r.counterOfId as string, r.id]));
  // A request never sent (a draft, or a draft discarded) is its own side's only.
  return rows
    .filter((r) => r.sentAt !== null || sides.includes(r.fromSide as TerminationSide) || r.createdById === viewerId)
    .map((r) => toDto(r, sides, counteredBy.get(r.id) ?? null));
}

/** Everything /rental-contracts/{id}/termination-requests shows: what one may do, and what was done. */
export async function terminationOverview(ctx: ServiceContext, contractId: string): Promise<TerminationOverview> {
  const { actor, contract } = await agreementFor(ctx, contractId, 'contract.read');
  const sides = actsFor(actor, contract);
  const today = dayOf(ctx.now());
  const rows = await rowsOf(ctx.db, contractId);
  const demands = await loadDemands(ctx.db, contractId);
  const facts = await demandFactsOf(ctx.db, contractId, demands);
  const requests = dtosOf(rows, sides, actor.userId);
  const side = sides[0] ?? null;
  const active = contract.row.status === ACTIVE;
  const notice = active && side ? noticeFor(contract, side, today) : null;
  return {
    contractId,
    reference: contract.reference,
    contractStatus: contract.row.status,
    termKind: contract.row.termKind as 'fixed' | 'indefinite',
    endDate: contract.row.endDate,
    sides,
    notice: notice
      ? notice.ok
        ? { ok: true, rule: notice.rule, endDate: notice.endDate, side: side as TerminationSide }
        : notice
      : null,
    cases: RESCISSION_CASES.map((kase) => ({
      case: kase,
      precondition: RESCISSION_PRECONDITIONS[kase],
      met: rescissionAllowed(kase, facts),
    })),
    binding: requests.find((r) => r.binding) ?? null,
    requests,
    demands: demands.map(demandDtoOf),
    canDemand: active && sides.includes('landlord'),
  };
}

/** One request, for those who may read the contract. */
export async function getTermination(ctx: ServiceContext, contractId: string, terminationId: string): Promise<TerminationDto> {
  const { actor, contract } = await agreementFor(ctx, contractId, 'contract.read');
  const dto = dtosOf(await rowsOf(ctx.db, contractId), actsFor(actor, contract), actor.userId).find(
    (d) => d.id === terminationId,
  );
  if (!dto) throw new AppError('not_found');
  return dto;
}

/**
 * The side the person acts for on this contract: 404 for someone who may not read it, 403 for
 * one who may read but not act (a team viewer), and the wanted side when given.
 */
async function actingSide(
  ctx: ServiceContext,
  contractId: string,
  db: Db,
  want?: TerminationSide,
): Promise<{ actor: Actor; contract: LoadedContract; side: TerminationSide; sides: TerminationSide[] }> {
  const { actor, contract } = await agreementFor(ctx, contractId, 'contract.read', { lock: true, db });
  const sides = actsFor(actor, contract);
  const side = want ? sides.find((s) => s === want) : sides[0];
  if (!side) throw new AppError(sides.length ? 'termination_not_counterparty' : 'forbidden');
  return { actor, contract, side, sides };
}

async function bindingOf(db: Db, contractId: string): Promise<TerminationRow | null> {
  const [row] = await db
    .select()
    .from(contractTerminations)
    .where(and(eq(contractTerminations.contractId, contractId), isNotNull(contractTerminations.bindingAt)))
    .limit(1);
  return row ?? null;
}

function requireActive(contract: LoadedContract) {
  if (contract.row.status !== ACTIVE) throw new AppError('termination_not_active');
}

function fieldError(field: string, code: string): AppError {
  return new AppError('validation_failed', undefined, { fields: { [field]: [code] } });
}

/** What a new request of this kind would hold, checked against the law; refused with the rule's code. */
async function draftValues(
  db: Db,
  contract: LoadedContract,
  side: TerminationSide,
  input: TerminationCreateInput,
  today: string,
): Promise<Partial<typeof contractTerminations.$inferInsert>> {
  const lease = { termKind: contract.row.termKind as 'fixed' | 'indefinite', endDate: contract.row.endDate };
  if (input.kind === 'default') {
    const notice = noticeFor(contract, side, today);
    if (!notice.ok) throw new AppError(notice.code, undefined, { details: { article: notice.article } });
    let reasonCode: LandlordReason | null = null;
    if (side === 'landlord') {
      if (!input.reasonCode) throw fieldError('reasonCode', 'termination_reason_required');
      reasonCode = input.reasonCode;
      if (REASONS_NEEDING_TEXT.includes(reasonCode) && !input.reasonText) throw fieldError('reasonText', 'required');
    }
    return {
      reasonCode,
      reasonText: input.reasonText ?? null,
      legalEndDate: notice.endDate,
      rule: notice.rule,
    };
  }
  if (input.kind === 'negotiate') {
    const refusal = negotiatedEndRefusal(input.proposedEndDate, today, lease);
    if (refusal) throw fieldError('proposedEndDate', refusal);
    return { proposedEndDate: input.proposedEndDate, legalEndDate: input.proposedEndDate, reasonText: input.message ?? null };
  }
  if (side !== 'landlord') throw new AppError('termination_landlord_only');
  const facts: DemandFacts = await demandFactsOf(db, contract.row.id);
  if (!rescissionAllowed(input.case, facts)) throw new AppError('termination_precondition_unmet');
  const effective = rescissionEffectiveDate(today, input.effectiveDate ?? null);
  if (!effective) throw fieldError('effectiveDate', 'date_in_past');
  return {
    rescissionCase: input.case,
    reasonText: input.reasonText,
    proposedEndDate: input.effectiveDate ?? null,
    legalEndDate: effective,
  };
}

/** A new draft request of one kind, for the actor's side. Refusals carry the rule's code. */
export async function createTermination(
  ctx: ServiceContext,
  contractId: string,
  input: TerminationCreateInput,
): Promise<TerminationDto> {
  const today = dayOf(ctx.now());
  const id = await ctx.db.transaction(async (tx) => {
    const acting = await actingSide(ctx, contractId, tx);
    // Rescission is the landlord's: one who acts for both sides acts for the landlord here.
    const side = input.kind === 'violate' && acting.sides.includes('landlord') ? 'landlord' : acting.side;
    const { actor, contract } = acting;
    requireActive(contract);
    if (await bindingOf(tx, contractId)) throw new AppError('termination_already_binding');
    const values = await draftValues(tx, contract, side, input, today);
    const [row] = await tx
      .insert(contractTerminations)
      .values({
        contractId,
        kind: input.kind,
        fromSide: side,
        status: 'draft',
        noticeDate: today,
        createdById: actor.userId,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
        ...values,
      })
      .returning({ id: contractTerminations.id });
    return row.id;
  });
  return getTermination(ctx, contractId, id);
}

async function lockedRequest(tx: Db, contractId: string, terminationId: string): Promise<TerminationRow> {
  requireId(terminationId);
  const [row] = await tx
    .select()
    .from(contractTerminations)
    .where(and(eq(contractTerminations.id, terminationId), eq(contractTerminations.contractId, contractId)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function tell(
  ctx: ServiceContext,
  tx: Db,
  contract: LoadedContract,
  side: TerminationSide,
  event: string,
  terminationId: string,
  params: Record<string, string> = {},
) {
  for (const userId of sidesOf(contract).recipients[side])
    await publishNotification(
      ctx,
      {
        userId,
        kind: 'contracts',
        event,
        params: { reference: contract.reference, ...params },
        link: `/rental-contracts/${contract.row.id}/termination-requests/${terminationId}`,
      },
      tx,
    );
}

/**
 * Makes a request binding: the contract's last day is set; a rescission that takes effect today
 * ends the contract at once.
 */
async function makeBinding(ctx: ServiceContext, tx: Db, row: TerminationRow, endDate: string, actorId: string) {
  const now = ctx.now();
  if (await bindingOf(tx, row.contractId)) throw new AppError('termination_already_binding');
  await tx.update(contractTerminations).set({ bindingAt: now, updatedAt: now }).where(eq(contractTerminations.id, row.id));
  await tx.update(rentalContracts).set({ endDate, updatedAt: now }).where(eq(rentalContracts.id, row.contractId));
  if (row.kind === 'violate' && endDate <= dayOf(now)) await terminateContract(ctx, tx, row.contractId, endDate, actorId);
}

/**
 * Sends a draft: the other side is told (in-app and by mail); notice and rescission become
 * binding (a landlord's is reported to the registry); a proposal waits for the answer. The rules
 * are checked again with today as the notice day.
 */
export async function sendTermination(ctx: ServiceContext, contractId: string, terminationId: string): Promise<TerminationDto> {
  const now = ctx.now();
  const today = dayOf(now);
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRequest(tx, contractId, terminationId);
    const { actor, contract } = await actingSide(ctx, contractId, tx, row.fromSide as TerminationSide);
    if (row.status !== 'draft') throw new AppError('termination_not_open');
    requireActive(contract);
    if (await bindingOf(tx, contractId)) throw new AppError('termination_already_binding');
    const input: TerminationCreateInput =
      row.kind === 'default'
        ? {
            kind: 'default',
            reasonCode: (row.reasonCode as LandlordReason | null) ?? undefined,
            reasonText: row.reasonText ?? undefined,
          }
        : row.kind === 'negotiate'
          ? { kind: 'negotiate', proposedEndDate: row.proposedEndDate ?? today, message: row.reasonText ?? undefined }
          : {
              kind: 'violate',
              case: row.rescissionCase as RescissionCase,
              reasonText: row.reasonText ?? '',
              effectiveDate: row.proposedEndDate ?? undefined,
            };
    const values = await draftValues(tx, contract, row.fromSide as TerminationSide, input, today);
    const [sent] = await tx
      .update(contractTerminations)
      .set({ ...values, status: 'sent', noticeDate: today, sentAt: now, updatedAt: now })
      .where(eq(contractTerminations.id, row.id))
      .returning();
    await recordContractEvent(tx, {
      contractId,
      actorId: actor.userId,
      kind: 'termination_sent',
      data: { kind: row.kind, end: sent.legalEndDate },
      at: now,
    });
    await tell(ctx, tx, contract, otherSide(row.fromSide as TerminationSide), 'termination_received', row.id, {
      date: sent.legalEndDate ?? '',
    });
    if (row.kind !== 'negotiate' && sent.legalEndDate) {
      await makeBinding(ctx, tx, sent, sent.legalEndDate, actor.userId);
      if (row.fromSide === 'landlord') await enqueueTerminationReport(tx, contractId, now, ctx.jobs);
    }
  });
  return getTermination(ctx, contractId, terminationId);
}

/**
 * The other side answers a proposal: accept (the date becomes binding), reject, or counter with
 * another date (a new proposal linked to this one, sent at once).
 */
export async function respondTermination(
  ctx: ServiceContext,
  contractId: string,
  terminationId: string,
  input: TerminationRespondInput,
): Promise<TerminationDto> {
  const now = ctx.now();
  const today = dayOf(now);
  const resultId = await ctx.db.transaction(async (tx) => {
    const row = await lockedRequest(tx, contractId, terminationId);
    const from = row.fromSide as TerminationSide;
    const { actor, contract, side } = await actingSide(ctx, contractId, tx, otherSide(from));
    if (row.kind !== 'negotiate' || row.status !== 'sent') throw new AppError('termination_not_open');
    requireActive(contract);
    const answered = { respondedById: actor.userId, respondedAt: now, responseText: input.message ?? null, updatedAt: now };
    if (input.answer === 'accept') {
      if (!row.proposedEndDate || row.proposedEndDate < today) throw new AppError('termination_date_passed');
      const [accepted] = await tx
        .update(contractTerminations)
        .set({ ...answered, status: 'accepted' })
        .where(eq(contractTerminations.id, row.id))
        .returning();
      await makeBinding(ctx, tx, accepted, row.proposedEndDate, actor.userId);
      await recordContractEvent(tx, { contractId, actorId: actor.userId, kind: 'termination_accepted', at: now });
      await tell(ctx, tx, contract, from, 'termination_accepted', row.id, { date: dottedDay(row.proposedEndDate) });
      return row.id;
    }
    if (input.answer === 'reject') {
      await tx
        .update(contractTerminations)
        .set({ ...answered, status: 'rejected' })
        .where(eq(contractTerminations.id, row.id));
      await recordContractEvent(tx, { contractId, actorId: actor.userId, kind: 'termination_rejected', at: now });
      await tell(ctx, tx, contract, from, 'termination_rejected', row.id);
      return row.id;
    }
    if (!input.proposedEndDate) throw fieldError('proposedEndDate', 'required');
    const refusal = negotiatedEndRefusal(input.proposedEndDate, today, {
      termKind: contract.row.termKind as 'fixed' | 'indefinite',
      endDate: contract.row.endDate,
    });
    if (refusal) throw fieldError('proposedEndDate', refusal);
    await tx
      .update(contractTerminations)
      .set({ ...answered, status: 'countered' })
      .where(eq(contractTerminations.id, row.id));
    const [counter] = await tx
      .insert(contractTerminations)
      .values({
        contractId,
        kind: 'negotiate',
        fromSide: side,
        status: 'sent',
        noticeDate: today,
        proposedEndDate: input.proposedEndDate,
        legalEndDate: input.proposedEndDate,
        reasonText: input.message ?? null,
        counterOfId: row.id,
        sentAt: now,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contractTerminations.id });
    await recordContractEvent(tx, {
      contractId,
      actorId: actor.userId,
      kind: 'termination_countered',
      data: { end: input.proposedEndDate },
      at: now,
    });
    await tell(ctx, tx, contract, from, 'termination_countered', counter.id, { date: dottedDay(input.proposedEndDate) });
    return counter.id;
  });
  return getTermination(ctx, contractId, resultId);
}

/** Withdraws one's side's draft, or a proposal not yet answered. A binding request stays. */
export async function withdrawTermination(
  ctx: ServiceContext,
  contractId: string,
  terminationId: string,
): Promise<TerminationDto> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRequest(tx, contractId, terminationId);
    const { actor, contract } = await actingSide(ctx, contractId, tx, row.fromSide as TerminationSide);
    const open = row.status === 'draft' || (row.kind === 'negotiate' && row.status === 'sent');
    if (!open || row.bindingAt) throw new AppError('termination_not_open');
    await tx.update(contractTerminations).set({ status: 'withdrawn', updatedAt: now }).where(eq(contractTerminations.id, row.id));
    if (row.status === 'sent') {
      await recordContractEvent(tx, { contractId, actorId: actor.userId, kind: 'termination_withdrawn', at: now });
      await tell(ctx, tx, contract, otherSide(row.fromSide as TerminationSide), 'termination_withdrawn', row.id);
    }
  });
  return getTermination(ctx, contractId, terminationId);
}

/** Staff (/man/rental-contracts/contract-terminations): every sent request, by status and kind, 20 a page. */
export async function staffTerminations(
  ctx: ServiceContext,
  query: { status?: TerminationStatus; kind?: TerminationKind; page: number },
) {
  await authorize(ctx, 'staff.contracts.read');
  const where = and(
    query.status
      ? eq(contractTerminations.status, query.status)
      : inArray(contractTerminations.status, ['sent', 'accepted', 'rejected', 'countered', 'withdrawn']),
    query.kind ? eq(contractTerminations.kind, query.kind) : undefined,
    isNotNull(contractTerminations.sentAt),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ t: contractTerminations, number: rentalContracts.number, address: rentalContracts.address })
      .from(contractTerminations)
      .innerJoin(rentalContracts, eq(rentalContracts.id, contractTerminations.contractId))
      .where(where)
      .orderBy(desc(contractTerminations.createdAt), asc(contractTerminations.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    ctx.db.$count(contractTerminations, where).then((n) => [n]),
  ]);
  const items = rows.map(({ t, number, address }) => {
    const { can: _can, ...dto } = toDto(t, [], null);
    void _can;
    return { ...dto, reference: contractReference(number), address };
  });
  return { items, page: query.page, page_count: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)), total };
}
