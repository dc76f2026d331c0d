import type { ListingStatus } from '#common/listing-rules.ts';
import { logger } from '#server/lib/logger.ts';
import type { ServiceContext } from '../context.ts';
import { applyOwnerAction, type OwnerAction } from './listings.service.ts';

/** Queue of the watcher: told of each listing that becomes visible (data { listingId }). */
export const LISTING_PUBLISHED_QUEUE = 'listing-published';

/**
 * An owner's lifecycle action (pause, resume, renew, mark as rented, archive). When the listing
 * is public again (resume, renew) the watcher is told after the change has committed; the
 * landlord's action has succeeded by then, so a queue failure is logged, not shown to them.
 */
export async function runOwnerAction(ctx: ServiceContext, id: string, action: OwnerAction): Promise<ListingStatus> {
  const status = await applyOwnerAction(ctx, id, action);
  if (status === 'published') {
    try {
      await ctx.jobs.send(LISTING_PUBLISHED_QUEUE, { listingId: id });
    } catch (error) {
      logger.error({ err: error, listingId: id }, 'could not queue listing-published');
    }
  }
  return status;
}
