import { useTranslation } from 'react-i18next';
import { SubmissionList } from '#app/components/registry/submission-list.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { parseSubmissionFilter } from '#common/registry-staff.ts';
import { teamSubmissions } from '#server/domain/registry/team-registry.service.ts';
import type { Route } from './+types/services-registry-submissions';

// /teams/{slug}/services/hms/rental-contracts: every registry submission of the team's contracts.
export const handle = { middleware: ['team:contract.read'], i18n: ['man', 'manContracts', 'registry'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { page } = parseSubmissionFilter(new URL(request.url).searchParams);
  return { result: await teamSubmissions(serviceFrom(context), params.slug, 'all', page), slug: params.slug };
}

export default function TeamRegistrySubmissions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { result, slug } = loaderData;
  return (
    <div>
      <title>{`${t('manContracts:team.submissionsTitle')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:team.submissionsTitle')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:team.submissionsIntro')}</p>
      {result.items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('manContracts:submits.emptyTitle')}
          text={t('manContracts:team.empty')}
        />
      ) : (
        <div className="mt-4">
          <SubmissionList items={result.items} label={t('manContracts:submits.results')} />
        </div>
      )}
      <PageLinks
        page={result.page}
        pageCount={result.page_count}
        href={(page) => `/teams/${slug}/services/hms/rental-contracts${page > 1 ? `?page=${page}` : ''}`}
      />
    </div>
  );
}
