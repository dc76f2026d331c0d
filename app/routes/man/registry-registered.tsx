import { useTranslation } from 'react-i18next';
import { CursorLinks, ListResults } from '#app/components/man/list-page.tsx';
import { ContractRows } from '#app/components/registry/contract-table.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { listLink } from '#common/list-kit.ts';
import { parseRegisteredContractQuery, registeredContractList } from '#common/registry-staff.ts';
import { searchRegisteredContracts } from '#server/domain/registry/staff-registry.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/registry-registered';

// /man/hms/rental-contracts: contracts the registry accepted, with their registry numbers; latest
// registered first, 20 a page (keyset, docs/rules/lists.md).
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'registry', 'contracts'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseRegisteredContractQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchRegisteredContracts(serviceFrom(context), query)) };
}

const href = listLink('/man/hms/rental-contracts', registeredContractList);

export default function StaffRegistered({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, result } = loaderData;
  return (
    <div>
      <title>{`${t('manContracts:registered.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:registered.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:registered.intro')}</p>
      <ListResults
        count={t('manContracts:list.found', { count: result.total })}
        isEmpty={result.items.length === 0}
        empty={{ title: t('manContracts:registered.emptyTitle'), text: t('manContracts:registered.empty') }}
        paging={<CursorLinks page={result} href={(cursor) => href(query, cursor)} />}
      >
        <div className="mt-4">
          <ContractRows items={result.items} label={t('manContracts:registered.title')} />
        </div>
      </ListResults>
    </div>
  );
}
