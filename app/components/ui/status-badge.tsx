import type { ReactNode } from 'react';

/** What a status means for the reader; the words carry it, the colour only repeats it. */
export type StatusTone = 'neutral' | 'info' | 'good' | 'warn' | 'bad' | 'muted';

const TONES: Record<StatusTone, string> = {
  neutral: 'border-line bg-subtle text-ink',
  info: 'border-brand-600 bg-brand-50 text-brand-800',
  good: 'border-success-700 bg-white text-success-700',
  warn: 'border-line bg-warning-100 text-ink',
  bad: 'border-danger-600 bg-danger-50 text-danger-600',
  muted: 'border-line bg-white text-muted',
};

const SIZES = { sm: 'px-2.5 text-xs', md: 'px-3 text-sm' };

/**
 * A status, scope or state as a small label ("Birt", "Í yfirferð", "Lokaður"). Long ones ("leigð,
 * samningur í vinnslu") wrap rather than widen a phone's screen.
 */
export function StatusBadge({
  tone = 'muted',
  size = 'sm',
  testId,
  children,
}: {
  tone?: StatusTone;
  /** sm in lists and tables; md beside a page's heading. */
  size?: 'sm' | 'md';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex max-w-full items-center rounded-full border py-0.5 font-semibold ${SIZES[size]} ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
