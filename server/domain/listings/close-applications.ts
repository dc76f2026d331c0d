import { and, eq, inArray, ne } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from '#common/application-rules.ts';
import type { Db } from '#server/db/client.ts';
import { applicationEvents, applications } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import { type PublishContext, publishNotification } from '../notifications/notifications.service.ts';

/**
 * Closes every open application for a listing but one (the chosen tenant's), in the caller's
 * transaction: each gets status `closed`, a timeline event and a polite notice to its tenant.
 * Called when a tenant accepts an offer, and when the landlord marks the listing rented or takes
 * it off the market for good. Returns the ids it closed.
 */
export async function closeOpenApplications(
  ctx: PublishContext,
  tx: Db,
  listingId: string,
  options: { exceptApplicationId?: string; actorId?: string | null } = {},
): Promise<string[]> {
  const now = ctx.now();
  const closed = await tx
    .update(applications)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(applications.listingId, listingId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
        options.exceptApplicationId ? ne(applications.id, options.exceptApplicationId) : undefined,
      ),
    )
    .returning({ id: applications.id, tenantUserId: applications.tenantUserId });
  if (!closed.length) return [];
  // A live offer on a closed application can no longer be accepted: it is withdrawn with it (the
  // closing notice below tells the tenant). docs/rules/offers.md
  await tx
    .update(offers)
    .set({ status: 'withdrawn', respondedAt: now, updatedAt: now })
    .where(
      and(
        inArray(
          offers.applicationId,
          closed.map((row) => row.id),
        ),
        eq(offers.status, 'sent'),
      ),
    );
  // The status each had before is not kept by the update; the timeline records the closing.
  await tx
    .insert(applicationEvents)
    .values(
      closed.map((row) => ({ applicationId: row.id, actorId: options.actorId ?? null, fromStatus: null, toStatus: 'closed' })),
    );
  const [listing] = await tx.select({ title: listings.titleIs }).from(listings).where(eq(listings.id, listingId));
  for (const row of closed) {
    await publishNotification(
      ctx,
      {
        userId: row.tenantUserId,
        kind: 'applications',
        event: 'application_closed',
        params: { title: listing?.title ?? '' },
        link: `/tenant/applications/${row.id}`,
      },
      tx,
    );
  }
  return closed.map((row) => row.id);
}
