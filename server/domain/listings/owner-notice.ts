import type { Db } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { listingTitle } from './staff-listing.dto.ts';

/** What staff decided about a listing, as its owner hears it. */
export type StaffDecisionEvent = 'listing_approved' | 'listing_rejected' | 'listing_taken_down';

/**
 * Tells a listing's owner what staff decided (kind `listings`, linking to the listing in My
 * listings), in the transaction of the decision. A team-owned listing without a personal owner
 * has nobody to tell yet.
 */
export async function tellOwnerOfStaffDecision(
  ctx: ServiceContext,
  tx: Db,
  row: { id: string; ownerUserId: string | null; titleIs: string | null; titleEn: string | null },
  event: StaffDecisionEvent,
  params: Record<string, string> = {},
): Promise<void> {
  if (!row.ownerUserId) return;
  await publishNotification(
    ctx,
    {
      userId: row.ownerUserId,
      kind: 'listings',
      event,
      params: { title: listingTitle(row), ...params },
      link: `/landlord/my-listings/${row.id}`,
    },
    tx,
  );
}
