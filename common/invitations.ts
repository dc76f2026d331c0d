// Invitations: the rules and shapes shared by the server, the pages and the API client.
// The rules we chose are written down in docs/rules/invitations.md.

import { daysAfter } from './calendar-day.ts';
import type { TeamRole } from './team-rules.ts';

/** An invitation can be answered for 14 days after it is sent. */
export const INVITATION_TTL_DAYS = 14;

/** People who may join one person's household (the owner not counted). */
export const MAX_HOUSEHOLD_MEMBERS = 6;
/** Open (pending, unexpired) invitations one person may have out at once. */
export const MAX_PENDING_INVITATIONS = 10;
/** Invitations one person may send in 24 hours (each one mails someone). */
export const MAX_INVITATIONS_PER_DAY = 20;
/** The longest personal message on an invitation. */
export const MAX_INVITATION_MESSAGE = 500;

/** What an invitation is for. Teams and contracts add their kinds here and in the kind registry. */
export const INVITATION_KINDS = ['household', 'team', 'rental_contract'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
/** Kinds a person sends in their own name (/api/users/me/invitations/); a team's are sent from the team's pages. */
export const PERSONAL_INVITATION_KINDS = ['household'] as const;

/** What is stored. */
export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked';
/** What a person sees: a pending invitation past its expiry is expired. */
export type InvitationState = InvitationStatus | 'expired';

/** Why an answer could not be given (error codes): shown as a notice on the invitation's page. */
export const ANSWER_ERRORS = [
  'invitation_expired',
  'invitation_already_answered',
  'invitation_revoked',
  'household_full',
  'team_full',
] as const;

export function invitationExpiry(sentAt: Date): Date {
  return daysAfter(sentAt, INVITATION_TTL_DAYS);
}

/** The state at `now`: expiry is exclusive (at expires_at the invitation is already expired). */
export function invitationState(invitation: { status: string; expiresAt: Date }, now: Date): InvitationState {
  if (invitation.status === 'pending' && invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return invitation.status as InvitationStatus;
}

export function normaliseInviteeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Is the invitation addressed to this person? Either it names their account (set only when the
 * address was confirmed, or when they answered), or it was sent to their address and they have
 * confirmed that address. An unconfirmed address sees nothing, so nobody can claim someone
 * else's invitation by signing up with their address.
 */
export function isAddressedTo(
  invitation: { inviteeId: string | null; inviteeEmail: string },
  person: { id: string; email: string; emailConfirmed: boolean },
): boolean {
  if (invitation.inviteeId !== null) return invitation.inviteeId === person.id;
  return person.emailConfirmed && normaliseInviteeEmail(invitation.inviteeEmail) === normaliseInviteeEmail(person.email);
}

export interface InvitationPersonDto {
  id: string;
  name: string;
  email_confirmed: boolean;
}

/** One invitation as the inviter or the invitee sees it. */
export interface InvitationDto {
  id: string;
  kind: InvitationKind;
  state: InvitationState;
  /** Whether the person asking sent it or received it. */
  role: 'inviter' | 'invitee';
  inviter: InvitationPersonDto & { email: string };
  invitee_email: string;
  /** The person who answered; null until then (sending never reveals whether an account exists). */
  invitee: InvitationPersonDto | null;
  message: string | null;
  /** The team a team invitation is to, and the role offered; null for other kinds. */
  team: InvitationTeamDto | null;
  /** The contract a rental contract invitation is to; null for other kinds. */
  contract_id: string | null;
  expires_at: string;
  responded_at: string | null;
  created_at: string;
}

export interface InvitationTeamDto {
  id: string;
  slug: string;
  name: string;
  role: TeamRole;
}

export interface HouseholdPersonDto extends InvitationPersonDto {
  /** When they joined (or when the person asking joined theirs). */
  since: string;
}

/** The person's household: who joined theirs, and whose they joined. */
export interface HouseholdDto {
  members: HouseholdPersonDto[];
  joined: HouseholdPersonDto[];
}
