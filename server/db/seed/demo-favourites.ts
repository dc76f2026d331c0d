import { and, inArray } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { favouriteListings } from '../schema/applications.ts';
import { listings } from '../schema/listings.ts';

// Saved homes of the demo tenants (docs/rules/favourites.md): a few homes on the market, and for
// tenant@ one that has left it since (the paused summer house), so /saved-homes shows both states.
// Idempotent: a saved home is one row per person and listing.

const SAVED: Record<string, { title: string; daysAgo: number }[]> = {
  'tenant@demo.heimaleiga.is': [
    { title: 'Björt 3ja herbergja íbúð í Hlíðunum', daysAgo: 6 },
    { title: 'Stúdíóíbúð með sérinngangi í 105', daysAgo: 4 },
    { title: '3ja herbergja íbúð við Pollinn á Akureyri', daysAgo: 2 },
    { title: 'Sumarhús í Grímsnesi, leigist í vetur', daysAgo: 12 },
  ],
  'tenant2@demo.heimaleiga.is': [
    { title: '2ja herbergja íbúð með útsýni í Hamraborg', daysAgo: 3 },
    { title: '2ja herbergja íbúð með sjávarútsýni á Granda', daysAgo: 1 },
  ],
};

const LANDLORDS = ['landlord@demo.heimaleiga.is', 'landlord2@demo.heimaleiga.is'];

/** Adds the demo tenants' saved homes once. Returns how many rows were added. */
export async function seedDemoFavourites(database: Database, now = new Date()): Promise<number> {
  const landlords = (await Promise.all(LANDLORDS.map((email) => findUserByEmail(database.db, email)))).flatMap((u) =>
    u ? [u.id] : [],
  );
  if (!landlords.length) return 0;
  let added = 0;
  for (const [email, saved] of Object.entries(SAVED)) {
    const user = await findUserByEmail(database.db, email);
    if (!user) continue;
    const rows = await database.db
      .select({ id: listings.id, title: listings.titleIs })
      .from(listings)
      .where(
        and(
          inArray(
            listings.titleIs,
            saved.map((s) => s.title),
          ),
          // The demo landlords' own listings, not a generated look-alike.
          inArray(listings.ownerUserId, landlords),
          inArray(listings.status, ['published', 'paused']),
        ),
      );
    for (const { title, daysAgo } of saved) {
      const listing = rows.find((r) => r.title === title);
      if (!listing) continue;
      const at = daysAfter(now, -daysAgo);
      const inserted = await database.db
        .insert(favouriteListings)
        .values({ userId: user.id, listingId: listing.id, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ id: favouriteListings.listingId });
      added += inserted.length;
    }
  }
  return added;
}
