import { Link } from 'react-router';

export interface FilterLink {
  to: string;
  label: string;
  active: boolean;
}

/**
 * A list's filters as a row of links (status tabs), so they work without JavaScript; the current
 * one carries aria-current="page". Scrolls sideways on a narrow screen instead of wrapping.
 */
export function FilterLinks({ label, links, className = 'mt-6' }: { label: string; links: FilterLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-1 overflow-x-auto border-b border-line">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.active ? 'page' : undefined}
              className={
                'flex min-h-11 items-center whitespace-nowrap border-b-3 px-4 font-medium ' +
                (link.active ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent text-muted hover:text-ink')
              }
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
