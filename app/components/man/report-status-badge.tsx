import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ReportStatus } from '#common/staff-people.ts';

const TONES = { open: 'warn', resolved: 'good', dismissed: 'muted' } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{tDynamic(t, `man:reports.status.${status}`)}</StatusBadge>;
}
