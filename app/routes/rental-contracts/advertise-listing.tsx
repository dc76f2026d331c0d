import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { advertiseNextTenancy, advertisePlan } from '#server/domain/contracts/advertise.service.ts';
import { getContract } from '#server/domain/contracts/contracts.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/advertise-listing';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts/{id}/advertise-listing: the home back on the market for the next tenancy,
// as a copy of the contract's listing, prefilled (the landlord side; anyone else: not found).
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const plan = await forPage(() => advertisePlan(service, params.id));
  const contract = await forPage(() => getContract(service, params.id));
  return { plan, reference: contract.reference, contractId: contract.id };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { listingId } = await forPage(() => advertiseNextTenancy(serviceFrom(context), params.id));
  return redirectWithNotice(`/start-listing/${listingId}`, 'contracts:advertise.created');
}

export default function AdvertiseListing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { plan, contractId, reference } = loaderData;
  return (
    <div className="max-w-2xl">
      <title>{`${t('contracts:advertise.title')} · ${reference} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/rental-contracts/${contractId}`} className="font-medium text-brand-700 underline underline-offset-2">
          {t('contracts:overview.title', { reference })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('contracts:advertise.title')}</h1>
      <p className="mt-2">{t('contracts:advertise.intro')}</p>
      {plan.listingId ? (
        <>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>{t('contracts:advertise.fromListing', { title: plan.listingTitle ?? '' })}</li>
            <li>
              {plan.availableFrom
                ? t('contracts:advertise.availableFrom', { date: formatDate(dayStart(plan.availableFrom), 'date', locale) })
                : t('contracts:advertise.availableOpen')}
            </li>
            {plan.rentIsk !== null && <li>{t('contracts:advertise.rent', { amount: formatMoney(plan.rentIsk, locale) })}</li>}
          </ul>
          <Form method="post" reloadDocument className="mt-6">
            <button type="submit" className={buttonStyles('primary')}>
              {t('contracts:advertise.create')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4">{t('contracts:advertise.noListing')}</p>
          <Link to="/start-listing/location" className={`mt-4 ${buttonStyles('primary')}`}>
            {t('contracts:advertise.listHome')}
          </Link>
        </>
      )}
    </div>
  );
}
