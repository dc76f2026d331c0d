import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { type ContractDto, type ContractSummaryDto, contractReference, type RegistryStatus } from '#common/contract-dtos.ts';
import type { ContractStatus, PartyRole } from '#common/contract-model.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { consumerPriceIndex, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize, deniedError, requireActor } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import { readableContracts } from '../access/scopes.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { loadManagedListing } from '../listings/listings.service.ts';
import { agreementFor, agreementResource } from '../tenancy/core/agreement.ts';
import { insertDraft, listingTerms, type PartySeed, personParty, teamDefaults, teamLandlordParty } from './contract-draft.ts';
import { recordContractEvent } from './contract-events.ts';
import { contractIssuesOf } from './contract-issues.ts';
import { contractTerms, type LoadedContract, partiesOf, partyFromRow } from './contract-rows.ts';

// Rental contracts (docs/rules/contracts.md): starting a draft, reading one, listing one's own,
// cancelling a draft. Editing is contract-edit.service.ts; signing and the registry come after.

export const EDITABLE_STATUSES: readonly ContractStatus[] = ['draft', 'awaiting_signatures'];

/** The indexed months whose CPI value is known, oldest first (the base months one may choose). */
export async function indexMonths(ctx: ServiceContext, db: ServiceContext['db'] = ctx.db): Promise<string[]> {
  const rows = await db.select({ month: consumerPriceIndex.month }).from(consumerPriceIndex).orderBy(consumerPriceIndex.month);
  return rows.map((r) => r.month);
}

export async function toContractDto(ctx: ServiceContext, actor: Actor, loaded: LoadedContract): Promise<ContractDto> {
  const { row } = loaded;
  const terms = contractTerms(loaded);
  const parties = loaded.parties.map((p) => ({ ...partyFromRow(p), signedAt: loaded.signedAt.get(p.id)?.toISOString() ?? null }));
  const resource = agreementResource(loaded);
  const editable = EDITABLE_STATUSES.includes(row.status as ContractStatus);
  const mayEdit = can(actor, 'contract.update', resource);
  // Which of the landlord's payout methods the rent goes to is for those who manage the contract
  // or its money (the landlord side), not for the tenant or anyone else who reads it.
  const seesPayout = mayEdit || can(actor, 'contract.payments.manage', resource);
  const unsignedMine = parties.some((p) => p.userId === actor.userId && p.signs && p.signedAt === null);
  return {
    id: row.id,
    reference: loaded.reference,
    status: row.status as ContractStatus,
    documentVersion: row.documentVersion,
    ownerUserId: row.ownerUserId,
    team: loaded.team,
    listing: loaded.listing,
    offerId: row.offerId,
    terms: seesPayout ? terms : { ...terms, payoutMethodId: null },
    parties,
    issues: editable ? contractIssuesOf(terms, parties, ctx.now(), await indexMonths(ctx)) : [],
    registry: {
      status: row.registryStatus as RegistryStatus,
      number: row.registryNumber,
      registeredAt: row.registeredAt?.toISOString() ?? null,
      due: row.registrationDue,
    },
    sentForSigningAt: row.sentForSigningAt?.toISOString() ?? null,
    signaturesVoidedAt: row.signaturesVoidedAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: {
      edit: editable && mayEdit,
      sign: row.status === 'awaiting_signatures' && unsignedMine && can(actor, 'contract.sign', resource),
      cancel: editable && mayEdit,
      manage: mayEdit,
    },
  };
}

export async function getContract(ctx: ServiceContext, id: string): Promise<ContractDto> {
  const { actor, contract } = await agreementFor(ctx, id, 'contract.read');
  return toContractDto(ctx, actor, contract);
}

export type ContractStart = { from: 'listing'; listingId: string } | { from: 'blank'; side: 'landlord' | 'tenant' };

/**
 * A new draft. From a listing: the listing's landlord side owns it (a team when the listing is
 * the team's, with the starter as its signatory), prefilled from the listing and the team's
 * default terms. Blank (a tenancy found elsewhere): the starter's own, or their acting team's
 * when they start it as landlord in team mode; they are its first party.
 */
export async function createContract(ctx: ServiceContext, start: ContractStart): Promise<ContractDto> {
  const actor = await authorize(ctx, 'contract.create');
  const id = await ctx.db.transaction(async (tx) => {
    if (start.from === 'listing') {
      const listing = await loadManagedListing(ctx, start.listingId, { db: tx, permission: 'listing.lifecycle' });
      const teamId = listing.ownerTeamId;
      if (teamId && !can(actor, 'contract.update', { ...contractOwnedBy(listing.ownerUserId, teamId) }))
        throw deniedError('contract.update', listingResource(listing, ctx.now()));
      const prefill = await listingTerms(tx, listing.id);
      const landlord = teamId
        ? await teamLandlordParty(tx, teamId, actor.userId)
        : await personParty(tx, actor.userId, 'landlord');
      return insertDraft(tx, {
        ownerUserId: teamId ? null : listing.ownerUserId,
        ownerTeamId: teamId,
        createdById: actor.userId,
        listingId: listing.id,
        terms: { ...(await teamDefaults(tx, teamId)), ...prefill?.terms },
        units: prefill?.units ?? [],
        parties: landlord ? [landlord] : [],
        at: ctx.now(),
      });
    }
    const teamId = start.side === 'landlord' ? (actor.actingTeamId ?? null) : null;
    if (teamId && !can(actor, 'contract.update', contractOwnedBy(null, teamId))) throw new AppError('forbidden');
    const role: PartyRole = start.side;
    const first: PartySeed | null = teamId
      ? await teamLandlordParty(tx, teamId, actor.userId)
      : await personParty(tx, actor.userId, role);
    return insertDraft(tx, {
      ownerUserId: teamId ? null : actor.userId,
      ownerTeamId: teamId,
      createdById: actor.userId,
      terms: await teamDefaults(tx, teamId),
      parties: first ? [first] : [],
      at: ctx.now(),
    });
  });
  return getContract(ctx, id);
}

/** A contract not yet made, owned by this person or team: no parties yet. */
function contractOwnedBy(ownerUserId: string | null, ownerTeamId: string | null) {
  return agreementResource({ row: { ownerUserId, ownerTeamId }, parties: [] });
}

export interface ContractListQuery {
  status?: ContractStatus;
  /** Only this team's contracts (its members' view). */
  teamId?: string;
  /** Only contracts whose fixed term ends on or before this day (and has not ended). */
  endingBy?: string;
  page?: number;
}

/** The contracts the actor may read, newest change first, 20 a page. */
export async function listContracts(
  ctx: ServiceContext,
  query: ContractListQuery = {},
): Promise<{ items: ContractSummaryDto[]; total: number; page: number; pageSize: number }> {
  const actor = requireActor(ctx);
  const today = dayOf(ctx.now());
  const where = and(
    readableContracts(actor),
    query.status ? eq(rentalContracts.status, query.status) : undefined,
    query.teamId ? eq(rentalContracts.ownerTeamId, query.teamId) : undefined,
    query.endingBy
      ? (and(
          eq(rentalContracts.status, 'active'),
          eq(rentalContracts.termKind, 'fixed'),
          sql`${rentalContracts.endDate} >= ${today}`,
          sql`${rentalContracts.endDate} <= ${query.endingBy}`,
        ) as SQL)
      : undefined,
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [items, [{ total }]] = await Promise.all([
    summaries(ctx, actor, where, {
      limit: LIST_PAGE_SIZE,
      offset: (page - 1) * LIST_PAGE_SIZE,
      byEndDate: query.endingBy !== undefined,
    }),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(rentalContracts).where(where),
  ]);
  return { items, total, page, pageSize: LIST_PAGE_SIZE };
}

async function summaries(
  ctx: ServiceContext,
  actor: Actor,
  where: SQL | undefined,
  options: { limit: number; offset: number; byEndDate?: boolean },
): Promise<ContractSummaryDto[]> {
  const rows = await ctx.db
    .select({
      id: rentalContracts.id,
      number: rentalContracts.number,
      status: rentalContracts.status,
      address: rentalContracts.address,
      startDate: rentalContracts.startDate,
      endDate: rentalContracts.endDate,
      termKind: rentalContracts.termKind,
      rentIsk: rentalContracts.rentIsk,
      registryStatus: rentalContracts.registryStatus,
      updatedAt: rentalContracts.updatedAt,
      teamId: teams.id,
      teamName: teams.name,
      teamSlug: teams.slug,
    })
    .from(rentalContracts)
    .leftJoin(teams, eq(teams.id, rentalContracts.ownerTeamId))
    .where(where)
    .orderBy(options.byEndDate ? rentalContracts.endDate : desc(rentalContracts.updatedAt), desc(rentalContracts.id))
    .limit(options.limit)
    .offset(options.offset);
  const parties = await partiesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r): ContractSummaryDto => {
    const own = parties.filter((p) => p.contractId === r.id);
    const mine = own.find((p) => p.userId === actor.userId);
    return {
      id: r.id,
      reference: contractReference(r.number),
      status: r.status as ContractStatus,
      address: r.address,
      startDate: r.startDate,
      endDate: r.endDate,
      termKind: r.termKind as ContractSummaryDto['termKind'],
      rentIsk: r.rentIsk,
      team: r.teamId && r.teamName && r.teamSlug ? { id: r.teamId, name: r.teamName, slug: r.teamSlug } : null,
      parties: own
        .filter((p) => p.userId !== actor.userId)
        .map((p) => ({ name: p.companyName ?? p.name, role: p.role as PartyRole })),
      myRole: (mine?.role as PartyRole | undefined) ?? null,
      registryStatus: r.registryStatus as RegistryStatus,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Cancels a draft (or one awaiting signatures): nobody can sign it any more. */
export async function cancelContract(ctx: ServiceContext, id: string): Promise<ContractDto> {
  await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await agreementFor(ctx, id, 'contract.update', { lock: true, db: tx });
    if (!EDITABLE_STATUSES.includes(contract.row.status as ContractStatus)) throw new AppError('contract_not_editable');
    const now = ctx.now();
    await tx
      .update(rentalContracts)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(rentalContracts.id, id));
    await recordContractEvent(tx, { contractId: id, actorId: actor.userId, kind: 'cancelled', at: now });
  });
  return getContract(ctx, id);
}

/** The contracts of one listing the actor may read (the my-listings rental-contracts tab). */
export async function contractsOfListing(ctx: ServiceContext, listingId: string): Promise<ContractSummaryDto[]> {
  const actor = requireActor(ctx);
  return summaries(ctx, actor, and(readableContracts(actor), eq(rentalContracts.listingId, listingId)), {
    limit: 100,
    offset: 0,
  });
}
