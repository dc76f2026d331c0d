import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistryStatusBadge } from '#app/components/registry/registry-status.tsx';
import { SubmissionList } from '#app/components/registry/submission-list.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { type DeadlineRowDto, REGISTRY_STATUSES } from '#common/registry-staff.ts';
import { staffRegistryOverview } from '#server/domain/registry/staff-registry.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/registry';

// /man/hms: the registry at a glance: contracts by registry status, registrations near or past
// their due date (staff are alerted about these daily), and failed submissions.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'registry'] };

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await forPage(() => staffRegistryOverview(serviceFrom(context))) };
}

function DeadlineList({ rows, empty, label }: { rows: DeadlineRowDto[]; empty: string; label: string }) {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  if (!rows.length) return <p className="mt-2 text-muted">{empty}</p>;
  return (
    <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white" aria-label={label}>
      {rows.map((r) => (
        <li key={r.contract_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
          <Link to={`/man/rental-contracts/${r.contract_id}`} className="font-semibold text-brand-700 underline">
            {r.reference}
          </Link>
          <span className="min-w-0 flex-1 break-words text-muted">{r.address}</span>
          <span className="font-medium">{formatDate(r.registration_due, 'date', locale)}</span>
        </li>
      ))}
    </ul>
  );
}

export default function StaffRegistry({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { overview } = loaderData;
  return (
    <div>
      <title>{`${t('manContracts:registry.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:registry.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:registry.intro')}</p>
      <p className="mt-2 font-medium" data-testid="registry-counts">
        {t('manContracts:registry.counts', {
          nearing: formatNumber(overview.counts.nearing, locale),
          overdue: formatNumber(overview.counts.overdue, locale),
          failed: formatNumber(overview.counts.failed, locale),
        })}
      </p>
      <section className="mt-6" aria-labelledby="registry-by-status">
        <h2 id="registry-by-status" className="text-lg font-semibold">
          {t('manContracts:registry.byStatus')}
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {REGISTRY_STATUSES.map((status) => (
            <li key={status} className="rounded-xl border border-line bg-white p-3">
              <Link to={`/man/rental-contracts?registry=${status}`} className="flex flex-col gap-1">
                <RegistryStatusBadge status={status} />
                <span className="text-2xl font-bold">{formatNumber(overview.by_status[status], locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex flex-wrap gap-4">
          <Link to="/man/hms/rental-contracts" className="font-medium text-brand-700 underline">
            {t('manContracts:registry.registeredLink')}
          </Link>
          <Link to="/man/rental-contracts/hms-submits" className="font-medium text-brand-700 underline">
            {t('manContracts:registry.submitsLink')}
          </Link>
        </p>
      </section>
      <section className="mt-8" aria-labelledby="registry-overdue">
        <h2 id="registry-overdue" className="text-lg font-semibold">
          {t('manContracts:registry.overdue')}
        </h2>
        <DeadlineList
          rows={overview.overdue}
          empty={t('manContracts:registry.overdueEmpty')}
          label={t('manContracts:registry.overdue')}
        />
      </section>
      <section className="mt-8" aria-labelledby="registry-nearing">
        <h2 id="registry-nearing" className="text-lg font-semibold">
          {t('manContracts:registry.nearing', { count: overview.alert_days })}
        </h2>
        <DeadlineList
          rows={overview.nearing}
          empty={t('manContracts:registry.nearingEmpty')}
          label={t('manContracts:registry.nearing', { count: overview.alert_days })}
        />
      </section>
      <section className="mt-8" aria-labelledby="registry-failures">
        <h2 id="registry-failures" className="text-lg font-semibold">
          {t('manContracts:registry.failures')}
        </h2>
        {overview.failures.length ? (
          <div className="mt-2">
            <SubmissionList
              showCode
              items={overview.failures}
              label={t('manContracts:registry.failures')}
              contractHref={(id) => `/man/rental-contracts/${id}`}
            />
          </div>
        ) : (
          <p className="mt-2 text-muted">{t('manContracts:registry.failuresEmpty')}</p>
        )}
      </section>
    </div>
  );
}
