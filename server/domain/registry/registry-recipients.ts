import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';

// Who hears about a contract's registry: its parties with an account (and the person whose
// contract it is), and staff.

// contractPeople: the contract's people with an account, parties and its owner; landlordSidePeople:
// its landlord side with an account (landlord parties and their representatives, a team's named
// signatory among them, and its owner), no tenant. Both are the agreement kernel's rule.
export { contractPeople, landlordPeople as landlordSidePeople } from '../tenancy/core/recipients.ts';

/** Every staff person and administrator (not deleted). */
export async function staffPeople(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.scope} && ARRAY['staff', 'admin']::text[]`, isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
