import { addDays } from '#common/contract-rules.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { duplicateListing } from '../listings/listings.service.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';

// /rental-contracts/{id}/advertise-listing: the home back on the market for the next tenancy.

export interface AdvertisePlan {
  /** The listing the contract was made from, to copy; null when the tenancy was found elsewhere. */
  listingId: string | null;
  listingTitle: string | null;
  /** The day after a fixed term ends; null for an indefinite lease (the landlord chooses). */
  availableFrom: string | null;
  rentIsk: number | null;
}

/** What advertising the next tenancy would start from (the landlord side). */
export async function advertisePlan(ctx: ServiceContext, id: string): Promise<AdvertisePlan> {
  const { contract } = await agreementFor(ctx, id, 'contract.update');
  const { row } = contract;
  return {
    listingId: row.listingId,
    listingTitle: contract.listing?.title ?? null,
    availableFrom: row.termKind === 'fixed' && row.endDate ? addDays(row.endDate, 1) : null,
    rentIsk: row.rentIsk,
  };
}

/**
 * A new listing draft for the next tenancy: a copy of the contract's listing (the listings
 * service checks the person may manage it), available from the day after the fixed term ends,
 * at the contract's rent. A contract without a listing has nothing to copy (409): the page offers
 * to list the home from its address instead.
 */
export async function advertiseNextTenancy(ctx: ServiceContext, id: string): Promise<{ listingId: string }> {
  const plan = await advertisePlan(ctx, id);
  if (!plan.listingId) throw new AppError('contract_no_listing');
  const created = await duplicateListing(ctx, plan.listingId, { availableFrom: plan.availableFrom, rentIsk: plan.rentIsk });
  return { listingId: created.id };
}
