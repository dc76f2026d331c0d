import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MessageKey } from '#app/lib/dynamic-key.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';

export interface SectionLink {
  to: string;
  labelKey: MessageKey;
  end?: boolean;
}

/** The link of the page we are on: the longest `to` that is the path or (unless `end`) a parent of it. */
function currentLink(links: SectionLink[], pathname: string): SectionLink | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return links
    .filter((l) => path === l.to || (!l.end && path.startsWith(`${l.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * A layout's own navigation. On a phone it is a menu that opens (its button names the page you
 * are on), so no link hides past the screen's edge; from the md breakpoint, a column.
 */
export function SectionNav({
  label,
  title,
  links,
  tone = 'plain',
}: {
  label: string;
  title?: string;
  links: SectionLink[];
  tone?: 'plain' | 'raised';
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentLink(links, pathname);
  const active = tone === 'raised' ? 'bg-white text-brand-800 shadow-sm' : 'bg-brand-50 text-brand-800';
  const idle = tone === 'raised' ? 'hover:bg-white' : 'hover:bg-subtle';
  const list = (className: string) => (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium md:min-h-0 ${isActive ? active : idle}`
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      {title && <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-muted md:block">{title}</p>}
      {/* Phone: a disclosure (works without JavaScript); the key closes it after a navigation. */}
      <details key={pathname} className="group rounded-lg border border-line bg-white md:hidden" data-testid="section-menu">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold">
          <span className="min-w-0 truncate">
            <span className="text-muted">{title ?? label}: </span>
            {current ? t(current.labelKey) : null}
          </span>
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        {list('flex flex-col gap-1 border-t border-line p-2')}
      </details>
      {list('hidden flex-col gap-2 md:flex')}
    </nav>
  );
}
