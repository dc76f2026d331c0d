import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ListingStatus } from '#common/listing-rules.ts';

const TONES: Record<ListingStatus, StatusTone> = {
  draft: 'neutral',
  in_review: 'info',
  published: 'good',
  paused: 'warn',
  expired: 'warn',
  rented_pending: 'info',
  rented: 'info',
  archived: 'muted',
  rejected: 'bad',
};

/** A listing's status in the shared vocabulary (listing:status.*), for landlords, teams and staff alike. */
export function ListingStatusBadge({ status }: { status: ListingStatus | string }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status as ListingStatus] ?? 'muted'}>{tDynamic(t, `listing:status.${status}`)}</StatusBadge>;
}
