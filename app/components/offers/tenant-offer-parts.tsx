import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatDate } from '#common/format.ts';
import type { OfferDto } from '#common/offer-dtos.ts';

// The tenant's offer page: the one line that says where the offer stands and what comes next,
// and the confirmation an acceptance asks for first (a plain form: works without JavaScript).

/** Where the offer stands, in one line, with the next step when there is one. */
export function TenantState({ offer }: { offer: OfferDto }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  if (offer.status === 'accepted') {
    const date = offer.responded_at ? formatDate(offer.responded_at, 'date', locale) : '';
    return (
      <div className="mt-4" data-testid="offer-state">
        <p>{t('offers:detail.acceptedOn', { date })}</p>
        {offer.contract && (
          <Link to={`/rental-contracts/${offer.contract.id}`} className={`${buttonStyles('primary')} mt-3`}>
            {t('offers:detail.openDraft')}
          </Link>
        )}
      </div>
    );
  }
  if (offer.status === 'expired') {
    return (
      <div className="mt-4" data-testid="offer-state">
        <p>{t('offers:detail.tenantState.expired')}</p>
        <p className="mt-2">{t('offers:detail.expiredNext')}</p>
        <Link to={`/inbox/new?offer=${offer.id}`} className={`${buttonStyles('primary')} mt-3`}>
          {t('offers:detail.writeLandlord')}
        </Link>
      </div>
    );
  }
  return (
    <p className="mt-4" data-testid="offer-state">
      {t(`offers:detail.tenantState.${offer.status}`)}
    </p>
  );
}

/** "Accept?" with what accepting does, then the POST; cancelling goes back to the offer. */
export function AcceptConfirmation() {
  const { t } = useTranslation();
  return (
    <Form method="post" reloadDocument className="mt-4 flex flex-col gap-3" data-testid="accept-form">
      <h3 className="font-semibold">{t('offers:detail.acceptConfirmTitle')}</h3>
      <p>{t('offers:detail.acceptConfirmText')}</p>
      <input type="hidden" name="intent" value="accept" />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles('primary')}>
          {t('offers:detail.confirmAccept')}
        </button>
        <Link to="?" className={buttonStyles('secondary')}>
          {t('offers:detail.cancel')}
        </Link>
      </div>
    </Form>
  );
}
