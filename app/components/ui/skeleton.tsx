import { useTranslation } from 'react-i18next';

export interface SkeletonProps {
  /** Lines of text to stand in for. Default 3. */
  lines?: number;
  /** A picture-sized block above the lines. */
  media?: boolean;
  /** Read out instead of "Loading…". */
  label?: string;
  className?: string;
}

const WIDTHS = ['w-11/12', 'w-full', 'w-4/5', 'w-2/3', 'w-5/6'];

/**
 * Grey shapes where content is about to appear. The shapes are hidden from screen readers, which
 * hear "Loading…" instead. The shimmer stops for people who ask for reduced motion.
 */
export function Skeleton({ lines = 3, media = false, label, className = '' }: SkeletonProps) {
  const { t } = useTranslation('components');
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label ?? t('skeleton.loading')}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
        {media && <div className="aspect-[16/9] w-full rounded-lg bg-line" />}
        <div className="h-5 w-1/2 rounded bg-line" />
        {Array.from({ length: lines }, (_, i) => WIDTHS[i % WIDTHS.length] + (i >= WIDTHS.length ? ` line-${i}` : '')).map(
          (width) => (
            <div key={width} className={`h-4 rounded bg-line ${width}`} />
          ),
        )}
      </div>
    </div>
  );
}
