import { eq } from 'drizzle-orm';
import { MAX_HOUSEHOLD_MEMBERS } from '#common/invitations.ts';
import { householdMembers } from '#server/db/schema/invitations.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { countHouseholdMembers, inHouseholdTogether } from '../household.queries.ts';
import type { InvitationKindModule } from './registry.ts';

/** A tenant invites a co-tenant (partner, flatmate); accepting makes them a member of the inviter's household. */
export const householdKind: InvitationKindModule = {
  async beforeCreate({ db }, { inviterId, inviteeUserId }) {
    if (inviteeUserId && (await inHouseholdTogether(db, inviterId, inviteeUserId))) {
      throw new AppError('household_already_member', undefined, { fields: { email: ['already_in_household'] } });
    }
    if ((await countHouseholdMembers(db, inviterId)) >= MAX_HOUSEHOLD_MEMBERS) {
      throw new AppError('household_full');
    }
  },

  async accept({ db, now }, { inviterId, inviteeId }) {
    // One accept at a time per household, so two answers can't both take the last place.
    await db.select({ id: users.id }).from(users).where(eq(users.id, inviterId)).for('update');
    if (await inHouseholdTogether(db, inviterId, inviteeId)) return;
    if ((await countHouseholdMembers(db, inviterId)) >= MAX_HOUSEHOLD_MEMBERS) {
      throw new AppError('household_full');
    }
    await db
      .insert(householdMembers)
      .values({ ownerId: inviterId, memberId: inviteeId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  },

  inviteePath: (id) => `/invitations/${id}`,
};
