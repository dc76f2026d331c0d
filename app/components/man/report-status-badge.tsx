import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ReportStatus } from '#common/staff-people.ts';
import { Badge } from './page-links.tsx';

const TONES = { open: 'warn', resolved: 'good', dismissed: 'plain' } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{tDynamic(t, `man:reports.status.${status}`)}</Badge>;
}
