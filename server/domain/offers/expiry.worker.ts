import { and, eq, inArray, lte } from 'drizzle-orm';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { offerExpiryQueue } from '#server/jobs/queues/offer-expiry.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';

// Offers the tenant did not answer in time (docs/rules/offers.md). Every 5 minutes the worker
// marks sent offers past expires_at `expired` and tells both sides. Idempotent: the update only
// takes offers still `sent`, so a second run (or one running beside it) finds nothing to redo;
// rows an accept or a withdrawal holds at that moment are skipped and left to that change.

/** Marks every sent offer past its time expired; returns how many. */
export async function runOfferExpiry(deps: JobDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.status, 'sent'), lte(offers.expiresAt, now)))
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const expired = await tx
      .update(offers)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          inArray(
            offers.id,
            due.map((d) => d.id),
          ),
          eq(offers.status, 'sent'),
        ),
      )
      .returning({
        id: offers.id,
        tenantUserId: offers.tenantUserId,
        senderUserId: offers.senderUserId,
        listingId: offers.listingId,
      });
    const listingRows = await tx
      .select({
        id: listings.id,
        titleIs: listings.titleIs,
        ownerUserId: listings.ownerUserId,
        ownerTeamId: listings.ownerTeamId,
        createdBy: listings.createdBy,
      })
      .from(listings)
      .where(inArray(listings.id, [...new Set(expired.map((e) => e.listingId))]));
    const byId = new Map(listingRows.map((l) => [l.id, l]));
    for (const offer of expired) {
      const listing = byId.get(offer.listingId);
      const params = { title: listing?.titleIs ?? '' };
      const landlordSide = listing
        ? await landlordRecipients(tx, { ...listing, createdBy: listing.createdBy ?? offer.senderUserId })
        : [offer.senderUserId].filter((id): id is string => id !== null);
      await publishNotification(
        deps,
        {
          userId: offer.tenantUserId,
          kind: 'applications',
          event: 'offer_expired_tenant',
          params,
          link: `/account/offers/${offer.id}`,
        },
        tx,
      );
      for (const userId of landlordSide)
        await publishNotification(
          deps,
          {
            userId,
            kind: 'applications',
            event: 'offer_expired_landlord',
            params,
            link: `/landlord/offers/${offer.id}`,
          },
          tx,
        );
    }
    if (expired.length) logger.info({ expired: expired.length }, 'offer expiry');
    return expired.length;
  });
}

export const offerExpiryWorker: JobWorker<typeof offerExpiryQueue> = {
  queue: offerExpiryQueue,
  schedule: '*/5 * * * *',
  async handle(_data, deps) {
    await runOfferExpiry(deps);
  },
};
