import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { daysUntil } from '#app/components/landlord/days-until.ts';
import { MANAGE_BASE } from '#app/components/landlord/managed-listing.ts';
import { ListingStatusBadge } from '#app/components/listings/listing-status-badge.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { LISTING_STATUSES, type ListingStatus } from '#common/listing-rules.ts';
import type { Locale } from '#common/locales.ts';
import { listOwnListingSummaries, type OwnListingSummary } from '#server/domain/listings/own-listing-summary.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/my-listings';
import { lifecycleAction } from './manage.server.ts';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'listing'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  // In team mode the list opens on the team's listings (docs/rules/team-mode.md).
  const actor = service.actor;
  const acting = actor?.memberships.find((m) => m.teamId === actor.actingTeamId)?.slug ?? null;
  return {
    listings: await listOwnListingSummaries(service),
    acting,
    now: service.now().getTime(),
    notice: noticeFrom(request),
  };
}

/** The renew button on a card (the other actions are on the listing's own page). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return lifecycleAction(getRequestContext(context), String(form.get('id') ?? ''), 'renew', MANAGE_BASE);
}

const isDraft = (status: ListingStatus) => status === 'draft' || status === 'rejected';

function ListingRow({ listing, now }: { listing: OwnListingSummary; now: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = listing.title ?? t('landlord:untitled');
  const href = isDraft(listing.status) ? `/start-listing/${listing.id}` : `${MANAGE_BASE}/${listing.id}`;
  return (
    <li data-testid="my-listing" className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row">
      {listing.cover ? (
        <img
          src={listing.cover.src}
          srcSet={listing.cover.srcset}
          sizes="(min-width: 640px) 10rem, 100vw"
          alt=""
          className="aspect-[4/3] w-full rounded-lg object-cover sm:w-40"
        />
      ) : (
        <div aria-hidden="true" className="hidden aspect-[4/3] w-40 rounded-lg bg-subtle sm:block" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <ListingStatusBadge status={listing.status} />
          <span className="text-sm text-muted" data-testid="listing-owner">
            {listing.team ? listing.team.name : t('landlord:owner.mine')}
          </span>
          {listing.rent_isk !== null && (
            <span className="text-sm font-semibold">
              {t('landlord:perMonth', { amount: formatMoney(listing.rent_isk, locale) })}
            </span>
          )}
        </div>
        <h2 className="text-lg font-semibold break-words">
          <Link to={href} className="underline-offset-2 hover:underline">
            {title}
          </Link>
        </h2>
        {listing.address && (
          <p className="text-sm text-muted">
            {listing.address}, {listing.postcode} {listing.town}
          </p>
        )}
        <p className="text-sm">
          {listing.status === 'published' && listing.expires_at
            ? t('landlord:expiresIn', {
                count: daysUntil(listing.expires_at, now),
                date: formatDate(listing.expires_at, 'date', locale),
              })
            : listing.status === 'expired' && listing.expires_at
              ? t('landlord:expiredOn', { date: formatDate(listing.expires_at, 'date', locale) })
              : listing.published_at
                ? t('landlord:publishedOn', { date: formatDate(listing.published_at, 'date', locale) })
                : t('landlord:updatedOn', { date: formatDate(listing.updated_at, 'date', locale) })}
        </p>
        {listing.status === 'rejected' && listing.rejection_reason && (
          <p className="rounded-md border border-danger-600 bg-danger-50 p-2 text-sm text-danger-600">
            {t('landlord:rejectedBecause', { reason: listing.rejection_reason })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to={href} className={buttonStyles('secondary', 'sm')}>
            {isDraft(listing.status) ? t('landlord:continue') : t('landlord:manage')}
            <span className="sr-only">: {title}</span>
          </Link>
          {listing.can_renew && (
            <Form method="post" reloadDocument>
              <input type="hidden" name="id" value={listing.id} />
              <button type="submit" className={buttonStyles('primary', 'sm')}>
                {t('landlord:actions.renew')}
                <span className="sr-only">: {title}</span>
              </button>
            </Form>
          )}
        </div>
      </div>
    </li>
  );
}

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { listings: all, now, acting } = loaderData;
  // Whose: all, mine, or one team's (?owner=all|me|<slug>); in team mode the team's by default.
  const teams = [...new Map(all.flatMap((l) => (l.team ? [[l.team.slug, l.team.name] as const] : []))).entries()];
  const wanted = params.get('owner') ?? acting ?? 'all';
  const owner = wanted === 'me' || teams.some(([slug]) => slug === wanted) ? wanted : 'all';
  const listings = all.filter((l) => owner === 'all' || (owner === 'me' ? l.team === null : l.team?.slug === owner));
  const filter = LISTING_STATUSES.find((s) => s === params.get('status')) ?? null;
  const counts = new Map<ListingStatus, number>();
  for (const l of listings) counts.set(l.status, (counts.get(l.status) ?? 0) + 1);
  const shown = filter ? listings.filter((l) => l.status === filter) : listings;
  const ownerQuery = owner === 'all' && !acting ? '' : `owner=${encodeURIComponent(owner)}`;
  // One team's listings are the team's, not "mine" (acting for the team, or chosen above).
  const teamName = teams.find(([slug]) => slug === owner)?.[1] ?? null;
  const heading = teamName ? t('landlord:teamTitle') : t('landlord:title');
  return (
    <div className="max-w-4xl">
      <title>{`${heading} · ${t('brand.name')}`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{heading}</h1>
          {teamName && <p className="text-muted break-words">{teamName}</p>}
        </div>
        {all.length > 0 && (
          <Link to="/start-listing/location" className={buttonStyles('primary', 'md')}>
            {t('landlord:newListing')}
          </Link>
        )}
      </div>
      <FlashNotice notice={loaderData.notice} />
      {teams.length > 0 && (
        <nav aria-label={t('landlord:owner.label')} className="mt-6">
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {[['all', t('landlord:all')] as const, ['me', t('landlord:owner.mine')] as const, ...teams].map(([key, label]) => (
              <li key={key}>
                <Link
                  to={`?owner=${encodeURIComponent(key)}`}
                  aria-current={key === owner ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-full border px-3 py-2 text-sm font-medium ${
                    key === owner ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line hover:bg-subtle'
                  }`}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {all.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('landlord:empty.title')}
          text={t('landlord:empty.text')}
          action={
            <Link to="/start-listing/location" className={buttonStyles('primary', 'md')}>
              {t('landlord:empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <nav aria-label={t('landlord:filterLabel')} className="mt-6">
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {[null, ...LISTING_STATUSES.filter((s) => counts.has(s))].map((status) => (
                <li key={status ?? 'all'}>
                  <Link
                    to={`?${[ownerQuery, status ? `status=${status}` : ''].filter(Boolean).join('&')}`}
                    aria-current={status === filter ? 'page' : undefined}
                    className={`block whitespace-nowrap rounded-full border px-3 py-2 text-sm font-medium ${
                      status === filter ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line hover:bg-subtle'
                    }`}
                  >
                    {status ? t(`listing:status.${status}`) : t('landlord:all')} ({status ? counts.get(status) : listings.length})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="mt-4 flex flex-col gap-3">
            {shown.map((listing) => (
              <ListingRow key={listing.id} listing={listing} now={now} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
