import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatDate } from '#common/format.ts';
import type { StaffContractRowDto } from '#common/registry-staff.ts';
import { RegistryStatusBadge } from './registry-status.tsx';

/** Contracts as a list that reads as rows on a wide screen and as cards at 360 px. */
export function ContractRows({ items, label }: { items: StaffContractRowDto[]; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = (value: string | null) => (value ? formatDate(value, 'date', locale) : '');
  return (
    <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white" aria-label={label}>
      {items.map((c) => (
        <li key={c.id} data-testid="staff-contract" className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-4">
          <div className="min-w-0 flex-1">
            <Link to={`/man/rental-contracts/${c.id}`} className="font-semibold text-brand-700 underline">
              {c.reference}
            </Link>
            <span className="block break-words text-sm text-muted">
              {c.address ?? t('manContracts:noAddress')}
              {c.team_name && ` · ${c.team_name}`}
            </span>
            {c.start_date && (
              <span className="block text-sm text-muted">
                {c.end_date
                  ? `${day(c.start_date)} – ${day(c.end_date)}`
                  : t('manContracts:indefinite', { start: day(c.start_date) })}
              </span>
            )}
          </div>
          <div className="flex flex-col gap-1 text-sm md:w-64 md:items-end md:text-right">
            <span className="font-semibold">{t(`contracts:status.${c.status}`)}</span>
            <RegistryStatusBadge status={c.registry_status} />
            {c.registration_late && (
              <span className="rounded-full bg-warning-100 px-2 py-0.5 font-semibold" data-testid="registry-late">
                {t('registry:staff.late')}
              </span>
            )}
            {c.registry_number && (
              <span>
                {t('manContracts:col.number')}: <span className="font-mono">{c.registry_number}</span>
              </span>
            )}
            {c.registered_at && (
              <span className="text-muted">
                {t('manContracts:col.registeredAt')}: {day(c.registered_at)}
              </span>
            )}
            {!c.registered_at && c.registration_due && (
              <span className="text-muted">
                {t('manContracts:col.due')}: {day(c.registration_due)}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
