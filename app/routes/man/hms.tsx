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
import type { Route } from './+types/hms';

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

export default function StaffHms({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { overview } = loaderData;
  return (
    <div>
      <title>{`${t('manContracts:hms.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:hms.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:hms.intro')}</p>
      <p className="mt-2 font-medium" data-testid="registry-counts">
        {t('manContracts:hms.counts', {
          nearing: formatNumber(overview.counts.nearing, locale),
          overdue: formatNumber(overview.counts.overdue, locale),
          failed: formatNumber(overview.counts.failed, locale),
        })}
      </p>
      <section className="mt-6" aria-labelledby="hms-by-status">
        <h2 id="hms-by-status" className="text-lg font-semibold">
          {t('manContracts:hms.byStatus')}
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
            {t('manContracts:hms.registeredLink')}
          </Link>
          <Link to="/man/rental-contracts/hms-submits" className="font-medium text-brand-700 underline">
            {t('manContracts:hms.submitsLink')}
          </Link>
        </p>
      </section>
      <section className="mt-8" aria-labelledby="hms-overdue">
        <h2 id="hms-overdue" className="text-lg font-semibold">
          {t('manContracts:hms.overdue')}
        </h2>
        <DeadlineList rows={overview.overdue} empty={t('manContracts:hms.overdueEmpty')} label={t('manContracts:hms.overdue')} />
      </section>
      <section className="mt-8" aria-labelledby="hms-nearing">
        <h2 id="hms-nearing" className="text-lg font-semibold">
          {t('manContracts:hms.nearing', { days: overview.alert_days })}
        </h2>
        <DeadlineList
          rows={overview.nearing}
          empty={t('manContracts:hms.nearingEmpty')}
          label={t('manContracts:hms.nearing', { days: overview.alert_days })}
        />
      </section>
      <section className="mt-8" aria-labelledby="hms-failures">
        <h2 id="hms-failures" className="text-lg font-semibold">
          {t('manContracts:hms.failures')}
        </h2>
        {overview.failures.length ? (
          <div className="mt-2">
            <SubmissionList
              showCode
              items={overview.failures}
              label={t('manContracts:hms.failures')}
              contractHref={(id) => `/man/rental-contracts/${id}`}
            />
          </div>
        ) : (
          <p className="mt-2 text-muted">{t('manContracts:hms.failuresEmpty')}</p>
        )}
      </section>
    </div>
  );
}
