import { eq } from 'drizzle-orm';
import type { ContractParty, ContractTerms, ContractUnit, PartyRole } from '#common/contract-model.ts';
import { normalizePhone } from '#common/contract-rules.ts';
import { findPostcode } from '#common/postcodes.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { rentalContractParties, rentalContracts, rentalContractUnits } from '#server/db/schema/rental-contracts.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { recordContractEvent } from './contract-events.ts';
import { termsToColumns } from './contract-terms.ts';

// Storing a new draft: from an accepted offer, from a listing, or blank. What is known is filled
// in (the listing's property, the people's details, the team's default terms); the rest the
// wizard asks for.

export type PartySeed = Omit<ContractParty, 'id'>;
export type UnitSeed = Omit<ContractUnit, 'id'>;

export interface DraftSeed {
  ownerUserId: string | null;
  ownerTeamId: string | null;
  createdById: string;
  listingId?: string | null;
  offerId?: string | null;
  terms?: Partial<Omit<ContractTerms, 'units'>>;
  units?: UnitSeed[];
  parties: PartySeed[];
  /** When it is made (the service's clock). */
  at: Date;
}

/** Inserts the draft with its units and parties, and its first history line. Returns its id. */
export async function insertDraft(tx: Db, seed: DraftSeed): Promise<string> {
  const [contract] = await tx
    .insert(rentalContracts)
    .values({
      ...termsToColumns(seed.terms ?? {}),
      ownerUserId: seed.ownerUserId,
      ownerTeamId: seed.ownerTeamId,
      createdById: seed.createdById,
      listingId: seed.listingId ?? null,
      offerId: seed.offerId ?? null,
      status: 'draft',
      createdAt: seed.at,
      updatedAt: seed.at,
    })
    .returning({ id: rentalContracts.id });
  await insertUnits(tx, contract.id, seed.units ?? []);
  await insertParties(tx, contract.id, seed.parties);
  await recordContractEvent(tx, { contractId: contract.id, actorId: seed.createdById, kind: 'created', at: seed.at });
  return contract.id;
}

export async function insertUnits(tx: Db, contractId: string, units: UnitSeed[]): Promise<void> {
  if (!units.length) return;
  await tx.insert(rentalContractUnits).values(
    units.map((unit, position) => ({
      contractId,
      position,
      fastanumer: unit.fastanumer,
      unitCode: unit.unitCode,
      sizeM2: unit.sizeM2,
      rooms: unit.rooms,
      usage: unit.usage,
    })),
  );
}

export async function insertParties(tx: Db, contractId: string, parties: PartySeed[]): Promise<void> {
  if (!parties.length) return;
  await tx.insert(rentalContractParties).values(parties.map((party, position) => ({ ...party, contractId, position })));
}

/** A person as a party, from their account (name, kennitala, email, phone). */
export async function personParty(tx: Db, userId: string, role: PartyRole): Promise<PartySeed | null> {
  const [user] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone, kennitala: users.kennitala })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return {
    role,
    userId,
    teamId: null,
    companyName: null,
    companyKennitala: null,
    name: user.name,
    kennitala: user.kennitala,
    email: user.email,
    phone: user.phone ? normalizePhone(user.phone) : null,
    address: null,
    signs: true,
  };
}

/** A team as the landlord, with this member as its named signatory. */
export async function teamLandlordParty(tx: Db, teamId: string, signatoryUserId: string): Promise<PartySeed | null> {
  const [team] = await tx.select({ name: teams.name, kennitala: teams.companyKennitala }).from(teams).where(eq(teams.id, teamId));
  const person = await personParty(tx, signatoryUserId, 'landlord');
  if (!team || !person) return null;
  return { ...person, teamId, companyName: team.name, companyKennitala: team.kennitala };
}

/** The team's default terms (settings/contracts), if it has any. */
export async function teamDefaults(tx: Db, teamId: string | null): Promise<Partial<ContractTerms>> {
  if (!teamId) return {};
  const [team] = await tx.select({ defaults: teams.contractDefaults }).from(teams).where(eq(teams.id, teamId));
  return team?.defaults ?? {};
}

/** What the listing and its property already say about the lease. */
export async function listingTerms(
  tx: Db,
  listingId: string,
): Promise<{ terms: Partial<Omit<ContractTerms, 'units'>>; units: UnitSeed[] } | null> {
  const [row] = await tx
    .select({
      rentIsk: listings.rentIsk,
      availableFrom: listings.availableFrom,
      petsAllowed: listings.petsAllowed,
      smokingAllowed: listings.smokingAllowed,
      sublettingAllowed: listings.sublettingAllowed,
      utilities: listings.utilitiesIncluded,
      listingSize: listings.sizeM2,
      listingRooms: listings.rooms,
      street: properties.street,
      houseNumber: properties.houseNumber,
      unit: properties.unit,
      postcode: properties.postcode,
      fastanumer: properties.fastanumer,
      sizeM2: properties.sizeM2,
      rooms: properties.rooms,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(eq(listings.id, listingId));
  if (!row) return null;
  const address = row.street ? [`${row.street} ${row.houseNumber ?? ''}`.trim(), row.unit].filter(Boolean).join(', ') : null;
  const size = row.sizeM2 ?? row.listingSize;
  const rooms = row.rooms ?? row.listingRooms;
  const utilities = new Set(row.utilities);
  return {
    terms: {
      address,
      postcode: row.postcode,
      municipality: row.postcode ? (findPostcode(row.postcode)?.town ?? null) : null,
      rentIsk: row.rentIsk,
      startDate: row.availableFrom,
      pets: row.petsAllowed ? 'allowed' : 'not_allowed',
      smokingAllowed: row.smokingAllowed ?? false,
      sublettingAllowed: row.sublettingAllowed ?? false,
      electricity: {
        payer: utilities.has('electricity') ? 'landlord' : 'tenant',
        meterNumber: null,
        meterReading: null,
        readingDate: null,
      },
      heating: {
        payer: utilities.has('heating') ? 'landlord' : 'tenant',
        meterNumber: null,
        meterReading: null,
        readingDate: null,
      },
      housingFund: { payer: utilities.has('common_fees') ? 'landlord' : 'tenant', amountIsk: null },
    },
    units:
      row.street !== null
        ? [
            {
              fastanumer: row.fastanumer?.replace(/^F/i, '') ?? '',
              unitCode: null,
              sizeM2: size ?? 0,
              rooms: rooms ?? 0,
              usage: null,
            },
          ]
        : [],
  };
}

/**
 * The draft an accepted offer stores (in the offer's transaction): the listing's property and
 * terms, the offer's rent, start, term and security, the landlord (or the team, with the offer's
 * sender as signatory) and the tenant.
 */
export async function storeDraftFromOffer(
  tx: Db,
  offer: {
    offerId: string;
    listingId: string;
    ownerUserId: string | null;
    ownerTeamId: string | null;
    landlordUserId: string | null;
    tenantUserId: string;
    createdById: string;
    terms: Partial<Omit<ContractTerms, 'units'>>;
    termMonths: number | null;
    at: Date;
  },
): Promise<string> {
  const prefill = await listingTerms(tx, offer.listingId);
  const landlord =
    offer.landlordUserId === null || offer.landlordUserId === offer.tenantUserId
      ? null
      : offer.ownerTeamId
        ? await teamLandlordParty(tx, offer.ownerTeamId, offer.landlordUserId)
        : await personParty(tx, offer.landlordUserId, 'landlord');
  const tenant = await personParty(tx, offer.tenantUserId, 'tenant');
  const id = await insertDraft(tx, {
    ownerUserId: offer.ownerUserId,
    ownerTeamId: offer.ownerTeamId,
    createdById: offer.createdById,
    listingId: offer.listingId,
    offerId: offer.offerId,
    terms: { ...(await teamDefaults(tx, offer.ownerTeamId)), ...prefill?.terms, ...offer.terms },
    units: prefill?.units ?? [],
    parties: [landlord, tenant].filter((p): p is PartySeed => p !== null),
    at: offer.at,
  });
  await tx.update(rentalContracts).set({ termMonths: offer.termMonths }).where(eq(rentalContracts.id, id));
  return id;
}
