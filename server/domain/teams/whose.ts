import { asc, eq, inArray } from 'drizzle-orm';
import type { Whose } from '#common/whose.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { listingAssignees, teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';

// Whose each row of the landlord's lists is (docs/rules/team-mode.md "Whose each row is"): the
// services that list applications, offers and viewings across personal and team listings add
// `whose` to each row, read for the whole page in two queries.

/** Whose each of these listings is, by listing id (a listing not found counts as personal). */
export async function whoseListings(db: Db, listingIds: string[]): Promise<Map<string, Whose>> {
  const ids = [...new Set(listingIds)];
  const out = new Map<string, Whose>();
  if (!ids.length) return out;
  const owned = await db
    .select({ id: listings.id, slug: teams.slug, name: teams.name })
    .from(listings)
    .innerJoin(teams, eq(teams.id, listings.ownerTeamId))
    .where(inArray(listings.id, ids));
  if (!owned.length) return out;
  for (const row of owned) out.set(row.id, { team: { slug: row.slug, name: row.name }, assignees: [] });
  const assigned = await db
    .select({ listingId: listingAssignees.listingId, id: users.id, name: users.name })
    .from(listingAssignees)
    .innerJoin(users, eq(users.id, listingAssignees.userId))
    .where(
      inArray(
        listingAssignees.listingId,
        owned.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  for (const row of assigned) out.get(row.listingId)?.assignees.push({ id: row.id, name: row.name });
  return out;
}

/** The rows with `whose` added, from the listing each is about. */
export async function withWhose<T>(db: Db, rows: T[], listingOf: (row: T) => string): Promise<(T & { whose: Whose })[]> {
  const whose = await whoseListings(db, rows.map(listingOf));
  return rows.map((row) => ({ ...row, whose: whose.get(listingOf(row)) ?? { team: null, assignees: [] } }));
}
