import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rentalContractParties } from '#server/db/schema/rental-contracts.ts';
import { agreementTerms, type LoadedContract, type PartyRow } from '../tenancy/core/agreement.ts';

// Reading contracts. One contract, its parties, its sides and what the person may do with it are
// the agreement kernel's (server/domain/tenancy/core/agreement.ts); the names stay here for the
// contracts area's own files.

export {
  type ContractRow,
  type LoadedContract,
  loadContract,
  type PartyRow,
  partyFromRow,
} from '../tenancy/core/agreement.ts';

export function contractTerms(loaded: LoadedContract) {
  return agreementTerms(loaded);
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
