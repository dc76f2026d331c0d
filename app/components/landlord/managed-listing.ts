import { useRouteLoaderData } from 'react-router';
import type { OwnerListingDto } from '#common/listing-dtos.ts';
import type { FlashNotice } from '#common/notices.ts';

// What the management pages share on the client: their address and the listing the layout loaded.

export const MANAGE_BASE = '/landlord/my-listings';

/** The route id of app/routes/landlord/listing-layout.tsx (its file path). */
const LAYOUT_ID = 'routes/landlord/listing-layout';

/** The listing for the pages under the layout (already checked to be the person's own). */
export function useManagedListing(): { listing: OwnerListingDto; now: number; notice: FlashNotice | null } {
  const data = useRouteLoaderData<{ listing: OwnerListingDto; now: number; notice: FlashNotice | null }>(LAYOUT_ID);
  if (!data) throw new Error('useManagedListing outside the listing layout');
  return data;
}
