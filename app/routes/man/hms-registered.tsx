import { useTranslation } from 'react-i18next';
import { ContractRows } from '#app/components/registry/contract-table.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { parseSubmissionFilter } from '#common/registry-staff.ts';
import { registeredContracts } from '#server/domain/registry/staff-registry.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/hms-registered';

// /man/hms/rental-contracts: contracts the registry accepted, with their registry numbers.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'registry'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = parseSubmissionFilter(new URL(request.url).searchParams);
  return { result: await forPage(() => registeredContracts(serviceFrom(context), page)) };
}

export default function StaffRegistered({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { result } = loaderData;
  return (
    <div>
      <title>{`${t('manContracts:registered.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:registered.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:registered.intro')}</p>
      {result.items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('manContracts:registered.emptyTitle')}
          text={t('manContracts:registered.empty')}
        />
      ) : (
        <div className="mt-4">
          <ContractRows items={result.items} label={t('manContracts:registered.title')} />
        </div>
      )}
      <PageLinks
        page={result.page}
        pageCount={result.page_count}
        href={(page) => `/man/hms/rental-contracts${page > 1 ? `?page=${page}` : ''}`}
      />
    </div>
  );
}
