import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams } from 'react-router';
import { AnswerWithMessage, ContractDraft, OfferStatusBadge, OfferSummary } from '#app/components/offers/offer-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { getOffer, withdrawOffer } from '#server/domain/offers/offers.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/landlord-offer';
import { answerRefused, readAnswerMessage } from './offer-actions.server.ts';

export const handle = { middleware: ['auth'], i18n: ['offers'] };

// /landlord/offers/{id}: the landlord's view of an offer they sent: the terms, its status and
// time left, withdraw with a message (?withdraw=1 opens the form without JavaScript), and once
// accepted the contract draft and what happens next.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const offer = await forPage(() => getOffer(service, params.id));
  // The tenant's view is their own page.
  if (offer.tenant.id === service.actor?.userId) throw redirect(`/account/offers/${offer.id}`);
  return { offer, now: service.now().toISOString(), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const path = `/landlord/offers/${params.id}`;
  if (formData.get('intent') !== 'withdraw') return redirect(path);
  try {
    const answer = readAnswerMessage(formData);
    if (!answer.value) return answer.reply;
    await withdrawOffer(service, params.id, answer.value);
  } catch (error) {
    return answerRefused(error, path);
  }
  return redirectWithNotice(path, 'offers:notices.withdrawn');
}

export default function LandlordOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { offer, now } = loaderData;
  const messageErrors = actionData && 'messageErrors' in actionData ? actionData.messageErrors : undefined;
  const withdrawing = params.get('withdraw') === '1' || messageErrors !== undefined;
  const title = t('offers:detail.title', { title: offer.listing.title });
  return (
    <div className="max-w-3xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/landlord/offers" className="font-medium text-brand-700 underline">
          {t('offers:detail.backLandlord')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold break-words">{title}</h1>
      <p className="mt-1 text-muted break-words">
        {[offer.listing.address, offer.listing.town].filter(Boolean).join(', ')} ·{' '}
        {t('offers:list.to', { name: offer.tenant.name })}
      </p>
      <div className="mt-3">
        <OfferStatusBadge status={offer.status} />
      </div>
      <FlashNotice notice={loaderData.notice} />
      <p className="mt-4">{t(`offers:detail.landlordState.${offer.status}`)}</p>

      <section aria-labelledby="terms-title" className="mt-6">
        <h2 id="terms-title" className="text-xl font-semibold">
          {t('offers:detail.terms')}
        </h2>
        <OfferSummary offer={offer} now={now} />
      </section>

      {offer.status === 'sent' && (
        <section aria-labelledby="withdraw-title" className="mt-6 rounded-xl border border-line bg-subtle p-4">
          <h2 id="withdraw-title" className="text-xl font-semibold">
            {t('offers:detail.withdrawTitle')}
          </h2>
          <p className="mt-2 text-sm">{t('offers:detail.withdrawHint')}</p>
          {withdrawing ? (
            <AnswerWithMessage
              intent="withdraw"
              label={t('offers:detail.withdrawMessage')}
              confirm={t('offers:detail.confirmWithdraw')}
              message={actionData && 'message' in actionData ? actionData.message : undefined}
              errors={messageErrors}
            />
          ) : (
            <p className="mt-4">
              <Link to="?withdraw=1" className={buttonStyles('secondary')}>
                {t('offers:detail.withdraw')}
              </Link>
            </p>
          )}
        </section>
      )}
      {(offer.status === 'declined' || offer.status === 'expired' || offer.status === 'withdrawn') && (
        <p className="mt-6">
          <Link to={`/landlord/offers/new?application=${offer.application_id}`} className={buttonStyles('secondary')}>
            {t('offers:detail.newOffer')}
          </Link>
        </p>
      )}
      <ContractDraft offer={offer} side="landlord" />
    </div>
  );
}
