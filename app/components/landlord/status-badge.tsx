import { useTranslation } from 'react-i18next';
import { MS_PER_DAY } from '#common/calendar-day.ts';
import type { ListingStatus } from '#common/listing-rules.ts';

// A listing's status as words (the colour only repeats what the words say).
const TONES: Record<ListingStatus, string> = {
  draft: 'bg-subtle text-ink border-line',
  in_review: 'bg-brand-50 text-brand-800 border-brand-100',
  published: 'bg-white text-success-700 border-success-700',
  paused: 'bg-warning-100 text-ink border-warning-100',
  expired: 'bg-warning-100 text-ink border-warning-100',
  rented_pending: 'bg-brand-50 text-brand-800 border-brand-100',
  rented: 'bg-brand-50 text-brand-800 border-brand-100',
  archived: 'bg-white text-ink border-line',
  rejected: 'bg-danger-50 text-danger-600 border-danger-600',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`listing:status.${status}`)}
    </span>
  );
}

/** Whole days from now until `iso`, rounded up (a listing expiring in 3 h has 1 day left). */
export function daysUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / MS_PER_DAY));
}
