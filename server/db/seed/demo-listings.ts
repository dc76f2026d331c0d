import { eq } from 'drizzle-orm';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { expiryFrom } from '#common/listing-rules.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { recordListingEvent } from '#server/domain/listings/listing-events.ts';
import { uploadListingPhotos } from '#server/domain/listings/listing-photos.service.ts';
import {
  applyOwnerAction,
  completePhotosStep,
  saveListingStep,
  startListing,
  submitListing,
} from '#server/domain/listings/listings.service.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { env, publicUrl } from '#server/lib/env.ts';
import type { Database } from '../client.ts';
import { listings } from '../schema/listings.ts';
import { properties } from '../schema/properties.ts';
import { teams } from '../schema/teams.ts';
import { renderIllustration } from './demo-illustrations.ts';
import { DEMO_LISTINGS, type DemoListing } from './demo-listing-data.ts';

// The demo landlords' listings (demo-listing-data.ts), made through the same services a landlord
// uses (wizard steps, photo upload, submit, pause); what staff would do (approve, reject, feature)
// is written directly with its listing_events, without mail or queue. Runs once: nothing is added
// when the demo landlord already has listings.

const STAFF_EMAIL = 'staff@demo.heimaleiga.is';

/** The seed has no job queue; none of the services used here sends a job. */
const noJobs: JobQueue = {
  enqueue: () => Promise.reject(new Error('no job queue while seeding')),
  runNow: () => Promise.reject(new Error('no job queue while seeding')),
  stop: () => Promise.resolve(),
};

function contextAs(database: Database, storage: Storage, userId: string, now: Date): ServiceContext {
  const config = env();
  return {
    db: database.db,
    env: config,
    actor: { userId, scope: ['user'], sessionId: '00000000-0000-0000-0000-000000000000', memberships: [] },
    meta: {},
    now: () => now,
    jobs: noJobs,
    publicUrl: publicUrl(config),
    storage,
  };
}

const day = (now: Date, days: number) => addDays(dayOf(now), days);

async function buildListing(ctx: ServiceContext, item: DemoListing, now: Date): Promise<string> {
  const { id } = await startListing(ctx, item.location);
  await saveListingStep(ctx, id, 'property', item.property);
  if (item.description) await saveListingStep(ctx, id, 'description', item.description);
  if (item.rules) await saveListingStep(ctx, id, 'house-rules', item.rules);
  const files = await Promise.all(
    item.scenes.map(async (scene, i) => ({
      name: `myndskreyting-${i + 1}.jpg`,
      bytes: await renderIllustration(item.theme, scene),
    })),
  );
  await uploadListingPhotos(ctx, id, files);
  if (item.status === 'draft') return id;
  await completePhotosStep(ctx, id);
  if (item.pricing) {
    const { availableInDays, ...pricing } = item.pricing;
    await saveListingStep(ctx, id, 'pricing', { ...pricing, availableFrom: day(now, availableInDays) });
  }
  await submitListing(ctx, id);
  return id;
}

/** What staff did with a submitted listing: approved (and maybe featured) or rejected. */
async function review(database: Database, id: string, item: DemoListing, staffId: string | null, now: Date): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (item.status === 'rejected') {
      await tx.update(listings).set({ status: 'rejected', rejectionReason: item.rejectionReason }).where(eq(listings.id, id));
      await recordListingEvent(tx, {
        listingId: id,
        actorId: staffId,
        kind: 'rejected',
        from: 'in_review',
        to: 'rejected',
        reason: item.rejectionReason,
      });
      return;
    }
    const publishedAt = daysAfter(now, -(item.publishedDaysAgo ?? 1));
    await tx
      .update(listings)
      .set({ status: 'published', publishedAt, expiresAt: expiryFrom(publishedAt), featuredRank: item.featuredRank ?? null })
      .where(eq(listings.id, id));
    await recordListingEvent(tx, { listingId: id, actorId: staffId, kind: 'approved', from: 'in_review', to: 'published' });
  });
}

/**
 * A demo agency's listing, made by its member and then the team's (the listing and its property).
 * Ownership is the only change, so the wizard's own path stays the one every landlord uses.
 */
async function giveToTeam(database: Database, listingId: string, slug: string): Promise<void> {
  const [team] = await database.db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug)).limit(1);
  if (!team) throw new Error(`demo team ${slug} is missing: seed the teams before the listings`);
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ ownerUserId: null, ownerTeamId: team.id })
      .where(eq(listings.id, listingId))
      .returning({ propertyId: listings.propertyId });
    if (row?.propertyId)
      await tx.update(properties).set({ ownerUserId: null, ownerTeamId: team.id }).where(eq(properties.id, row.propertyId));
  });
}

/** Adds the demo listings once. Returns how many were added (0 when they exist already). */
export async function seedDemoListings(database: Database, storage: Storage, now = new Date()): Promise<number> {
  const owners = new Map<string, string>();
  for (const email of new Set(DEMO_LISTINGS.map((l) => l.owner))) {
    const user = await findUserByEmail(database.db, email);
    if (!user) return 0;
    owners.set(email, user.id);
  }
  const first = owners.get(DEMO_LISTINGS[0].owner) as string;
  const [existing] = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.ownerUserId, first)).limit(1);
  if (existing) return 0;
  const staffId = (await findUserByEmail(database.db, STAFF_EMAIL))?.id ?? null;
  for (const item of DEMO_LISTINGS) {
    const ctx = contextAs(database, storage, owners.get(item.owner) as string, now);
    const id = await buildListing(ctx, item, now);
    if (item.team) await giveToTeam(database, id, item.team);
    if (item.status === 'draft' || item.status === 'in_review') continue;
    await review(database, id, item, staffId, now);
    if (item.status === 'paused') await applyOwnerAction(ctx, id, 'pause');
  }
  return DEMO_LISTINGS.length;
}
