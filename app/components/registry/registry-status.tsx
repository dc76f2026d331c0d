import { useTranslation } from 'react-i18next';
import type { RegistryStatus } from '#common/contract-dtos.ts';
import type { SubmissionStatus } from '#common/registry-staff.ts';

const TONE: Record<RegistryStatus | SubmissionStatus, string> = {
  none: 'bg-subtle text-ink',
  pending: 'bg-amber-100 text-amber-900',
  queued: 'bg-amber-100 text-amber-900',
  registered: 'bg-green-100 text-green-900',
  accepted: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  rejected: 'bg-red-100 text-red-900',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium';

/** A contract's status in the registry (none, pending, registered, failed). */
export function RegistryStatusBadge({ status }: { status: RegistryStatus }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${TONE[status]}`}>{t(`manContracts:status.${status}`)}</span>;
}

/** A submission's status (queued, accepted, refused, failed). */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${TONE[status]}`}>{t(`manContracts:submissionStatus.${status}`)}</span>;
}
