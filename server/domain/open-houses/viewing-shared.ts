import { eq } from 'drizzle-orm';
import { formatDate } from '#common/format.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import type { Permission } from '../access/permissions.ts';
import { type ListingResource, listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';

// What open houses and private viewings share: the listing they are about, as a brief for lists,
// and the words a notification needs in its reader's language.

/** The columns of a listing (left-joined with its property) that lists of slots and requests show. */
export const listingBriefColumns = {
  id: listings.id,
  titleIs: listings.titleIs,
  titleEn: listings.titleEn,
  street: properties.street,
  houseNumber: properties.houseNumber,
  postcode: listings.postcode,
  town: listings.town,
  region: listings.region,
  rentIsk: listings.rentIsk,
};

export interface ListingBriefDto {
  id: string;
  title_is: string | null;
  title_en: string | null;
  address: string;
  postcode: string | null;
  town: string | null;
  region: string | null;
  rent_isk: number | null;
}

interface BriefRow {
  id: string;
  titleIs: string | null;
  titleEn: string | null;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  town: string | null;
  region: string | null;
  rentIsk: number | null;
}

export function listingBrief(row: BriefRow): ListingBriefDto {
  return {
    id: row.id,
    title_is: row.titleIs,
    title_en: row.titleEn,
    address: [row.street, row.houseNumber].filter(Boolean).join(' '),
    postcode: row.postcode,
    town: row.town,
    region: row.region,
    rent_isk: row.rentIsk,
  };
}

export type ListingFacts = Pick<
  typeof listings.$inferSelect,
  'id' | 'status' | 'expiresAt' | 'ownerUserId' | 'ownerTeamId' | 'createdBy' | 'titleIs' | 'titleEn' | 'viewingHours'
>;

/** A listing's facts and its access resource; a listing that doesn't exist is not found. */
export async function listingWithResource(
  ctx: ServiceContext,
  id: string,
  db: Db = ctx.db,
): Promise<{ listing: ListingFacts; resource: ListingResource }> {
  const [listing] = await db
    .select({
      id: listings.id,
      status: listings.status,
      expiresAt: listings.expiresAt,
      ownerUserId: listings.ownerUserId,
      ownerTeamId: listings.ownerTeamId,
      createdBy: listings.createdBy,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      viewingHours: listings.viewingHours,
    })
    .from(listings)
    .where(eq(listings.id, requireId(id)))
    .limit(1);
  if (!listing) throw new AppError('not_found');
  return { listing, resource: listingResource(listing, ctx.now()) };
}

/** The recipient's language (Icelandic when unknown). */
export async function localeOf(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/** The listing's title in a reader's language (Icelandic unless they read another and it has one). */
export function titleFor(listing: { titleIs: string | null; titleEn: string | null }, locale: Locale): string {
  return (locale === 'is' ? listing.titleIs : (listing.titleEn ?? listing.titleIs)) ?? '';
}

/** "þriðjudagur 1. desember 2026 kl. 17:00" in the reader's language. */
export function whenText(date: Date, locale: Locale): string {
  return formatDate(date, 'long', locale);
}

/**
 * Refuses (404, or 401 without an actor) before a body is read when the person may not do this
 * with the listing: someone else's draft is not found, whatever the body says.
 */
export async function authorizeListing(ctx: ServiceContext, listingId: string, permission: Permission): Promise<void> {
  const { resource } = await listingWithResource(ctx, listingId);
  await authorize(ctx, permission, resource);
}
