import { and, desc, eq, or } from 'drizzle-orm';
import { invitationState } from '#common/invitations.ts';
import type { Db } from '#server/db/client.ts';
import { householdMembers, invitations } from '#server/db/schema/invitations.ts';
import { type Addressee, addressedToSql, selectInvitations } from './invitations.queries.ts';

// What invitations and households add to a person's data export and to deleting their account.

/** Every invitation the person sent or that is addressed to them, and their household links. */
export async function exportInvitationData(db: Db, person: Addressee, now: Date) {
  const rows = await selectInvitations(db)
    .where(or(eq(invitations.inviterId, person.id), addressedToSql(person)))
    .orderBy(desc(invitations.createdAt));
  const links = await db
    .select({ ownerId: householdMembers.ownerId, memberId: householdMembers.memberId, since: householdMembers.createdAt })
    .from(householdMembers)
    .where(or(eq(householdMembers.ownerId, person.id), eq(householdMembers.memberId, person.id)));
  const common = (row: (typeof rows)[number]) => ({
    id: row.id,
    kind: row.kind,
    state: invitationState(row, now),
    message: row.message,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
  });
  return {
    invitations_sent: rows
      .filter((row) => row.inviterId === person.id)
      .map((row) => ({ ...common(row), invitee_email: row.inviteeEmail })),
    invitations_received: rows
      .filter((row) => row.inviterId !== person.id)
      .map((row) => ({ ...common(row), inviter_name: row.inviterName, invitee_email: row.inviteeEmail })),
    household: {
      members: links.filter((l) => l.ownerId === person.id).map((l) => ({ user_id: l.memberId, since: l.since.toISOString() })),
      joined: links.filter((l) => l.memberId === person.id).map((l) => ({ owner_id: l.ownerId, since: l.since.toISOString() })),
    },
  };
}

/**
 * Deleting an account keeps the user row, so nothing cascades: this withdraws the person's open
 * invitations, unlinks the account from invitations waiting for its answer (they stay addressed to
 * the email address), and ends every household link. Run it inside the deletion's transaction.
 */
export async function forgetInvitationData(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ status: 'revoked', respondedAt: now })
    .where(and(eq(invitations.inviterId, userId), eq(invitations.status, 'pending')));
  await db
    .update(invitations)
    .set({ inviteeId: null })
    .where(and(eq(invitations.inviteeId, userId), eq(invitations.status, 'pending')));
  await db.delete(householdMembers).where(or(eq(householdMembers.ownerId, userId), eq(householdMembers.memberId, userId)));
}
