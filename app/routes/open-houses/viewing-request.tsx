import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ViewingHours } from '#app/components/listings/listing-details.tsx';
import { ViewingRequestForm } from '#app/components/open-houses/viewing-request-form.tsx';
import { createdOrExisting } from '#app/lib/created-or-existing.server.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { getPublicListing } from '#server/domain/listings/public-listing.service.ts';
import { viewingRequestCreateSchema } from '#server/domain/open-houses/open-houses.schemas.ts';
import { requestViewing } from '#server/domain/open-houses/viewing-requests.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/viewing-request';

export const handle = { middleware: ['auth'], i18n: ['openHouses', 'listings', 'listing'] };

// /listings/:id/viewing-request: the private-viewing form on a page of its own. The listing page
// posts its copy of the form here; when the time doesn't fit, this page shows the errors beside
// the fields (no JavaScript needed), and a request sent goes back to the listing with a notice.
export async function loader({ params, context }: Route.LoaderArgs) {
  const listing = await forPage(() => getPublicListing(serviceFrom(context), params.id));
  return {
    id: listing.id,
    title: listing.title_is ?? listing.title_en ?? '',
    titleEn: listing.title_en,
    hours: listing.viewing_hours,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A second identical request (a double tap) lands where the first did.
  return formAction(await request.formData(), viewingRequestCreateSchema, (value) =>
    createdOrExisting(
      async () => (await requestViewing(serviceFrom(context), params.id, value)).id,
      () => redirectWithNotice(`/listings/${params.id}#viewings`, 'openHouses:notices.requested'),
    ),
  );
}

export default function ViewingRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const title = (i18n.language !== 'is' && loaderData.titleEn) || loaderData.title;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <title>{`${t('openHouses:request.heading')} · ${t('brand.name')}`}</title>
      <nav aria-label={t('listings:detail.breadcrumb')} className="mb-4 text-sm">
        <Link to={`/listings/${loaderData.id}`} className="text-brand-700 underline">
          {t('openHouses:request.back', { title })}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold">{t('openHouses:request.heading')}</h1>
      <p className="mt-1 text-muted">{title}</p>
      {/* The hours a request must fit, beside the form that says when a time falls outside them. */}
      <div data-testid="viewing-hours">
        <ViewingHours hours={loaderData.hours} />
      </div>
      <ViewingRequestForm listingId={loaderData.id} lastResult={actionData} />
    </div>
  );
}
