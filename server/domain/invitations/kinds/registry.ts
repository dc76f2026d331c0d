import type { InvitationKind } from '#common/invitations.ts';
import type { Db } from '#server/db/client.ts';
import { householdKind } from './household.ts';
import { rentalContractKind } from './rental-contract.ts';
import { teamKind } from './team.ts';

/** What the kind needs to know; `db` is the caller's transaction. */
export interface KindContext {
  db: Db;
  now: Date;
}

/** What an invitation is to, beyond its kind: a team and the role offered (null for a household). */
export interface InvitationSubject {
  subjectId: string | null;
  role: string | null;
}

/**
 * One kind of invitation: its own checks before one is sent and what accepting it does. Both run
 * inside the service's transaction, so a failed check or a failed accept changes nothing.
 * Teams and contracts add a module each and list it below.
 */
export interface InvitationKindModule {
  /** Throws an AppError (with field errors for the form) when this invitation may not be sent. */
  beforeCreate(ctx: KindContext, input: { inviterId: string; inviteeUserId: string | null } & InvitationSubject): Promise<void>;
  /** Does what accepting means (e.g. adds the household member). Must be safe to run once per invitation. */
  accept(
    ctx: KindContext,
    input: { invitationId: string; inviterId: string; inviteeId: string } & InvitationSubject,
  ): Promise<void>;
  /** Where the invitee answers it (the notification's link); `subjectId` is the team or contract. */
  inviteePath(id: string, subjectId: string | null): string;
  /** The mail to an address without an account, when not the household invitation's. */
  mailKind?: 'contract_invitation';
}

const KINDS: Record<InvitationKind, InvitationKindModule> = {
  household: householdKind,
  team: teamKind,
  rental_contract: rentalContractKind,
};

export function invitationKind(kind: string): InvitationKindModule {
  const module = Object.hasOwn(KINDS, kind) ? KINDS[kind as InvitationKind] : undefined;
  if (!module) throw new Error(`unknown invitation kind: ${kind}`);
  return module;
}
