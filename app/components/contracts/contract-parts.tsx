import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { dayStart } from '#common/calendar-day.ts';
import type { ContractSummaryDto, RegistryStatus } from '#common/contract-dtos.ts';
import type { ContractStatus, ContractTerms } from '#common/contract-model.ts';
import { formatDate, formatMoney } from '#common/format.ts';

// The pieces the contract pages share: status and registry badges, the period in words, the list.

const STATUS_TONES: Record<ContractStatus, string> = {
  draft: 'bg-subtle text-ink border-line',
  awaiting_signatures: 'bg-brand-50 text-brand-800 border-brand-100',
  active: 'bg-white text-success-700 border-success-700',
  ended: 'bg-subtle text-muted border-line',
  terminated: 'bg-warning-100 text-ink border-warning-100',
  cancelled: 'bg-danger-50 text-danger-600 border-danger-600',
};

const REGISTRY_TONES: Record<RegistryStatus, string> = {
  none: 'bg-white text-muted border-line',
  pending: 'bg-brand-50 text-brand-800 border-brand-100',
  registered: 'bg-white text-success-700 border-success-700',
  failed: 'bg-danger-50 text-danger-600 border-danger-600',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full border px-3 py-0.5 text-sm font-semibold';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="contract-status" className={`${badge} ${STATUS_TONES[status]}`}>
      {t(`contracts:status.${status}`)}
    </span>
  );
}

export function RegistryBadge({ status }: { status: RegistryStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="registry-status" className={`${badge} ${REGISTRY_TONES[status]}`}>
      {t(`contracts:registry.${status}`)}
    </span>
  );
}

/** "1. des. 2026 til 30. nóv. 2027", "Frá 1. des. 2026, ótímabundinn", or that it is not filled in. */
export function ContractPeriod({ terms }: { terms: Pick<ContractTerms, 'startDate' | 'endDate' | 'termKind'> }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = (d: string) => formatDate(dayStart(d), 'date', locale);
  if (!terms.startDate) return <>{t('contracts:list.noDates')}</>;
  if (terms.termKind === 'indefinite' || !terms.endDate)
    return <>{t('contracts:list.fromIndefinite', { start: day(terms.startDate) })}</>;
  return <>{t('contracts:list.fromTo', { start: day(terms.startDate), end: day(terms.endDate) })}</>;
}

/** Contracts as a list of cards, each linking to its page; `extra` adds a line (an end date). */
export function ContractList({
  contracts,
  extra,
}: {
  contracts: ContractSummaryDto[];
  extra?: (contract: ContractSummaryDto) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white" data-testid="contract-list">
      {contracts.map((contract) => (
        <li key={contract.id} className="flex flex-col gap-1 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/rental-contracts/${contract.id}`}
              className="min-w-0 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <span className="break-words">{contract.address ?? t('contracts:list.noAddress')}</span>
              <span className="ml-2 text-sm font-normal text-muted">{contract.reference}</span>
            </Link>
            <ContractStatusBadge status={contract.status} />
          </div>
          <p className="text-muted">
            <ContractPeriod terms={contract} />
            {contract.rentIsk !== null && (
              <>
                {' · '}
                {t('contracts:list.perMonth', { amount: formatMoney(contract.rentIsk, locale) })}
              </>
            )}
          </p>
          <p className="text-sm text-muted break-words">
            {contract.myRole && t('contracts:list.yourRole', { role: t(`contracts:role.${contract.myRole}`) })}
            {contract.myRole && contract.parties.length > 0 && ' · '}
            {contract.parties.length > 0 && t('contracts:list.with', { names: contract.parties.map((p) => p.name).join(', ') })}
          </p>
          {contract.team && <p className="text-sm text-muted">{t('contracts:list.team', { name: contract.team.name })}</p>}
          {extra?.(contract)}
        </li>
      ))}
    </ul>
  );
}
