import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { recordListingEvent } from './listing-events.ts';

// A listing whose lease has taken effect is rented (docs/rules/registry.md "The listing"): from
// "rented, contract in progress" (rented_pending) to rented, with its history. Only from
// rented_pending, so running it twice, or for a listing the landlord has since moved on, changes
// nothing. Call it inside the transaction that makes the lease take effect.

/** Moves the listing to rented if it is rented_pending; whether it did. */
export async function markListingRented(tx: Db, listingId: string, at: Date): Promise<boolean> {
  const moved = await tx
    .update(listings)
    .set({ status: 'rented', updatedAt: at })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'rented_pending')))
    .returning({ id: listings.id });
  if (!moved.length) return false;
  await recordListingEvent(tx, { listingId, actorId: null, kind: 'rented', from: 'rented_pending', to: 'rented' });
  return true;
}
