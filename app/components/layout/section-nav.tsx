import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MessageKey } from '#app/lib/dynamic-key.ts';

export interface SectionLink {
  to: string;
  labelKey: MessageKey;
  end?: boolean;
}

/** A layout's own navigation: a scrolling row on phones, a column on wider screens. */
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
  const active = tone === 'raised' ? 'bg-white text-brand-800 shadow-sm' : 'bg-brand-50 text-brand-800';
  const idle = tone === 'raised' ? 'hover:bg-white' : 'hover:bg-subtle';
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      {title && <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted">{title}</p>}
      <ul className="flex gap-2 overflow-x-auto md:flex-col">
        {links.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? active : idle}`
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
