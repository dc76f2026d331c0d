import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PartyRole } from '#common/contract-model.ts';
import type { ContractDraftDto, OfferDto } from '#common/offer-dtos.ts';
import { effectiveOfferStatus, leaseEndDate, type OfferSecurityType, type OfferStatus } from '#common/offer-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import { properties } from '#server/db/schema/properties.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import type { OfferResource } from '../access/resources.ts';

export type { ContractDraftDto, OfferDto } from '#common/offer-dtos.ts';

// Reading offers: one query shape for every list and page, and the DTO the API and pages share.

const tenants = alias(users, 'offer_tenant');
const owners = alias(users, 'offer_owner');
const senders = alias(users, 'offer_sender');

export const offerColumns = {
  id: offers.id,
  applicationId: offers.applicationId,
  listingId: offers.listingId,
  tenantUserId: offers.tenantUserId,
  senderUserId: offers.senderUserId,
  status: offers.status,
  rentIsk: offers.rentIsk,
  startDate: offers.startDate,
  termMonths: offers.termMonths,
  securityType: offers.securityType,
  securityAmountIsk: offers.securityAmountIsk,
  message: offers.message,
  responseMessage: offers.responseMessage,
  expiresAt: offers.expiresAt,
  respondedAt: offers.respondedAt,
  createdAt: offers.createdAt,
  listingStatus: listings.status,
  listingOwnerUserId: listings.ownerUserId,
  listingOwnerTeamId: listings.ownerTeamId,
  listingCreatedBy: listings.createdBy,
  titleIs: listings.titleIs,
  titleEn: listings.titleEn,
  town: listings.town,
  street: properties.street,
  houseNumber: properties.houseNumber,
  unit: properties.unit,
  tenantName: tenants.name,
  ownerName: owners.name,
  senderName: senders.name,
  /** created_at to the microsecond, for the keyset cursor (a JS Date would drop them). */
  exactCreatedAt: sql<string>`to_char(${offers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Offers with their listing, property and people, filtered by `where`, newest first. */
export function selectOffers(db: Db, where: SQL | undefined, limit = 200) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .innerJoin(tenants, eq(tenants.id, offers.tenantUserId))
    .leftJoin(owners, eq(owners.id, listings.ownerUserId))
    .leftJoin(senders, eq(senders.id, offers.senderUserId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}

export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

export function offerResource(row: Pick<OfferRow, 'listingOwnerUserId' | 'listingOwnerTeamId' | 'tenantUserId'>): OfferResource {
  return {
    type: 'offer',
    tenantUserId: row.tenantUserId,
    listingOwnerUserId: row.listingOwnerUserId,
    listingOwnerTeamId: row.listingOwnerTeamId,
  };
}

export function addressOf(row: Pick<OfferRow, 'street' | 'houseNumber' | 'unit'>): string {
  if (!row.street) return '';
  return [row.street, row.houseNumber].filter(Boolean).join(' ') + (row.unit ? `, ${row.unit}` : '');
}

export function titleOf(row: Pick<OfferRow, 'titleIs' | 'street' | 'houseNumber' | 'unit'>): string {
  return row.titleIs ?? addressOf(row);
}

export function toOfferDto(row: OfferRow, now: Date, contract: ContractDraftDto | null): OfferDto {
  return {
    id: row.id,
    application_id: row.applicationId,
    listing: { id: row.listingId, title: titleOf(row), address: addressOf(row), town: row.town },
    tenant: { id: row.tenantUserId, name: row.tenantName },
    landlord_name: row.ownerName ?? row.senderName ?? '',
    status: effectiveOfferStatus(row.status as OfferStatus, row.expiresAt, now),
    rent_isk: row.rentIsk,
    start_date: row.startDate,
    term_months: row.termMonths,
    end_date: leaseEndDate(row.startDate, row.termMonths),
    security_type: row.securityType as OfferSecurityType,
    security_amount_isk: row.securityAmountIsk,
    message: row.message,
    response_message: row.responseMessage,
    expires_at: row.expiresAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    contract,
  };
}

/** The contract drafts stored for these offers (accepted ones), by offer id. */
export async function contractsFor(db: Db, offerIds: string[]): Promise<Map<string, ContractDraftDto>> {
  if (!offerIds.length) return new Map();
  const contracts = await db
    .select()
    .from(rentalContracts)
    .where(and(inArray(rentalContracts.offerId, offerIds)));
  if (!contracts.length) return new Map();
  const parties = await db
    .select({
      contractId: rentalContractParties.contractId,
      userId: rentalContractParties.userId,
      role: rentalContractParties.role,
      name: rentalContractParties.name,
      position: rentalContractParties.position,
    })
    .from(rentalContractParties)
    .where(
      inArray(
        rentalContractParties.contractId,
        contracts.map((c) => c.id),
      ),
    );
  const out = new Map<string, ContractDraftDto>();
  for (const c of contracts) {
    if (!c.offerId) continue;
    out.set(c.offerId, {
      id: c.id,
      status: c.status,
      rent_isk: c.rentIsk,
      start_date: c.startDate,
      end_date: c.endDate,
      term_months: c.termMonths,
      security_type: c.securityType,
      security_amount_isk: c.securityAmountIsk,
      parties: parties
        .filter((p) => p.contractId === c.id)
        .sort((a, b) => a.position - b.position)
        .map((p) => ({ user_id: p.userId, name: p.name, role: p.role as PartyRole })),
      created_at: c.createdAt.toISOString(),
    });
  }
  return out;
}
