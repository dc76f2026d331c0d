import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import type { ContractParty, PartyRole } from '#common/contract-model.ts';
import { isId } from '#common/input.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import {
  rentalContractParties,
  rentalContractSignatures,
  rentalContracts,
  rentalContractUnits,
} from '#server/db/schema/rental-contracts.ts';
import { teams } from '#server/db/schema/teams.ts';
import type { ContractResource } from '../access/resources.ts';
import { termsFromRow } from './contract-terms.ts';

// Reading one contract with everything it holds; the access facts it carries.

export type ContractRow = typeof rentalContracts.$inferSelect;
export type PartyRow = typeof rentalContractParties.$inferSelect;

export interface LoadedContract {
  row: ContractRow;
  reference: string;
  units: (typeof rentalContractUnits.$inferSelect)[];
  parties: PartyRow[];
  /** Live signatures of the current version, by party id. */
  signedAt: Map<string, Date>;
  team: { id: string; name: string; slug: string } | null;
  listing: { id: string; title: string } | null;
}

/** One contract, or null (also for an id that is not a uuid). `lock` takes the row for update. */
export async function loadContract(db: Db, id: string, options: { lock?: boolean } = {}): Promise<LoadedContract | null> {
  if (!isId(id)) return null;
  const query = db.select().from(rentalContracts).where(eq(rentalContracts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const [units, parties, signatures, team, listing] = await Promise.all([
    db
      .select()
      .from(rentalContractUnits)
      .where(eq(rentalContractUnits.contractId, id))
      .orderBy(asc(rentalContractUnits.position)),
    db
      .select()
      .from(rentalContractParties)
      .where(eq(rentalContractParties.contractId, id))
      .orderBy(asc(rentalContractParties.position), asc(rentalContractParties.createdAt)),
    db
      .select({ partyId: rentalContractSignatures.partyId, signedAt: rentalContractSignatures.signedAt })
      .from(rentalContractSignatures)
      .where(
        and(
          eq(rentalContractSignatures.contractId, id),
          eq(rentalContractSignatures.documentVersion, row.documentVersion),
          isNull(rentalContractSignatures.voidedAt),
        ),
      ),
    row.ownerTeamId
      ? db.select({ id: teams.id, name: teams.name, slug: teams.slug }).from(teams).where(eq(teams.id, row.ownerTeamId))
      : Promise.resolve([]),
    row.listingId
      ? db.select({ id: listings.id, title: listings.titleIs }).from(listings).where(eq(listings.id, row.listingId))
      : Promise.resolve([]),
  ]);
  return {
    row,
    reference: contractReference(row.number),
    units,
    parties,
    signedAt: new Map(signatures.map((s) => [s.partyId, s.signedAt])),
    team: team[0] ?? null,
    listing: listing[0] ? { id: listing[0].id, title: listing[0].title ?? '' } : null,
  };
}

export function partyFromRow(row: PartyRow): ContractParty {
  return {
    id: row.id,
    role: row.role as PartyRole,
    userId: row.userId,
    teamId: row.teamId,
    companyName: row.companyName,
    companyKennitala: row.companyKennitala,
    name: row.name,
    kennitala: row.kennitala,
    email: row.email,
    phone: row.phone,
    address: row.address,
    signs: row.signs,
  };
}

export function contractTerms(loaded: LoadedContract) {
  return termsFromRow(loaded.row, loaded.units);
}

/** The facts the access module decides on. */
export function contractResource(loaded: Pick<LoadedContract, 'row' | 'parties'>): ContractResource {
  const withUser = loaded.parties.filter((p): p is PartyRow & { userId: string } => p.userId !== null);
  return {
    type: 'contract',
    ownerUserId: loaded.row.ownerUserId,
    ownerTeamId: loaded.row.ownerTeamId,
    partyUserIds: withUser.map((p) => p.userId),
    signers: withUser.filter((p) => p.signs).map((p) => ({ userId: p.userId, teamId: p.teamId })),
    landlordUserIds: withUser
      .filter((p) => (p.role === 'landlord' || p.role === 'landlord_representative') && p.teamId === null)
      .map((p) => p.userId),
  };
}

/** The parties of several contracts, for lists. */
export async function partiesOf(db: Db, contractIds: string[]): Promise<PartyRow[]> {
  if (!contractIds.length) return [];
  return db
    .select()
    .from(rentalContractParties)
    .where(inArray(rentalContractParties.contractId, contractIds))
    .orderBy(asc(rentalContractParties.position));
}
