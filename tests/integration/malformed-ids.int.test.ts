import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../server/domain/accounts/profile.service.ts';
import { getTenantProfile } from '../../server/domain/accounts/tenant-profile.service.ts';
import type { ServiceContext } from '../../server/domain/context.ts';
import { getImportedListing } from '../../server/domain/imported-listings/imported-listings.service.ts';
import { removeHouseholdMember } from '../../server/domain/invitations/household.service.ts';
import { getInvitation, respondToInvitation, revokeInvitation } from '../../server/domain/invitations/invitations.service.ts';
import { deleteListingPhoto, makeCoverPhoto, movePhoto } from '../../server/domain/listings/listing-photos.service.ts';
import { reportListing } from '../../server/domain/listings/listing-reports.service.ts';
import { approveListing, rejectListing } from '../../server/domain/listings/listing-review.service.ts';
import {
  applyOwnerAction,
  duplicateListing,
  getOwnListing,
  saveDateTime,
} from '../../server/domain/listings/listings.service.ts';
import { getPublicListing } from '../../server/domain/listings/public-listing.service.ts';
import { moderateListing, staffListingDetail } from '../../server/domain/listings/staff-listings.service.ts';
import { markNotificationRead } from '../../server/domain/notifications/notifications.service.ts';
import { deletePaycheck, getPaycheck, openPaycheck } from '../../server/domain/paychecks/paychecks.service.ts';
import { removePayoutMethod, setDefaultPayoutMethod } from '../../server/domain/payout-methods/payouts.service.ts';
import {
  deleteSavedSearch,
  getSavedSearch,
  updateSavedSearch,
} from '../../server/domain/saved-searches/saved-searches.service.ts';
import { landlordListing } from '../fixtures/managed-listing.ts';
import { createTestApp, makeUser } from '../fixtures/test-app.ts';

// Ids reach services from paths, hidden form fields and queries. Whatever the caller, an id
// that is not a uuid cannot exist: the service answers not_found before any query
// (docs/decisions/0013-one-schema-per-kind-of-input.md).

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const BAD_IDS = ['-'.repeat(36), 'x', '../', '', `${'0'.repeat(8)}-0000-0000-0000-00000000000g`];

describe('a malformed id given to a service is not_found', () => {
  let t: TestApp;
  let ctx: ServiceContext;
  let listingId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const staff = await makeUser(t.database, { scope: ['user', 'staff', 'admin'] });
    ctx = t.contextFor(staff);
    listingId = (await landlordListing(t)).id;
  });
  afterAll(() => t.close());

  const calls: Record<string, (id: string) => Promise<unknown>> = {
    getImportedListing: (id) => getImportedListing(ctx, id),
    removeHouseholdMember: (id) => removeHouseholdMember(ctx, id),
    getInvitation: (id) => getInvitation(ctx, id),
    respondToInvitation: (id) => respondToInvitation(ctx, id, 'accept'),
    revokeInvitation: (id) => revokeInvitation(ctx, id),
    deleteListingPhoto: (id) => deleteListingPhoto(ctx, id, id),
    'deleteListingPhoto (photo)': (id) => deleteListingPhoto(ctx, listingId, id),
    movePhoto: (id) => movePhoto(ctx, id, id, 'up'),
    makeCoverPhoto: (id) => makeCoverPhoto(ctx, id, id),
    reportListing: (id) => reportListing(ctx, id, { reason: 'scam', message: undefined }),
    approveListing: (id) => approveListing(ctx, id),
    rejectListing: (id) => rejectListing(ctx, id, 'Brýtur reglur vefsins um auglýsingar.'),
    duplicateListing: (id) => duplicateListing(ctx, id),
    getOwnListing: (id) => getOwnListing(ctx, id),
    saveDateTime: (id) => saveDateTime(ctx, id, { viewingHours: [] }),
    applyOwnerAction: (id) => applyOwnerAction(ctx, id, 'pause'),
    getPublicListing: (id) => getPublicListing(ctx, id),
    moderateListing: (id) => moderateListing(ctx, id, { action: 'pause', reason: 'Brýtur reglur vefsins um auglýsingar.' }),
    staffListingDetail: (id) => staffListingDetail(ctx, id),
    markNotificationRead: (id) => markNotificationRead(ctx, id),
    getPaycheck: (id) => getPaycheck(ctx, id),
    deletePaycheck: (id) => deletePaycheck(ctx, id),
    openPaycheck: (id) => openPaycheck(ctx, id),
    setDefaultPayoutMethod: (id) => setDefaultPayoutMethod(ctx, id),
    removePayoutMethod: (id) => removePayoutMethod(ctx, id),
    getSavedSearch: (id) => getSavedSearch(ctx, id),
    updateSavedSearch: (id) => updateSavedSearch(ctx, id, { name: 'Leit' }),
    deleteSavedSearch: (id) => deleteSavedSearch(ctx, id),
    revokeSession: (id) => revokeSession(ctx, id),
    getTenantProfile: (id) => getTenantProfile(ctx, id),
  };

  it.each(Object.entries(calls))('%s', async (_name, call) => {
    for (const bad of BAD_IDS) {
      const error = await call(bad).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(bad)).toMatchObject({ name: 'AppError', code: 'not_found' });
    }
  });
});
