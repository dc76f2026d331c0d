import { redirect } from 'react-router';
import { ALL_STEPS } from '#app/components/listing-forms/wizard-stepper.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { getOwnListing } from '#server/domain/listings/listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/resume';

export const handle = { middleware: ['auth'], i18n: ['wizard'] };

// /start-listing/{id}: back to where the landlord left off, the first step not done yet.
export async function loader({ params, context }: Route.LoaderArgs) {
  const listing = await forPage(() => getOwnListing(serviceFrom(context), params.id));
  if (listing.status === 'in_review') throw redirect(`/start-listing/${listing.id}/in-review`);
  const next = ALL_STEPS.find((step) =>
    step === 'photos' ? listing.photos.length === 0 : step !== 'summary' && !listing.steps_done.includes(step),
  );
  if (next === 'location') throw redirect(`/start-listing/location?listing=${listing.id}`);
  throw redirect(`/start-listing/${listing.id}/${next ?? 'summary'}`);
}

export default function Resume() {
  return null;
}
