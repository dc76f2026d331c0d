import { and, eq } from 'drizzle-orm';
import { listings } from '#server/db/schema/listings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { offers } from '#server/db/schema/offers.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { offerReminderQueue } from '#server/jobs/queues/offer-reminder.ts';
import { publishNotification } from '../notifications/notifications.service.ts';

// A day before an offer expires, its tenant is reminded once if they haven't answered
// (docs/rules/offers.md). The job is queued with the offer (in its transaction), to start
// REMINDER_HOURS_BEFORE_EXPIRY hours before expiry. It does nothing for an offer answered,
// withdrawn or already expired, and nothing when the tenant already has this reminder (a job run
// again after a crash).

const link = (offerId: string) => `/account/offers/${offerId}`;

export async function remindOffer(deps: JobDeps, payload: { offerId: string; expiresAt: string }): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [offer] = await tx
      .select({
        id: offers.id,
        status: offers.status,
        expiresAt: offers.expiresAt,
        tenantUserId: offers.tenantUserId,
        title: listings.titleIs,
      })
      .from(offers)
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .where(eq(offers.id, payload.offerId))
      .for('update', { of: offers });
    if (offer?.status !== 'sent' || offer.expiresAt <= now) return false;
    if (offer.expiresAt.getTime() !== Date.parse(payload.expiresAt)) return false;
    const [already] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, offer.tenantUserId),
          eq(notifications.event, 'offer_expiring'),
          eq(notifications.link, link(offer.id)),
        ),
      )
      .limit(1);
    if (already) return false;
    await publishNotification(
      deps,
      {
        userId: offer.tenantUserId,
        kind: 'applications',
        event: 'offer_expiring',
        params: { title: offer.title ?? '' },
        link: link(offer.id),
      },
      tx,
    );
    return true;
  });
}

export const offerReminderWorker: JobWorker<typeof offerReminderQueue> = {
  queue: offerReminderQueue,
  async handle(data, deps) {
    await remindOffer(deps, data);
  },
};
