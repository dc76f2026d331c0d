import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams } from 'react-router';
import { AnswerWithMessage, ContractDraft, OfferStatusBadge, OfferSummary } from '#app/components/offers/offer-parts.tsx';
import { AcceptConfirmation, TenantState } from '#app/components/offers/tenant-offer-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { acceptOffer, declineOffer, getOffer } from '#server/domain/offers/offers.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/tenant-offer';
import { answerRefused, readAnswerMessage } from './offer-actions.server.ts';

export const handle = { middleware: ['auth'], i18n: ['offers'] };

// /account/offers/{id}: the tenant's view of an offer: the terms, the time left, accept or
// decline (with an optional reason; ?decline=1 opens the form without JavaScript), and once
// accepted the contract draft and what happens next.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const offer = await forPage(() => getOffer(service, params.id));
  // The landlord side has its own page.
  if (offer.tenant.id !== service.actor?.userId) throw redirect(`/landlord/offers/${offer.id}`);
  return { offer, now: service.now().toISOString(), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const path = `/account/offers/${params.id}`;
  try {
    if (formData.get('intent') === 'accept') {
      await acceptOffer(service, params.id);
      // The page itself then says "accepted on …" and links to the draft: no second notice.
      return redirect(path);
    }
    if (formData.get('intent') === 'decline') {
      const answer = readAnswerMessage(formData);
      if (!answer.value) return answer.reply;
      await declineOffer(service, params.id, answer.value);
      return redirectWithNotice('/account/offers', 'offers:notices.declined');
    }
  } catch (error) {
    return answerRefused(error, path);
  }
  return redirectWithNotice(path, 'errors:codes.offer_not_open');
}

export default function TenantOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { offer, now } = loaderData;
  const messageErrors = actionData && 'messageErrors' in actionData ? actionData.messageErrors : undefined;
  const declining = params.get('decline') === '1' || messageErrors !== undefined;
  const confirming = !declining && params.get('accept') === '1';
  const title = t('offers:detail.title', { title: offer.listing.title });
  return (
    <div className="max-w-3xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/account/offers" className="font-medium text-brand-700 underline">
          {t('offers:detail.backTenant')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold break-words">{title}</h1>
      <p className="mt-1 text-muted break-words">
        {[offer.listing.address, offer.listing.town].filter(Boolean).join(', ')} ·{' '}
        {t('offers:list.from', { name: offer.landlord_name })}
      </p>
      <div className="mt-3">
        <OfferStatusBadge status={offer.status} />
      </div>
      <FlashNotice notice={loaderData.notice} />
      <TenantState offer={offer} />

      <section aria-labelledby="terms-title" className="mt-6">
        <h2 id="terms-title" className="text-xl font-semibold">
          {t('offers:detail.terms')}
        </h2>
        <OfferSummary offer={offer} now={now} />
      </section>

      {offer.status === 'sent' && (
        <section aria-labelledby="answer-title" className="mt-6 rounded-xl border border-line bg-subtle p-4">
          <h2 id="answer-title" className="text-xl font-semibold">
            {t('offers:detail.answer')}
          </h2>
          <p className="mt-2 text-sm">{t('offers:detail.acceptHint')}</p>
          {confirming ? (
            <AcceptConfirmation />
          ) : (
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="?accept=1" className={buttonStyles('primary')}>
                {t('offers:detail.accept')}
              </Link>
              {!declining && (
                <Link to="?decline=1" className={buttonStyles('secondary')}>
                  {t('offers:detail.decline')}
                </Link>
              )}
            </div>
          )}
          {declining && (
            <AnswerWithMessage
              intent="decline"
              label={t('offers:detail.declineReason')}
              confirm={t('offers:detail.confirmDecline')}
              message={actionData && 'message' in actionData ? actionData.message : undefined}
              errors={messageErrors}
            />
          )}
        </section>
      )}
      <ContractDraft offer={offer} side="tenant" />
    </div>
  );
}
