import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ContractRows } from '#app/components/registry/contract-table.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { CONTRACT_STATUSES } from '#common/contract-model.ts';
import {
  parseStaffContractQuery,
  REGISTRY_STATUSES,
  type StaffContractQuery,
  staffContractQueryString,
} from '#common/registry-staff.ts';
import { searchStaffContracts } from '#server/domain/registry/staff-registry.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/rental-contracts';

// /man/rental-contracts: every contract, newest first, 20 a page: filter by status and registry
// status, search by reference, registry number or address. No personal data on the list.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts'] };

const PATH = '/man/rental-contracts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStaffContractQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffContracts(serviceFrom(context), query)) };
}

const href = (query: StaffContractQuery, page: number) => `${PATH}${staffContractQueryString(query, { page })}`;

export default function StaffContracts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, result } = loaderData;
  const select = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';
  return (
    <div>
      <title>{`${t('manContracts:list.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:list.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:list.intro')}</p>
      <Form
        method="get"
        action={PATH}
        role="search"
        className="mt-6 grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="contracts-q" className="font-medium">
            {t('manContracts:list.q')}
          </label>
          <input id="contracts-q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} className={select} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="contracts-status" className="font-medium">
            {t('manContracts:list.status')}
          </label>
          <select id="contracts-status" name="status" defaultValue={query.status ?? ''} className={select}>
            <option value="">{t('manContracts:list.any')}</option>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`manContracts:contractStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="contracts-registry" className="font-medium">
            {t('manContracts:list.registry')}
          </label>
          <select id="contracts-registry" name="registry" defaultValue={query.registry ?? ''} className={select}>
            <option value="">{t('manContracts:list.any')}</option>
            {REGISTRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`manContracts:status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          {t('manContracts:list.submit')}
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" role="status">
        {t('manContracts:list.found', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={2}
          title={t('manContracts:list.emptyTitle')}
          text={t('manContracts:list.empty')}
        />
      ) : (
        <ContractRows items={result.items} label={t('manContracts:list.results')} />
      )}
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => href(query, page)} />
    </div>
  );
}
