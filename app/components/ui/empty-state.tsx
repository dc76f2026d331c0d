import type { ReactNode } from 'react';
import { SearchIcon } from './icons.tsx';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** Decorative; defaults to a magnifying glass. */
  icon?: ReactNode;
  /** A button or link that gets the person going ("Create a listing"). */
  action?: ReactNode;
  /** The heading level that fits the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What to show where a list has nothing in it yet: why, and what to do next. */
export function EmptyState({ title, text, icon, action, headingLevel = 3, className = '' }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={`flex flex-col items-center rounded-xl border border-dashed border-line bg-subtle px-4 py-10 text-center ${className}`}
    >
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon ?? <SearchIcon className="size-7" />}
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{title}</Heading>
      {text && <p className="mt-2 max-w-md text-base text-muted">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
