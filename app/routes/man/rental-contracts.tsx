import { useTranslation } from 'react-i18next';
import { CursorLinks, ListResults } from '#app/components/man/list-page.tsx';
import { Options, SearchField, SearchSelect, StaffListHeader, StaffSearchForm } from '#app/components/man/staff-list.tsx';
import { ContractRows } from '#app/components/registry/contract-table.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { CONTRACT_STATUSES } from '#common/contract-model.ts';
import { listLink } from '#common/list-kit.ts';
import { parseStaffContractQuery, REGISTRY_STATUSES, staffContractList } from '#common/registry-staff.ts';
import { searchStaffContracts } from '#server/domain/registry/staff-registry.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/rental-contracts';

// /man/rental-contracts: every contract, newest first, 20 a page (keyset, docs/rules/lists.md): filter by status and registry
// status, search by reference, registry number or address. No personal data on the list.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'registry', 'contracts'] };

const PATH = '/man/rental-contracts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStaffContractQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffContracts(serviceFrom(context), query)) };
}

const href = listLink(PATH, staffContractList);

export default function StaffContracts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, result } = loaderData;
  return (
    <div>
      <StaffListHeader title={t('manContracts:list.title')} intro={t('manContracts:list.intro')} />
      <StaffSearchForm action={PATH} layout="row" submitLabel={t('manContracts:list.submit')}>
        <SearchField id="contracts-q" name="q" label={t('manContracts:list.q')} defaultValue={query.q} maxLength={200} />
        <SearchSelect
          id="contracts-status"
          name="status"
          label={t('manContracts:list.status')}
          defaultValue={query.status}
          anyLabel={t('manContracts:list.any')}
        >
          <Options values={CONTRACT_STATUSES} label={(s) => t(`contracts:status.${s}`)} />
        </SearchSelect>
        <SearchSelect
          id="contracts-registry"
          name="registry"
          label={t('manContracts:list.registry')}
          defaultValue={query.registry}
          anyLabel={t('manContracts:list.any')}
        >
          <Options values={REGISTRY_STATUSES} label={(s) => t(`manContracts:status.${s}`)} />
        </SearchSelect>
        <label className="flex min-h-11 items-center gap-2 self-end">
          <input type="checkbox" name="late" value="1" defaultChecked={query.late === true} className="h-5 w-5" />
          {t('registry:staff.lateFilter')}
        </label>
      </StaffSearchForm>
      <ListResults
        count={t('manContracts:list.found', { count: result.total })}
        isEmpty={result.items.length === 0}
        empty={{ title: t('manContracts:list.emptyTitle'), text: t('manContracts:list.empty') }}
        paging={<CursorLinks page={result} href={(cursor) => href(query, cursor)} />}
      >
        <div className="mt-4">
          <ContractRows items={result.items} label={t('manContracts:list.results')} />
        </div>
      </ListResults>
    </div>
  );
}
