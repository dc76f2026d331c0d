import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type ListingFilters, toSearchParams } from '#common/listing-filters.ts';
import { listings } from '#server/db/schema/listings.ts';
import { savedSearches, savedSearchHits } from '#server/db/schema/saved-searches.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { savedSearchDigestQueue } from '#server/jobs/queues/saved-search-digest.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';

// Daily and weekly saved searches get one digest of their new matches. The worker runs every
// hour (UTC); a search is due when its last digest is a day (a week) old. Searches with nothing
// new stay due, so the first match after a quiet spell is told within the hour.

const HOUR_MS = 3_600_000;
const PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/** Hourly runs drift by seconds; without slack a daily digest would slip an hour each day. */
const SLACK_MS = HOUR_MS / 2;

export function searchLink(filters: ListingFilters): string {
  const query = toSearchParams(filters).toString();
  return query ? `/listings?${query}` : '/listings';
}

export async function sendDigests(deps: JobDeps): Promise<number> {
  const now = deps.now();
  const cutoff = (period: keyof typeof PERIOD_MS) => new Date(now.getTime() - PERIOD_MS[period] + SLACK_MS);
  const due = await deps.db
    .select()
    .from(savedSearches)
    .where(
      or(
        ...(['daily', 'weekly'] as const).map((period) =>
          and(
            eq(savedSearches.frequency, period),
            or(isNull(savedSearches.lastSentAt), lte(savedSearches.lastSentAt, cutoff(period))),
          ),
        ),
      ),
    );
  let sent = 0;
  for (const search of due) {
    // One transaction per search: the claim, lastSentAt and the digest's mail job commit together.
    const told = await deps.db.transaction(async (tx) => {
      // Claimed atomically: a second run (or a retry) finds nothing left to claim.
      const claimed = await tx
        .update(savedSearchHits)
        .set({ notifiedAt: now })
        .where(and(eq(savedSearchHits.savedSearchId, search.id), isNull(savedSearchHits.notifiedAt)))
        .returning({ listingId: savedSearchHits.listingId });
      if (!claimed.length) return false;
      // Only homes still on the market are counted: the link shows the search as it is now.
      const live = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            inArray(
              listings.id,
              claimed.map((c) => c.listingId),
            ),
            eq(listings.status, 'published'),
            gt(listings.expiresAt, now),
            // Never one's own side's listing: one's own, or a team's one belongs to now (docs/rules/team-mode.md).
            sql`${listings.ownerUserId} is distinct from ${search.userId}`,
            sql`not exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${listings.ownerTeamId} and ${teamMembers.userId} = ${search.userId})`,
          ),
        );
      if (!live.length) return false;
      await tx.update(savedSearches).set({ lastSentAt: now }).where(eq(savedSearches.id, search.id));
      await publishNotification(
        deps,
        {
          userId: search.userId,
          kind: 'saved_searches',
          event: 'saved_search_digest',
          params: { search: search.name, count: live.length },
          link: searchLink(search.query as ListingFilters),
        },
        tx,
      );
      return true;
    });
    if (told) sent++;
  }
  if (sent) logger.info({ sent }, 'saved search digests sent');
  return sent;
}

export const digestWorker: JobWorker<typeof savedSearchDigestQueue> = {
  queue: savedSearchDigestQueue,
  schedule: '5 * * * *',
  async handle(_data, deps) {
    await sendDigests(deps);
  },
};
