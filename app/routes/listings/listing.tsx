import { parseWithZod } from '@conform-to/zod/v4';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ApplyContact } from '#app/components/applications/apply-contact.tsx';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { FavouriteButton } from '#app/components/listings/favourite-button.tsx';
import { LandlordCard, TeamLandlordCard } from '#app/components/listings/landlord-card.tsx';
import { HouseRules, PriceBox, PropertyFacts, Section, ViewingHours } from '#app/components/listings/listing-details.tsx';
import { ListingGallery } from '#app/components/listings/listing-gallery.tsx';
import { ListingLocation } from '#app/components/listings/listing-location.tsx';
import { ShareListing } from '#app/components/listings/share-listing.tsx';
import { UnavailableListing } from '#app/components/listings/unavailable-listing.tsx';
import { ListingViewings } from '#app/components/open-houses/listing-viewings.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { listingReportSchema } from '#common/listing-report.ts';
import { loginPath } from '#common/login-path.ts';
import { applyState } from '#server/domain/applications/applications.service.ts';
import { savedListingIds } from '#server/domain/favourites/favourites.service.ts';
import { reportListing } from '#server/domain/listings/listing-reports.service.ts';
import { getPublicListing, getUnavailableListing } from '#server/domain/listings/public-listing.service.ts';
import { myListingReport } from '#server/domain/staff/staff-reports.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { isAppError } from '#server/lib/errors.ts';
import { listingViewings } from '../open-houses/listing-viewings.server.ts';
import type { Route } from './+types/listing';

// The report form (closed by default; conform and its checks) is not on the first load: the
// server renders it, the browser hydrates it when its chunk is here (app/lib/lazy-validation.ts).
const ReportListing = lazy(() =>
  import('#app/components/listings/report-listing.tsx').then((m) => ({ default: m.ReportListing })),
);

export const handle = {
  middleware: ['public'],
  ownDescription: true,
  i18n: ['applications', 'components', 'favourites', 'listing', 'listings', 'openHouses', 'teamForms'],
};

// /listings/:id: one listing (two queries: the listing with its property and owner, and its
// photos; then, at once, the visitor's report, saved state, the open houses and whether they may
// apply). Drafts, listings in review and rejected ones are "not found" to all but their owner
// (staff see them in /man); one that has left the market is "no longer available" (410) with
// similar listings (docs/rules/listings.md).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const service = ctx.service();
  let full: Awaited<ReturnType<typeof getPublicListing>>;
  try {
    full = await getPublicListing(service, params.id);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'listing_unavailable') throw asPageError(error);
    const gone = await forPage(() => getUnavailableListing(service, params.id));
    const today = dayOf(service.now());
    return data({ kind: 'unavailable' as const, unavailable: gone, today }, { status: 410 });
  }
  const { title_is, title_en, description_is, description_en, published_at: _p, expires_at: _e, ...listing } = full;
  // Only the texts in the page's language go to the page: English for others when written.
  const english = ctx.locale !== 'is';
  const titleLang = english && title_en ? 'en' : 'is';
  const descriptionLang = english && description_en ? 'en' : 'is';
  const origin = service.publicUrl;
  const notice = noticeFrom(request);
  // What this visitor can do with the listing: four small reads side by side.
  const [myReport, viewings, apply, saved] = await Promise.all([
    myListingReport(service, listing.id),
    listingViewings(context, request, listing.id),
    applyState(service, listing.id),
    savedListingIds(service, [listing.id]),
  ]);
  return {
    kind: 'listing' as const,
    listing,
    title: (titleLang === 'en' ? title_en : (title_is ?? title_en)) ?? '',
    titleLang,
    description: (descriptionLang === 'en' ? description_en : (description_is ?? description_en)) ?? '',
    descriptionLang,
    url: `${origin}/listings/${listing.id}`,
    image: listing.photos[0] ? `${origin}${listing.photos[0].src}` : null,
    signedIn: ctx.user !== null,
    mapStyleUrl: service.env.MAP_STYLE_URL ?? null,
    today: dayOf(service.now()),
    reported: REPORTED[notice?.key ?? ''] ?? myReport,
    viewings,
    apply,
    saved: saved.has(listing.id),
    favouriteNotice: notice?.key.startsWith('favourites:') ? notice : null,
  };
}

/** The report form's notices: the thank-you takes the form's place. */
const REPORTED: Record<string, 'thanks' | 'already'> = {
  'listings:report.thanks': 'thanks',
  'listings:report.already': 'already',
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const path = `/listings/${params.id}`;
  if (!ctx.user) return redirect(loginPath(`${path}#report`));
  const formData = await request.formData();
  if (formData.get('intent') !== 'report') return redirect(path);
  const submission = parseWithZod(formData, { schema: listingReportSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    await reportListing(ctx.service(), params.id, submission.value);
  } catch (error) {
    return whenRefused(error, {
      listing_already_reported: () => redirectWithNotice(`${path}#report`, 'listings:report.already'),
      refused: (refused) => {
        throw asPageError(refused);
      },
    });
  }
  return redirectWithNotice(`${path}#report`, 'listings:report.thanks');
}

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'unavailable') return <UnavailableListing listing={loaderData.unavailable} today={loaderData.today} />;
  return <ListingView loaderData={loaderData} actionData={actionData} />;
}

function ListingView({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'listing' }>;
  actionData: Route.ComponentProps['actionData'];
}) {
  const { t, i18n } = useTranslation(['listings', 'common', 'listing']);
  const {
    listing,
    title,
    titleLang,
    description,
    descriptionLang,
    url,
    image,
    signedIn,
    mapStyleUrl,
    today,
    reported,
    saved,
    apply,
    favouriteNotice,
  } = loaderData;
  const place = [listing.postcode, listing.town].filter(Boolean).join(' ');
  const heading = title || t('card.untitled');
  const metaDescription = summary(description || t('detail.metaFallback', { place }));
  const langOf = (lang: string) => (lang === i18n.language ? undefined : lang);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6">
      <title>{`${heading} · ${place} · ${t('common:brand.name')}`}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={metaDescription} />
      {image && <meta name="twitter:image" content={image} />}

      {listing.status !== 'published' && (
        <Notice tone="warning">
          {t('detail.statusBanner', { status: t(`listing:status.${listing.status}`) })}{' '}
          {listing.viewer.is_owner && (
            <Link to={`/landlord/my-listings/${listing.id}`} className="font-semibold underline">
              {t('detail.manage')}
            </Link>
          )}
        </Notice>
      )}
      <nav aria-label={t('detail.breadcrumb')} className="mb-4 mt-2 text-sm">
        <Link to="/listings" className="text-brand-700 underline">
          {t('detail.back')}
        </Link>
      </nav>
      <h1 lang={langOf(titleLang)} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 text-muted">
        {[listing.street && `${listing.street} ${listing.house_number ?? ''}`.trim(), place].filter(Boolean).join(', ')}
      </p>
      <div className="mt-4">
        <ListingGallery photos={listing.photos} title={heading} />
      </div>
      {/* On a phone the price and contact come right after the photos; beside the text on a wide screen. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <PriceBox pricing={listing.pricing} today={today} />
          <section aria-labelledby="contact-heading" className="rounded-xl border border-line bg-white p-5">
            <h2 id="contact-heading" className="font-semibold">
              {t('contact.heading')}
            </h2>
            <div className="mt-3 flex flex-col gap-2">
              <ApplyContact listingId={listing.id} apply={apply} />
              {listing.status === 'published' && !listing.viewer.is_owner && (
                <Link
                  to={`/inbox/new?listing=${listing.id}`}
                  data-testid="message-landlord"
                  className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('contact.message')}
                </Link>
              )}
            </div>
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {description && (
            <Section title={t('detail.about')}>
              <p lang={langOf(descriptionLang)} className="whitespace-pre-line leading-relaxed">
                {description}
              </p>
            </Section>
          )}
          <PropertyFacts listing={listing} />
          <HouseRules rules={listing.rules} />
          <ViewingHours hours={listing.viewing_hours} />
          <ListingViewings
            listingId={listing.id}
            data={loaderData.viewings}
            signedIn={signedIn}
            isOwner={listing.viewer.is_owner}
            onMarket={listing.status === 'published'}
            hasViewingHours={listing.viewing_hours.length > 0}
          />
          <ListingLocation listing={listing} styleUrl={mapStyleUrl} />
        </div>
        <aside className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-2">
          {listing.team ? <TeamLandlordCard team={listing.team} /> : listing.owner && <LandlordCard owner={listing.owner} />}
          {listing.status === 'published' && (
            <div id="save" className="flex scroll-mt-4 flex-col gap-2">
              <FlashNotice notice={favouriteNotice} />
              <FavouriteButton listingId={listing.id} saved={saved} signedIn={signedIn} back={`/listings/${listing.id}#save`} />
            </div>
          )}
          <ShareListing url={url} title={heading} />
          {listing.status === 'published' && !listing.viewer.is_owner && (
            <Suspense fallback={null}>
              <ReportListing
                listingId={listing.id}
                signedIn={signedIn}
                reported={reported}
                lastResult={actionData && 'status' in actionData ? actionData : null}
              />
            </Suspense>
          )}
        </aside>
      </div>
    </article>
  );
}
