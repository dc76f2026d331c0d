import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { loginPath } from '#common/login-path.ts';
import type { FlashNotice as FlashNoticeData } from '#common/notices.ts';
import { SlotWhen } from './slot-when.tsx';

// The request form (and conform with it) is not on the listing page's first load: the server
// renders it, the browser hydrates it when its chunk is here; until then it posts as plain HTML.
const ViewingRequestForm = lazy(() => import('./viewing-request-form.tsx').then((m) => ({ default: m.ViewingRequestForm })));

/** What the listing page's loader gives this section (app/routes/open-houses/listing-viewings.server.ts). */
export interface ListingViewingsData {
  openHouses: {
    id: string;
    starts_at: string;
    ends_at: string;
    places_left: number;
    note: string | null;
    registered_by_me: boolean;
  }[];
  request: { starts_at: string; ends_at: string } | null;
  /** What the listing's owner offers: a team may switch open houses or private viewings off. */
  offered: { openHouses: boolean; viewingRequests: boolean };
  notice: FlashNoticeData | null;
}

interface Props {
  listingId: string;
  data: ListingViewingsData;
  signedIn: boolean;
  isOwner: boolean;
  onMarket: boolean;
  hasViewingHours: boolean;
}

/**
 * The listing page's "Open houses" section: upcoming slots with places left and a Register or
 * Cancel button (a guest signs in and comes back; the owner sees no buttons), then the form to
 * ask for a private viewing within the viewing hours. Every button is a form: no JavaScript needed.
 */
export function ListingViewings({ listingId, data, signedIn, isOwner, onMarket, hasViewingHours }: Props) {
  const { t } = useTranslation();
  const back = `/listings/${listingId}`;
  const canAct = onMarket && !isOwner;
  return (
    <section id="open-houses" aria-labelledby="open-houses-heading" className="scroll-mt-20">
      <h2 id="open-houses-heading" className="mb-3 text-xl font-semibold">
        {t('openHouses:listing.heading')}
      </h2>
      <FlashNotice notice={data.notice} />
      {data.openHouses.length === 0 ? (
        <p className="text-muted">{t('openHouses:listing.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="listing-open-houses">
          {data.openHouses.map((slot) => (
            <li
              key={slot.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="open-house"
            >
              <div className="min-w-0">
                <SlotWhen start={slot.starts_at} end={slot.ends_at} className="font-medium" />
                <p className="text-sm text-muted" data-testid="places-left">
                  {slot.places_left > 0 ? t('openHouses:placesLeft', { count: slot.places_left }) : t('openHouses:full')}
                </p>
                {slot.note && <p className="mt-1 text-sm break-words">{slot.note}</p>}
              </div>
              {canAct &&
                (!signedIn ? (
                  slot.places_left > 0 &&
                  data.offered.openHouses && (
                    <Link to={loginPath(`${back}#open-houses`)} className={buttonStyles('secondary', 'sm', 'shrink-0')}>
                      {t('openHouses:listing.signInToRegister')}
                    </Link>
                  )
                ) : slot.registered_by_me ? (
                  <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
                    <p className="text-sm font-medium text-success-700">{t('openHouses:listing.youAreRegistered')}</p>
                    <Form method="post" action={`/open-house/${slot.id}/registration`} reloadDocument>
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className={buttonStyles('secondary', 'sm')}>
                        {t('openHouses:listing.cancel')}
                      </button>
                    </Form>
                  </div>
                ) : slot.places_left > 0 && data.offered.openHouses ? (
                  <Form method="post" action={`/open-house/${slot.id}/registration`} reloadDocument className="shrink-0">
                    <input type="hidden" name="intent" value="register" />
                    <input type="hidden" name="back" value={back} />
                    <button type="submit" className={buttonStyles('primary', 'sm')}>
                      {t('openHouses:listing.register')}
                    </button>
                  </Form>
                ) : null)}
            </li>
          ))}
        </ul>
      )}

      {canAct && !data.offered.openHouses && data.openHouses.length > 0 && (
        <p className="mt-3 text-sm text-muted">{t('teamForms:listing.openHousesOff')}</p>
      )}
      {canAct && !data.offered.viewingRequests && !data.request && (
        <p className="mt-4 text-sm text-muted" data-testid="viewing-requests-off">
          {t('teamForms:listing.viewingRequestsOff')}
        </p>
      )}
      {canAct && data.offered.viewingRequests && !hasViewingHours && (
        <p className="mt-4 text-sm text-muted">{t('openHouses:request.noHours')}</p>
      )}
      {canAct && (hasViewingHours || data.request) && (data.offered.viewingRequests || data.request) && (
        <div id="viewings" className="mt-6 scroll-mt-20 rounded-xl border border-line p-4">
          <h3 className="text-lg font-semibold">{t('openHouses:request.heading')}</h3>
          {!signedIn ? (
            <p className="mt-2">
              <Link to={loginPath(`${back}#viewings`)} className="font-medium text-brand-700 underline">
                {t('openHouses:request.signIn')}
              </Link>
            </p>
          ) : data.request ? (
            <p className="mt-2" data-testid="viewing-request-status">
              {t('openHouses:request.pending')} <SlotWhen start={data.request.starts_at} end={data.request.ends_at} />.{' '}
              <Link to="/tenant/openhouses" className="font-medium text-brand-700 underline">
                {t('openHouses:request.seeMine')}
              </Link>
            </p>
          ) : (
            <Suspense fallback={null}>
              <ViewingRequestForm listingId={listingId} lastResult={null} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
