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

/** A team (letting agency). */
export interface TeamResource {
  type: 'team';
  teamId: string;
}

/** A rental contract. */
export interface ContractResource {
  type: 'contract';
  contractId: string;
}

export type Resource = ListingResource | TenantProfileResource | PaycheckResource | TeamResource | ContractResource;

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
