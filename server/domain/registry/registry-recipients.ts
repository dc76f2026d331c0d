import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';

// Who hears about a contract's registry: its parties with an account (and the person whose
// contract it is), and staff.

/** The contract's people with an account: parties and its owner. */
export async function contractPeople(db: Db, contractId: string): Promise<string[]> {
  const [parties, [contract]] = await Promise.all([
    db
      .select({ userId: rentalContractParties.userId })
      .from(rentalContractParties)
      .where(eq(rentalContractParties.contractId, contractId)),
    db.select({ ownerUserId: rentalContracts.ownerUserId }).from(rentalContracts).where(eq(rentalContracts.id, contractId)),
  ]);
  const ids = [...parties.map((p) => p.userId), contract?.ownerUserId ?? null];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/**
 * The contract's landlord side with an account: its landlord parties and their representatives
 * (a team's named signatory among them) and its owner. No tenant.
 */
export async function landlordSidePeople(db: Db, contractId: string): Promise<string[]> {
  const [parties, [contract]] = await Promise.all([
    db
      .select({ userId: rentalContractParties.userId })
      .from(rentalContractParties)
      .where(
        and(
          eq(rentalContractParties.contractId, contractId),
          inArray(rentalContractParties.role, ['landlord', 'landlord_representative']),
        ),
      ),
    db.select({ ownerUserId: rentalContracts.ownerUserId }).from(rentalContracts).where(eq(rentalContracts.id, contractId)),
  ]);
  const ids = [...parties.map((p) => p.userId), contract?.ownerUserId ?? null];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** Every staff person and administrator (not deleted). */
export async function staffPeople(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.scope} && ARRAY['staff', 'admin']::text[]`, isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
