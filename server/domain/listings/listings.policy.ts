import { isPublic, type ListingStatus } from '#common/listing-rules.ts';
import type { Actor } from '../context.ts';

// Who may do what with a listing. One vocabulary for the server and the pages; the server decides.
export interface OwnedListing {
  status: string;
  ownerUserId: string | null;
  ownerTeamId: string | null;
}

export function isStaff(actor: Actor | null): boolean {
  return actor?.scope.includes('staff') ?? false;
}

/** The owner changes their listing. Team members with an editing role come with teams. */
export function canManageListing(actor: Actor | null, listing: OwnedListing): boolean {
  return actor !== null && listing.ownerUserId !== null && listing.ownerUserId === actor.userId;
}

/**
 * Published listings are public. Anything else (draft, in review, paused, rejected, expired,
 * rented, archived) exists only for its owner and staff: to everyone else it is "not found".
 */
export function canSeeListing(actor: Actor | null, listing: OwnedListing): boolean {
  return isPublic(listing.status as ListingStatus) || canManageListing(actor, listing) || isStaff(actor);
}
