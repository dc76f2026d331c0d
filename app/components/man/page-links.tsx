import { Link } from 'react-router';

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
