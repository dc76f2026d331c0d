import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '#common/calendar-day.ts';
import { landlordListing } from '../../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser } from '../../../tests/fixtures/test-app.ts';
import { rejectListing, reviewQueue } from './listing-review.service.ts';
import { getOwnListing, saveListingStep, submitListing } from './listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('an implausible rent, and what staff see of a resubmitted listing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pricing = (rentIsk: number, rentConfirmed?: boolean) => ({
    rentIsk,
    securityType: 'none' as const,
    securityMonths: 0,
    availableFrom: addDays(dayOf(t.clock.now), 7),
    leaseType: 'indefinite' as const,
    utilitiesIncluded: [],
    rentConfirmed,
  });

  it('refuses 2 kr. a month without a confirmation, beside the rent, and changes nothing', async () => {
    const { ctx, id } = await landlordListing(t);
    await expect(saveListingStep(ctx, id, 'pricing', pricing(2))).rejects.toMatchObject({
      code: 'listing_rent_unconfirmed',
      status: 422,
      fields: { rentIsk: ['listing_rent_unconfirmed'] },
    });
    const listing = await getOwnListing(ctx, id);
    expect(listing.pricing.rent_isk).toBe(245_000);
    expect(listing.rent_outlier_at).toBeNull();
  });

  it('keeps a confirmed outlier with its flag, keeps it on a re-save of the same rent, and clears it for a plausible rent', async () => {
    const { ctx, id } = await landlordListing(t);
    await saveListingStep(ctx, id, 'pricing', pricing(2_900_000, true));
    const flagged = await getOwnListing(ctx, id);
    expect(flagged.pricing.rent_isk).toBe(2_900_000);
    expect(flagged.rent_outlier_at).toBe(t.clock.now.toISOString());
    await saveListingStep(ctx, id, 'pricing', pricing(2_900_000));
    expect((await getOwnListing(ctx, id)).rent_outlier_at).toBe(t.clock.now.toISOString());
    await expect(saveListingStep(ctx, id, 'pricing', pricing(3_900_000))).rejects.toMatchObject({
      code: 'listing_rent_unconfirmed',
    });
    await saveListingStep(ctx, id, 'pricing', pricing(250_000));
    expect((await getOwnListing(ctx, id)).rent_outlier_at).toBeNull();
  });

  it('asks again at submit when the size changed after the rent was saved', async () => {
    const { ctx, id } = await landlordListing(t);
    await saveListingStep(ctx, id, 'property', {
      type: 'apartment',
      sizeM2: 540,
      rooms: 8,
      bedrooms: 5,
      bathrooms: 3,
      elevator: false,
      amenities: [],
    });
    await expect(submitListing(ctx, id)).rejects.toMatchObject({
      code: 'listing_rent_unconfirmed',
      fields: { pricing: ['listing_rent_unconfirmed'] },
    });
    expect((await getOwnListing(ctx, id)).status).toBe('draft');
  });

  it('shows staff the flag and the earlier rejection reason of a resubmitted listing', async () => {
    const { ctx, id } = await landlordListing(t);
    const staff = t.contextFor(await makeUser(t.database, { scope: ['user', 'staff'] }));
    await saveListingStep(ctx, id, 'pricing', pricing(15_000, true));
    await submitListing(ctx, id);
    const first = (await reviewQueue(staff, undefined, 100)).items.find((l) => l.id === id);
    expect(first).toMatchObject({ rent_outlier_at: t.clock.now.toISOString(), earlier_rejection: null });

    await rejectListing(staff, id, 'Leigan virðist vera of lág, vinsamlega athugið upphæðina.');
    await saveListingStep(ctx, id, 'pricing', pricing(250_000));
    await submitListing(ctx, id);
    const again = (await reviewQueue(staff, undefined, 100)).items.find((l) => l.id === id);
    expect(again).toMatchObject({
      rent_outlier_at: null,
      earlier_rejection: { reason: 'Leigan virðist vera of lág, vinsamlega athugið upphæðina.' },
    });
  });
});
