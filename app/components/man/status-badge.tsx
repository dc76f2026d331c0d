import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';

const TONES: Record<string, string> = {
  published: 'border-success-700 text-success-700',
  in_review: 'border-brand-600 bg-brand-50 text-brand-800',
  rejected: 'border-danger-600 text-danger-600',
  paused: 'border-line bg-warning-100 text-ink',
};

/**
 * A listing's status as a small label, in the shared vocabulary (listing:status.*). Long ones
 * ("rented, contract in progress") wrap rather than widen a phone's screen.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block max-w-full rounded border px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? 'border-line text-muted'}`}
    >
      {tDynamic(t, `listing:status.${status}`)}
    </span>
  );
}
