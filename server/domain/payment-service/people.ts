import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';

// Who hears about a contract's money: the landlord side (landlord parties and whoever started the
// contract) and the tenants (tenant parties with an account).

export const LANDLORD_ROLES = ['landlord', 'landlord_representative'];
export const TENANT_ROLES = ['tenant', 'tenant_representative'];

async function partyUsers(db: Db, contractId: string, roles: string[]): Promise<string[]> {
  const rows = await db
    .select({ userId: rentalContractParties.userId })
    .from(rentalContractParties)
    .where(and(eq(rentalContractParties.contractId, contractId), inArray(rentalContractParties.role, roles)));
  return rows.map((r) => r.userId).filter((id): id is string => id !== null);
}

export async function landlordPeople(db: Db, contractId: string): Promise<string[]> {
  const [contract] = await db
    .select({ ownerUserId: rentalContracts.ownerUserId })
    .from(rentalContracts)
    .where(eq(rentalContracts.id, contractId));
  const ids = [...(await partyUsers(db, contractId, LANDLORD_ROLES)), contract?.ownerUserId ?? null];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

export async function tenantPeople(db: Db, contractId: string): Promise<string[]> {
  return [...new Set(await partyUsers(db, contractId, TENANT_ROLES))];
}
