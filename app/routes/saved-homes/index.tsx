import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { ListingCard, listingTitle } from '#app/components/listings/listing-card.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { safeRedirectPath } from '#common/redirect-path.ts';
import { addFavourite, listFavourites, removeFavourite } from '#server/domain/favourites/favourites.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['auth'], i18n: ['favourites', 'listing', 'listings'] };

const HERE = '/saved-homes';

// /saved-homes: the person's saved homes (docs/rules/favourites.md). Also where every "Save"
// form posts (the listing page, the search cards): it saves or removes, then goes back.
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  return {
    favourites: await listFavourites(service),
    notice: noticeFrom(request),
    today: dayOf(service.now()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  const listingId = String(formData.get('listing') ?? '');
  const back = safeRedirectPath(formData.get('back')) ?? HERE;
  const service = serviceFrom(context);
  try {
    if (intent === 'add') {
      await addFavourite(service, listingId);
      return redirectWithNotice(back, 'favourites:notices.added');
    }
    if (intent === 'remove') {
      await removeFavourite(service, listingId);
      return redirectWithNotice(back, 'favourites:notices.removed');
    }
  } catch (error) {
    return whenRefused(error, {
      listing_unavailable: () => redirectWithNotice(back, 'favourites:notices.unavailable'),
      refused: (refused) => {
        throw asPageError(refused);
      },
    });
  }
  return redirect(back);
}

export default function SavedHomes({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['favourites', 'common', 'listings']);
  const locale = uiLocale(i18n.language);
  const { favourites, notice, today } = loaderData;
  return (
    <div>
      <title>{`${t('title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('intro')}</p>
      <FlashNotice notice={notice} />
      {favourites.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Link to="/listings" className={buttonStyles('primary')}>
              {t('empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">{t('count', { count: favourites.length })}</p>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {favourites.map((favourite) => {
              const { listing } = favourite;
              const title = listingTitle(listing, locale) || t('listings:card.untitled');
              return (
                <li key={favourite.listing_id} className="flex flex-col gap-2" data-testid="saved-home">
                  {favourite.on_market ? (
                    <ListingCard
                      listing={listing}
                      today={today}
                      headingLevel={2}
                      className="flex-1"
                      favourite={{ saved: true, signedIn: true, back: HERE }}
                    />
                  ) : (
                    <div className="flex flex-1 flex-col gap-1 rounded-xl border border-dashed border-line bg-subtle p-4">
                      <p className="w-fit rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink">{t('offMarket')}</p>
                      <h2 className="mt-1 font-semibold text-ink">{title}</h2>
                      <p className="text-muted">
                        {formatMoney(listing.rent_isk, locale)} {t('listings:card.perMonth')} ·{' '}
                        {[listing.postcode, listing.town].filter(Boolean).join(' ')}
                      </p>
                      <p className="text-sm text-muted">{t('offMarketText')}</p>
                      <Form method="post" reloadDocument className="mt-auto pt-2">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="listing" value={favourite.listing_id} />
                        <input type="hidden" name="back" value={HERE} />
                        <button type="submit" className={buttonStyles('secondary', 'sm')}>
                          {t('remove')}
                          <span className="sr-only">: {title}</span>
                        </button>
                      </Form>
                    </div>
                  )}
                  <p className="text-sm text-muted">
                    {t('savedOn', { date: formatDate(favourite.saved_at.slice(0, 10), 'date', locale) })}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
