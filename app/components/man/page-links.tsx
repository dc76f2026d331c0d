import { Link } from 'react-router';

/** A small label: a status, a scope, "blocked". */
export function Badge({ tone = 'plain', children }: { tone?: 'plain' | 'good' | 'warn' | 'bad' | 'info'; children: string }) {
  const tones = {
    plain: 'border-line text-muted',
    good: 'border-success-700 text-success-700',
    warn: 'border-line bg-warning-100 text-ink',
    bad: 'border-danger-600 text-danger-600',
    info: 'border-brand-600 bg-brand-50 text-brand-800',
  };
  return (
    <span className={`inline-block whitespace-nowrap rounded border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A count that links to its filtered list (a pill; the current one is filled). */
export function CountLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
        current ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-subtle'
      }`}
    >
      {children}
    </Link>
  );
}
