import { z } from 'zod';
import { allowedActions, canRenew, LISTING_STATUSES, type ListingStatus } from '#common/listing-rules.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';
import { listOwnListings } from './listings.service.ts';
import { photoUrls } from './photo-urls.ts';

// One row of "my listings" (the page /landlord/my-listings and GET /api/users/me/listings/).

export const ownListingSummarySchema = z
  .object({
    id: z.string(),
    status: z.enum(LISTING_STATUSES),
    title: z.string().nullable().describe('The Icelandic title, else the English one; null before the description step'),
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    town: z.string().nullable(),
    rent_isk: z.number().nullable(),
    cover: z.object({ src: z.string(), srcset: z.string() }).nullable(),
    published_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    can_renew: z.boolean(),
    actions: z.array(z.string()),
    rejection_reason: z.string().nullable(),
    updated_at: z.string(),
    team: z
      .object({ slug: z.string(), name: z.string() })
      .nullable()
      .describe('The team the listing belongs to; null: it is your own'),
    can_change: z.boolean().describe('You may change it (a team viewer only reads)'),
  })
  .meta({ id: 'OwnListingSummary' });
export type OwnListingSummary = z.output<typeof ownListingSummarySchema>;

/** Owner-facing lifecycle state of one listing, returned by the lifecycle endpoints. */
export const ownerListingStateSchema = z
  .object({
    id: z.string(),
    status: z.enum(LISTING_STATUSES),
    actions: z.array(z.string()),
    can_renew: z.boolean(),
    published_at: z.string().nullable(),
    expires_at: z.string().nullable(),
  })
  .loose()
  .meta({ id: 'OwnerListing', description: 'The listing as its owner sees it (every step of the wizard, photos, lifecycle).' });

/** The signed-in person's listings, newest change first. */
export async function listOwnListingSummaries(ctx: ServiceContext): Promise<OwnListingSummary[]> {
  const rows = await listOwnListings(ctx);
  const now = ctx.now();
  return rows.map((row) => {
    const status = row.status as ListingStatus;
    const address = row.street ? [`${row.street} ${row.houseNumber ?? ''}`.trim(), row.unit].filter(Boolean).join(', ') : null;
    return {
      id: row.id,
      status,
      title: row.titleIs ?? row.titleEn ?? null,
      address,
      postcode: row.postcode,
      town: row.town,
      rent_isk: row.rentIsk,
      cover: row.coverKey ? photoUrls(row.coverKey) : null,
      published_at: row.publishedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      can_renew: canRenew(status, row.expiresAt, now) && can(ctx.actor, 'listing.lifecycle', listingResource(row, now)),
      actions: allowedActions(status),
      rejection_reason: row.rejectionReason,
      updated_at: row.updatedAt.toISOString(),
      team: row.teamSlug && row.teamName ? { slug: row.teamSlug, name: row.teamName } : null,
      can_change: can(ctx.actor, 'listing.update', listingResource(row, now)),
    };
  });
}
