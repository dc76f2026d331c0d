import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { AgreementSide } from '../../access/resources.ts';
import type { PartyRow } from './rows.ts';
import { everyoneOf, sidesOf } from './sides.ts';

// Who is told, by an agreement's id, for those that hold only the id (workers, notices): the
// same rule as sidesOf (sides.ts), read from the database.

async function factsOf(db: Db, contractId: string) {
  const [parties, [row]] = await Promise.all([
    db.select().from(rentalContractParties).where(eq(rentalContractParties.contractId, contractId)),
    db
      .select({ ownerUserId: rentalContracts.ownerUserId, ownerTeamId: rentalContracts.ownerTeamId })
      .from(rentalContracts)
      .where(eq(rentalContracts.id, contractId)),
  ]);
  return { row: row ?? { ownerUserId: null, ownerTeamId: null }, parties: parties as PartyRow[] };
}

/** The people of one side with an account, who are told what the other side did. */
export async function sideRecipients(db: Db, contractId: string, side: AgreementSide): Promise<string[]> {
  return sidesOf(await factsOf(db, contractId)).recipients[side];
}

/** The landlord side's people: its parties with an account and the person who owns the agreement. */
export async function landlordPeople(db: Db, contractId: string): Promise<string[]> {
  return sideRecipients(db, contractId, 'landlord');
}

/** The tenants with an account. */
export async function tenantPeople(db: Db, contractId: string): Promise<string[]> {
  return sideRecipients(db, contractId, 'tenant');
}

/** Everyone on the agreement with an account: its parties and its owner. */
export async function contractPeople(db: Db, contractId: string): Promise<string[]> {
  return everyoneOf(await factsOf(db, contractId));
}
