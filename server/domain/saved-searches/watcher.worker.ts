import { and, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { formatMoney } from '#common/format.ts';
import { type ListingFilters, matchesFilters } from '#common/listing-filters.ts';
import { isLocale, type Locale } from '#common/locales.ts';
import { listings } from '#server/db/schema/listings.ts';
import { savedSearches, savedSearchHits } from '#server/db/schema/saved-searches.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { listingPublishedQueue } from '#server/jobs/queues/listing-published.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';

// The rental watch: when a listing is published (staff approval, resume, renew) it is matched
// against every saved search. Each (search, listing) pair is recorded once, ever (the primary
// key), so a job that runs twice, or a listing published again, never alerts twice.

const isUuid = (id: unknown): id is string =>
  typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Saved searches whose cheap filters (region, postcodes, price) don't already rule the listing out. */
function prefilter(listing: { region: string | null; postcode: string | null; rentIsk: number | null }) {
  const q = savedSearches.query;
  return and(
    listing.region ? or(sql`${q}->>'region' is null`, sql`${q}->>'region' = ${listing.region}`) : sql`${q}->>'region' is null`,
    listing.postcode
      ? or(sql`${q}->'postcodes' is null`, sql`${q}->'postcodes' @> jsonb_build_array(${listing.postcode}::text)`)
      : sql`${q}->'postcodes' is null`,
    listing.rentIsk !== null
      ? and(
          or(sql`${q}->>'priceMax' is null`, sql`(${q}->>'priceMax')::int >= ${listing.rentIsk}`),
          or(sql`${q}->>'priceMin' is null`, sql`(${q}->>'priceMin')::int <= ${listing.rentIsk}`),
        )
      : sql`${q}->>'priceMax' is null and ${q}->>'priceMin' is null`,
  );
}

export async function matchPublishedListing(deps: JobDeps, listingId: string): Promise<void> {
  const now = deps.now();
  const [listing] = await deps.db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'published'), gt(listings.expiresAt, now)));
  if (!listing) return; // unpublished again before the job ran, or expired: nothing to tell.

  // The landlord side never hears of its own listing: its owner, its creator and, for a team
  // listing, every member of the owning team (docs/rules/team-mode.md).
  const members = listing.ownerTeamId
    ? await deps.db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, listing.ownerTeamId))
    : [];
  const owners = [...new Set([listing.ownerUserId, listing.createdBy, ...members.map((m) => m.userId)])].filter(isUuid);
  const candidates = await deps.db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      locale: users.locale,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(isNull(users.deletedAt), owners.length ? notInArray(savedSearches.userId, owners) : undefined, prefilter(listing)),
    );
  const facts = {
    region: listing.region,
    postcode: listing.postcode,
    town: listing.town,
    rentIsk: listing.rentIsk,
    sizeM2: listing.sizeM2 === null ? null : Number(listing.sizeM2),
    rooms: listing.rooms,
    propertyType: listing.propertyType,
    petsAllowed: listing.petsAllowed,
    furnished: listing.furnished,
    availableFrom: listing.availableFrom,
    leaseType: listing.leaseType,
  };
  const matching = candidates.filter((s) => matchesFilters(s.query as ListingFilters, facts));
  if (!matching.length) return;

  // Only the pairs inserted now go on: a pair that exists was handled by an earlier run.
  const inserted = await deps.db
    .insert(savedSearchHits)
    .values(matching.map((s) => ({ savedSearchId: s.id, listingId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchHits.savedSearchId });
  const fresh = new Set(inserted.map((h) => h.savedSearchId));
  const instant = matching.filter((s) => fresh.has(s.id) && s.frequency === 'instant');
  if (!instant.length) return;

  // Claimed before telling: a concurrent run finds notified_at set and skips. The claim and the
  // alerts' mail jobs commit together, so a failure leaves the pair unclaimed for the retry.
  const alerted = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(savedSearchHits)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(savedSearchHits.listingId, listingId),
          inArray(
            savedSearchHits.savedSearchId,
            instant.map((s) => s.id),
          ),
          isNull(savedSearchHits.notifiedAt),
        ),
      )
      .returning({ savedSearchId: savedSearchHits.savedSearchId });
    const toTell = new Set(claimed.map((c) => c.savedSearchId));
    for (const search of instant) {
      if (!toTell.has(search.id)) continue;
      const locale: Locale = isLocale(search.locale) ? search.locale : 'is';
      await publishNotification(
        deps,
        {
          userId: search.userId,
          kind: 'saved_searches',
          event: 'saved_search_match',
          params: {
            search: search.name,
            title: (locale === 'is' ? listing.titleIs : (listing.titleEn ?? listing.titleIs)) ?? '',
            town: listing.town ?? '',
            rent: formatMoney(listing.rentIsk ?? 0, locale),
          },
          link: `/listings/${listingId}`,
        },
        tx,
      );
    }
    return toTell.size;
  });
  logger.info({ listingId, matched: matching.length, alerted }, 'listing matched saved searches');
}

export const watcherWorker: JobWorker<typeof listingPublishedQueue> = {
  queue: listingPublishedQueue,
  async handle(data, deps) {
    await matchPublishedListing(deps, data.listingId);
  },
};
