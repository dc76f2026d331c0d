import type { Db } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordRecipients, type RecipientListing } from '../teams/landlord-recipients.ts';
import { listingTitle } from './staff-listing.dto.ts';

/** What staff decided about a listing, as its owner hears it. */
export type StaffDecisionEvent = 'listing_approved' | 'listing_rejected' | 'listing_taken_down';

/**
 * Tells the listing's landlord side what staff decided (kind `listings`, linking to the listing in
 * My listings), in the transaction of the decision: its owner, or for a team listing the people
 * landlordRecipients names (docs/rules/team-mode.md).
 */
export async function tellOwnerOfStaffDecision(
  ctx: ServiceContext,
  tx: Db,
  row: RecipientListing & { titleIs: string | null; titleEn: string | null },
  event: StaffDecisionEvent,
  params: Record<string, string> = {},
): Promise<void> {
  for (const userId of await landlordRecipients(tx, row)) {
    await publishNotification(
      ctx,
      {
        userId,
        kind: 'listings',
        event,
        params: { title: listingTitle(row), ...params },
        link: `/landlord/my-listings/${row.id}`,
      },
      tx,
    );
  }
}
