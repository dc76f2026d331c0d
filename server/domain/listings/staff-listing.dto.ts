import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StaffListingDto } from '#common/listing-dtos.ts';
import type { Db } from '#server/db/client.ts';
import { listingEvents, listingPhotos, type listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { toOwnerListing } from './owner-listing.dto.ts';

type ListingRow = typeof listings.$inferSelect;

/** Full staff views of many listings with four queries (properties, photos, owners, earlier rejections), in order. */
export async function toStaffListings(db: Db, rows: ListingRow[], now: Date): Promise<StaffListingDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const propertyIds = rows.flatMap((r) => (r.propertyId ? [r.propertyId] : []));
  const ownerIds = rows.flatMap((r) => (r.ownerUserId ? [r.ownerUserId] : []));
  const [props, photos, owners, rejections] = await Promise.all([
    propertyIds.length ? db.select().from(properties).where(inArray(properties.id, propertyIds)) : [],
    db
      .select()
      .from(listingPhotos)
      .where(and(inArray(listingPhotos.listingId, ids)))
      .orderBy(asc(listingPhotos.position)),
    ownerIds.length
      ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ownerIds))
      : [],
    // The latest rejection of each (a listing rejected, fixed and sent again shows staff why).
    db
      .selectDistinctOn([listingEvents.listingId], {
        listingId: listingEvents.listingId,
        reason: listingEvents.reason,
        at: listingEvents.createdAt,
      })
      .from(listingEvents)
      .where(and(inArray(listingEvents.listingId, ids), eq(listingEvents.kind, 'rejected')))
      .orderBy(listingEvents.listingId, desc(listingEvents.createdAt)),
  ]);
  const rejectionById = new Map(rejections.map((r) => [r.listingId, r]));
  const propertyById = new Map(props.map((p) => [p.id, p]));
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => ({
    ...toOwnerListing(
      row,
      row.propertyId ? (propertyById.get(row.propertyId) ?? null) : null,
      photos.filter((p) => p.listingId === row.id),
      now,
    ),
    owner: row.ownerUserId ? (ownerById.get(row.ownerUserId) ?? null) : null,
    featured_rank: row.featuredRank,
    earlier_rejection: earlierRejection(rejectionById.get(row.id)),
  }));
}

function earlierRejection(event: { reason: string | null; at: Date } | undefined): StaffListingDto['earlier_rejection'] {
  return event?.reason ? { reason: event.reason, at: event.at.toISOString() } : null;
}

/** The title to show a listing by: Icelandic first, then English, then nothing. */
export function listingTitle(row: { titleIs: string | null; titleEn: string | null }): string {
  return row.titleIs ?? row.titleEn ?? '';
}
