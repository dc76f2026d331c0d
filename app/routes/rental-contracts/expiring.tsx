import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractList } from '#app/components/contracts/contract-parts.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf, dayStart } from '#common/calendar-day.ts';
import { addDays, daysBetween, EXPIRING_WITHIN_DAYS } from '#common/contract-rules.ts';
import { formatDate } from '#common/format.ts';
import { listContracts } from '#server/domain/contracts/contracts.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/expiring';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts/expiring: active fixed terms ending within 90 days, soonest first.
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const today = dayOf(service.now());
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 && requested <= 10_000 ? requested : 1;
  const result = await forPage(() => listContracts(service, { endingBy: addDays(today, EXPIRING_WITHIN_DAYS), page }));
  return { ...result, today };
}

export default function ExpiringContracts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { items, today, page, pageSize, total } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('contracts:expiring.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/rental-contracts" className="font-medium text-brand-700 underline underline-offset-2">
          {t('contracts:expiring.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('contracts:expiring.title')}</h1>
      <p className="mt-2 text-muted">{t('contracts:expiring.intro')}</p>
      {items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('contracts:expiring.emptyTitle')}
          text={t('contracts:expiring.emptyText')}
        />
      ) : (
        <>
          <ContractList
            contracts={items}
            extra={(contract) =>
              contract.endDate && (
                <p className="text-sm font-semibold text-brand-800" data-testid="ends-on">
                  {t('contracts:expiring.endsOn', { date: formatDate(dayStart(contract.endDate), 'date', locale) })} (
                  {t('contracts:expiring.daysLeft', { count: daysBetween(today, contract.endDate) })})
                </p>
              )
            }
          />
          <PageLinks
            page={page}
            pageCount={Math.ceil(total / pageSize)}
            href={(p) => (p > 1 ? `/rental-contracts/expiring?page=${p}` : '/rental-contracts/expiring')}
          />
        </>
      )}
    </div>
  );
}
