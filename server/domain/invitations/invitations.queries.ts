import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type InvitationDto,
  type InvitationKind,
  invitationState,
  isAddressedTo,
  normaliseInviteeEmail,
} from '#common/invitations.ts';
import { isTeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';

// How invitations are read: one select with the inviter and (once known) the invitee joined, the
// "addressed to me" rule in SQL, and the mapping to what a page or the API shows.

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee_user');

const columns = {
  id: invitations.id,
  kind: invitations.kind,
  inviterId: invitations.inviterId,
  inviteeEmail: invitations.inviteeEmail,
  inviteeId: invitations.inviteeId,
  message: invitations.message,
  subjectId: invitations.subjectId,
  offeredRole: invitations.role,
  teamSlug: teams.slug,
  teamName: teams.name,
  status: invitations.status,
  expiresAt: invitations.expiresAt,
  respondedAt: invitations.respondedAt,
  createdAt: invitations.createdAt,
  inviterName: inviter.name,
  inviterEmail: inviter.email,
  inviterConfirmedAt: inviter.emailConfirmedAt,
  inviteeName: invitee.name,
  inviteeConfirmedAt: invitee.emailConfirmedAt,
};

/** Invitations with their people; the caller adds the where, order and limit. */
export function selectInvitations(db: Db) {
  return db
    .select(columns)
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(invitee, eq(invitee.id, invitations.inviteeId))
    .leftJoin(teams, and(eq(invitations.kind, 'team'), eq(teams.id, invitations.subjectId)));
}

export type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

/** The person an invitation may be addressed to: their id, address and whether it is confirmed. */
export interface Addressee {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

/** `isAddressedTo` (common/invitations.ts) as a where clause. */
export function addressedToSql(person: Addressee): SQL {
  const byAccount = eq(invitations.inviteeId, person.id);
  if (!person.emailConfirmed) return byAccount;
  return or(
    byAccount,
    and(isNull(invitations.inviteeId), eq(sql`lower(${invitations.inviteeEmail})`, normaliseInviteeEmail(person.email))),
  ) as SQL;
}

export function roleOf(row: { inviterId: string; inviteeId: string | null; inviteeEmail: string }, person: Addressee) {
  if (row.inviterId === person.id) return 'inviter' as const;
  if (isAddressedTo(row, person)) return 'invitee' as const;
  return null;
}

export function toInvitationDto(row: InvitationRow, role: 'inviter' | 'invitee', now: Date): InvitationDto {
  const answered = row.status === 'accepted' || row.status === 'declined';
  return {
    id: row.id,
    kind: row.kind as InvitationKind,
    state: invitationState(row, now),
    role,
    inviter: {
      id: row.inviterId,
      name: row.inviterName,
      email: row.inviterEmail,
      email_confirmed: row.inviterConfirmedAt !== null,
    },
    invitee_email: row.inviteeEmail,
    // Only an answer names the account: sending never tells the inviter whether the address has one.
    invitee:
      answered && row.inviteeId && row.inviteeName !== null
        ? { id: row.inviteeId, name: row.inviteeName, email_confirmed: row.inviteeConfirmedAt !== null }
        : null,
    message: row.message,
    team:
      row.kind === 'team' && row.subjectId && row.teamSlug !== null && row.teamName !== null && isTeamRole(row.offeredRole)
        ? { id: row.subjectId, slug: row.teamSlug, name: row.teamName, role: row.offeredRole }
        : null,
    contract_id: row.kind === 'rental_contract' ? row.subjectId : null,
    expires_at: row.expiresAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
