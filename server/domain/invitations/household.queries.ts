import { and, asc, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { householdMembers } from '#server/db/schema/invitations.ts';
import { users } from '#server/db/schema/users.ts';

// Household look-ups shared by the household kind, the household service and the tenant profile.
// They take a db (or a transaction) and never decide who may ask: their callers do.

/** Whether one of the two joined the other's household. */
export async function inHouseholdTogether(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(
      or(
        and(eq(householdMembers.ownerId, a), eq(householdMembers.memberId, b)),
        and(eq(householdMembers.ownerId, b), eq(householdMembers.memberId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many people joined this person's household. */
export async function countHouseholdMembers(db: Db, ownerId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(householdMembers).where(eq(householdMembers.ownerId, ownerId));
  return n;
}

export interface HouseholdPerson {
  id: string;
  name: string;
  emailConfirmed: boolean;
}

/**
 * Everyone who shares a household with the person: who joined theirs, whose they joined, and the
 * other members of those. Deleted accounts are left out. Sorted by name.
 */
export async function householdPeople(db: Db, userId: string): Promise<HouseholdPerson[]> {
  const ownersJoined = db
    .select({ id: householdMembers.ownerId })
    .from(householdMembers)
    .where(eq(householdMembers.memberId, userId));
  const membersOfThose = db
    .select({ id: householdMembers.memberId })
    .from(householdMembers)
    .where(or(eq(householdMembers.ownerId, userId), inArray(householdMembers.ownerId, ownersJoined)));
  const rows = await db
    .select({ id: users.id, name: users.name, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(
      and(isNull(users.deletedAt), ne(users.id, userId), or(inArray(users.id, ownersJoined), inArray(users.id, membersOfThose))),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name, emailConfirmed: r.confirmedAt !== null }));
}
