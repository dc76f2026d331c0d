import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistryStatusBadge } from '#app/components/registry/registry-status.tsx';
import { SubmissionList } from '#app/components/registry/submission-list.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { REGISTRY_STATUSES } from '#common/registry-staff.ts';
import { teamRegistryOverview } from '#server/domain/registry/team-registry.service.ts';
import type { Route } from './+types/services-registry';

// /teams/{slug}/services/hms: the team's contracts in the HMS rental registry: by status, the
// registrations near or past their due date, and the failures with the registry's reasons.
export const handle = { middleware: ['team:contract.read'], i18n: ['manContracts', 'registry'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  return { overview: await teamRegistryOverview(serviceFrom(context), params.slug), slug: params.slug };
}

export default function TeamRegistry({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { overview, slug } = loaderData;
  const deadlines = [...overview.overdue, ...overview.nearing];
  return (
    <div>
      <title>{`${t('manContracts:team.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:team.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:team.intro')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('manContracts:registry.byStatus')}>
        {REGISTRY_STATUSES.map((status) => (
          <li key={status} className="flex flex-col gap-1 rounded-xl border border-line bg-white p-3">
            <RegistryStatusBadge status={status} />
            <span className="text-2xl font-bold">{formatNumber(overview.by_status[status], locale)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link to={`/teams/${slug}/services/hms/rental-contracts`} className="font-medium text-brand-700 underline">
          {t('manContracts:team.submissionsLink')}
        </Link>
      </p>
      <section className="mt-8" aria-labelledby="team-registry-deadlines">
        <h2 id="team-registry-deadlines" className="text-lg font-semibold">
          {t('manContracts:col.due')}
        </h2>
        {deadlines.length === 0 ? (
          <p className="mt-2 text-muted">{t('manContracts:registry.nearingEmpty')}</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
            {deadlines.map((r) => (
              <li key={r.contract_id} className="flex flex-wrap gap-x-3 p-3">
                <span className="font-semibold">{r.reference}</span>
                <span className="min-w-0 flex-1 break-words text-muted">{r.address}</span>
                <span className={r.registration_due < overview.today ? 'font-semibold text-red-800' : 'font-medium'}>
                  {formatDate(r.registration_due, 'date', locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8" aria-labelledby="team-registry-failures">
        <h2 id="team-registry-failures" className="text-lg font-semibold">
          {t('manContracts:registry.failures')}
        </h2>
        {overview.failures.length ? (
          <div className="mt-2">
            <SubmissionList items={overview.failures} label={t('manContracts:registry.failures')} />
            <p className="mt-2 text-sm text-muted">{t('manContracts:team.staffWillRetry')}</p>
          </div>
        ) : (
          <p className="mt-2 text-muted">{t('manContracts:registry.failuresEmpty')}</p>
        )}
      </section>
    </div>
  );
}
