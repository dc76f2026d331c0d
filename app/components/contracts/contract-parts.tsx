import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { dayStart } from '#common/calendar-day.ts';
import type { ContractSummaryDto, RegistryStatus } from '#common/contract-dtos.ts';
import type { ContractStatus, ContractTerms } from '#common/contract-model.ts';
import { formatDate, formatMoney } from '#common/format.ts';

// The pieces the contract pages share: status and registry badges, the period in words, the list.

const STATUS_TONES: Record<ContractStatus, StatusTone> = {
  draft: 'neutral',
  awaiting_signatures: 'info',
  active: 'good',
  ended: 'muted',
  terminated: 'warn',
  cancelled: 'bad',
};

const REGISTRY_TONES: Record<RegistryStatus, StatusTone> = {
  none: 'muted',
  pending: 'info',
  registered: 'good',
  failed: 'bad',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={STATUS_TONES[status]} size="md" testId="contract-status">
      {t(`contracts:status.${status}`)}
    </StatusBadge>
  );
}

export function RegistryBadge({ status }: { status: RegistryStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={REGISTRY_TONES[status]} size="md" testId="registry-status">
      {t(`contracts:registry.${status}`)}
    </StatusBadge>
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
