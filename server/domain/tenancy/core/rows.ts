import { and, asc, eq, isNull } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
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

// Reading one agreement (a rental contract) with everything it holds.

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
