import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractList } from '#app/components/contracts/contract-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FilterLinks } from '#app/components/ui/filter-links.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { CONTRACT_STATUSES, type ContractStatus } from '#common/contract-model.ts';
import { listContracts } from '#server/domain/contracts/contracts.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts: the person's contracts as landlord, tenant or representative, and their
// teams' (by role), by status (?status=), 20 a page (?page=).
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const url = new URL(request.url);
  const raw = url.searchParams.get('status') ?? '';
  const status = (CONTRACT_STATUSES as readonly string[]).includes(raw) ? (raw as ContractStatus) : null;
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 && requested <= 10_000 ? requested : 1;
  const result = await forPage(() => listContracts(service, { ...(status ? { status } : {}), page }));
  return { ...result, status, notice: noticeFrom(request) };
}

export default function RentalContracts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, status, total, page, pageSize } = loaderData;
  // Making a contract is the landlord's step: a tenant (no listings) gets it as a quiet link.
  const startStyle = buttonStyles(useRootData()?.user?.hasListings ? 'primary' : 'secondary');
  const href = (next: { status?: ContractStatus | null; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    if (s) params.set('status', s);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    const query = params.toString();
    return query ? `/rental-contracts?${query}` : '/rental-contracts';
  };
  return (
    <div className="max-w-3xl">
      <title>{`${t('contracts:list.title')} · ${t('brand.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('contracts:list.title')}</h1>
        <Link to="/rental-contracts/edit" className={startStyle}>
          {t('contracts:list.start')}
        </Link>
      </div>
      <p className="mt-2 text-muted">{t('contracts:list.intro')}</p>
      <p className="mt-2">
        <Link to="/rental-contracts/expiring" className="font-medium text-brand-700 underline underline-offset-2">
          {t('contracts:list.expiringLink')}
        </Link>
      </p>
      <FlashNotice notice={loaderData.notice} />
      <FilterLinks
        label={t('contracts:list.filterLabel')}
        links={[
          { to: href({ status: null }), label: t('contracts:list.all'), active: status === null },
          ...CONTRACT_STATUSES.map((s) => ({ to: href({ status: s }), label: t(`contracts:status.${s}`), active: status === s })),
        ]}
      />
      {items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('contracts:list.emptyTitle')}
          text={status ? t('contracts:list.emptyFiltered') : t('contracts:list.emptyText')}
          action={
            status ? undefined : (
              <Link to="/rental-contracts/edit" className={startStyle}>
                {t('contracts:list.start')}
              </Link>
            )
          }
        />
      ) : (
        <>
          <ContractList contracts={items} />
          <PageLinks page={page} pageCount={Math.ceil(total / pageSize)} href={(p) => href({ page: p })} />
        </>
      )}
    </div>
  );
}
