import type { Db } from '#server/db/client.ts';
import { listingEvents } from '#server/db/schema/listings.ts';

export type ListingEventKind =
  | 'created'
  | 'edited'
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'paused'
  | 'resumed'
  | 'renewed'
  | 'expired'
  /** The owner was told the listing expires soon (once per publish period; status unchanged). */
  | 'expiry_reminded'
  | 'rented'
  /** A tenant accepted an offer: published or paused -> rented_pending. */
  | 'offer_accepted'
  | 'archived'
  | 'duplicated';

/** Records one lifecycle change; call it inside the transaction that makes the change. */
export async function recordListingEvent(
  db: Db,
  event: { listingId: string; actorId: string | null; kind: ListingEventKind; from: string | null; to: string; reason?: string },
): Promise<void> {
  await db.insert(listingEvents).values({
    listingId: event.listingId,
    actorId: event.actorId,
    kind: event.kind,
    fromStatus: event.from,
    toStatus: event.to,
    reason: event.reason ?? null,
  });
}
