// The things permissions are checked against, with just the facts the rules need.

/** A listing: who owns it (a person or a team) and whether it is on the market. */
export interface ListingResource {
  type: 'listing';
  status: string;
  ownerUserId: string | null;
  ownerTeamId: string | null;
  /** Published and not past its expiry: everyone may see it. */
  onMarket: boolean;
}

/** A tenant's profile (the person's id). */
export interface TenantProfileResource {
  type: 'tenant_profile';
  userId: string;
}

/** An income document: whose it is and whether its owner shares their documents. */
export interface PaycheckResource {
  type: 'paycheck';
  ownerUserId: string;
  shared: boolean;
}

/** The landlord side of a listing's business: who owns the listing (a person or a team). */
export interface LandlordSide {
  listingOwnerUserId: string | null;
  listingOwnerTeamId: string | null;
}

/** A tenant's application for a listing. */
export interface ApplicationResource extends LandlordSide {
  type: 'application';
  tenantUserId: string;
}

/** An offer of a lease to an applicant. */
export interface OfferResource extends LandlordSide {
  type: 'offer';
  tenantUserId: string;
}

/** A conversation: the people in it, and the team on the landlord side, if any. */
export interface ConversationResource {
  type: 'conversation';
  participantUserIds: readonly string[];
  ownerTeamId: string | null;
}

/** A team (letting agency). */
export interface TeamResource {
  type: 'team';
  teamId: string;
}

/** The two sides of an agreement. */
export type AgreementSide = 'landlord' | 'tenant';

/**
 * Who acts for one side of an agreement: people in their own name, and teams whose members act
 * by their current role there (a team's named signatory acts only through that role).
 */
export interface SideActors {
  userIds: readonly string[];
  teamIds: readonly string[];
}

/**
 * An agreement (a rental contract, docs/rules/access.md "Agreements"): whose it is (the person or
 * team that started it), who is party to it with an account, who acts for each side, and who
 * signs (a team's signatory signs only while their role in the team lets them). `side` is the
 * side acted for, for permissions given per side (contract.terminate). Built by the agreement
 * kernel (server/domain/tenancy/core/), the one place that computes the sides.
 */
export interface AgreementResource {
  type: 'agreement';
  ownerUserId: string | null;
  ownerTeamId: string | null;
  partyUserIds: readonly string[];
  sides: Readonly<Record<AgreementSide, SideActors>>;
  signers: readonly { userId: string; teamId: string | null }[];
  side?: AgreementSide;
}

export type Resource =
  | ListingResource
  | TenantProfileResource
  | PaycheckResource
  | ApplicationResource
  | OfferResource
  | ConversationResource
  | TeamResource
  | AgreementResource;

/** A listing row as a resource; `now` decides whether a published listing has lapsed. */
export function listingResource(
  row: { status: string; ownerUserId: string | null; ownerTeamId: string | null; expiresAt?: Date | null },
  now: Date,
): ListingResource {
  const lapsed = row.expiresAt !== undefined && row.expiresAt !== null && row.expiresAt <= now;
  return {
    type: 'listing',
    status: row.status,
    ownerUserId: row.ownerUserId,
    ownerTeamId: row.ownerTeamId,
    onMarket: row.status === 'published' && !lapsed,
  };
}
