import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { HouseholdDto, HouseholdPersonDto } from '#common/invitations.ts';
import { householdMembers } from '#server/db/schema/invitations.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

function toPerson(row: { id: string; name: string; confirmedAt: Date | null; since: Date }): HouseholdPersonDto {
  return { id: row.id, name: row.name, email_confirmed: row.confirmedAt !== null, since: row.since.toISOString() };
}

/** The person's household: who joined theirs (members) and whose they joined (joined). */
export async function getHousehold(ctx: ServiceContext): Promise<HouseholdDto> {
  const userId = requireActor(ctx).userId;
  const person = { id: users.id, name: users.name, confirmedAt: users.emailConfirmedAt, since: householdMembers.createdAt };
  const [members, joined] = await Promise.all([
    ctx.db
      .select(person)
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.memberId))
      .where(and(eq(householdMembers.ownerId, userId), isNull(users.deletedAt)))
      .orderBy(asc(householdMembers.createdAt), asc(users.id)),
    ctx.db
      .select(person)
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.ownerId))
      .where(and(eq(householdMembers.memberId, userId), isNull(users.deletedAt)))
      .orderBy(asc(householdMembers.createdAt), asc(users.id)),
  ]);
  return { members: members.map(toPerson), joined: joined.map(toPerson) };
}

/**
 * Ends a household link with another person: removes a member from the person's own household,
 * or leaves the household that person owns. Anyone not linked: not found.
 */
export async function removeHouseholdMember(ctx: ServiceContext, otherId: string): Promise<void> {
  const userId = requireActor(ctx).userId;
  requireId(otherId);
  const removed = await ctx.db
    .delete(householdMembers)
    .where(
      or(
        and(eq(householdMembers.ownerId, userId), eq(householdMembers.memberId, otherId)),
        and(eq(householdMembers.ownerId, otherId), eq(householdMembers.memberId, userId)),
      ),
    )
    .returning({ id: householdMembers.id });
  if (removed.length === 0) throw new AppError('not_found');
}
