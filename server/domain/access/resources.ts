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

/**
 * A rental contract: whose it is (the person or team that started it), who is party to it, and
 * who signs (a team's signatory signs only while their role in the team lets them).
 */
export interface ContractResource {
  type: 'contract';
  ownerUserId: string | null;
  ownerTeamId: string | null;
  partyUserIds: readonly string[];
  signers: readonly { userId: string; teamId: string | null }[];
  /** People who are landlord-side parties in their own name (not as a team's signatory). */
  landlordUserIds?: readonly string[];
}

/**
 * A contract's renewal (51. gr.): its landlord side (owner, team, landlord parties with an
 * account) and its tenants with an account.
 */
export interface RenewalResource {
  type: 'renewal';
  ownerUserId: string | null;
  ownerTeamId: string | null;
  landlordUserIds: readonly string[];
  tenantUserIds: readonly string[];
  partyUserIds: readonly string[];
}

/**
 * One side of a contract, for ending it (docs/rules/terminations.md): the landlord side (its
 * landlord parties, and the members of the owning or landlord team by role) or the tenant side
 * (its tenant parties). `side` is the side acted for.
 */
export interface ContractSideResource {
  type: 'contract_side';
  side: 'landlord' | 'tenant';
  ownerTeamId: string | null;
  landlordUserIds: readonly string[];
  landlordTeamIds: readonly string[];
  tenantUserIds: readonly string[];
}

export type Resource =
  | ListingResource
  | TenantProfileResource
  | PaycheckResource
  | ApplicationResource
  | OfferResource
  | ConversationResource
  | TeamResource
  | ContractResource
  | RenewalResource
  | ContractSideResource;

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
