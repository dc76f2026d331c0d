import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MessageKey } from '#app/lib/dynamic-key.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { currentLink } from './navigation.ts';

export interface SectionLink {
  to: string;
  labelKey: MessageKey;
  end?: boolean;
}

export interface SectionGroup {
  /** The group's heading; none for a single plain list. */
  titleKey?: MessageKey;
  items: SectionLink[];
}

/**
 * A section's menu on a phone: a disclosure (works without JavaScript) whose button names the
 * section and the page you are on ("My account: Saved homes"), or the section alone where no
 * entry is the page. The key closes it after a navigation.
 */
export function PhoneSectionMenu({
  section,
  current,
  testId = 'section-menu',
  children,
}: {
  section: string;
  current: string | null;
  testId?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <details key={pathname} className="group rounded-lg border border-line bg-white" data-testid={testId}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold">
        <span className="min-w-0 truncate">
          {current ? (
            <>
              <span className="text-muted">{section}: </span>
              {current}
            </>
          ) : (
            section
          )}
        </span>
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="border-t border-line p-2">{children}</div>
    </details>
  );
}

/**
 * A layout's own navigation. On a phone it is a menu that opens (its button names the page you
 * are on), so no link hides past the screen's edge; from the md breakpoint, a column. Links come
 * flat (`links`) or in titled groups (`groups`); `pages` (default: the links) are what the
 * "you are here" label is looked up in, for pages that have no entry of their own.
 */
export function SectionNav({
  label,
  title,
  links,
  groups,
  pages,
  tone = 'plain',
}: {
  label: string;
  title?: string;
  links?: SectionLink[];
  groups?: SectionGroup[];
  pages?: SectionLink[];
  tone?: 'plain' | 'raised';
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const all: SectionGroup[] = groups ?? [{ items: links ?? [] }];
  const current = currentLink(pages ?? all.flatMap((g) => g.items), pathname);
  const active = tone === 'raised' ? 'bg-white text-brand-800 shadow-sm' : 'bg-brand-50 text-brand-800';
  const idle = tone === 'raised' ? 'hover:bg-white' : 'hover:bg-subtle';
  const list = (where: 'phone' | 'column') =>
    all.map((group, i) => {
      const headingId = `section-${where}-${i}`;
      return (
        <div key={group.titleKey ?? i} className={i > 0 ? 'mt-2 border-t border-line pt-2' : undefined}>
          {group.titleKey && (
            <p id={headingId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
              {t(group.titleKey)}
            </p>
          )}
          <ul aria-labelledby={group.titleKey ? headingId : undefined} className="flex flex-col gap-1 md:gap-2">
            {group.items.map((item) => (
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
        </div>
      );
    });
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      {title && <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-muted md:block">{title}</p>}
      <div className="md:hidden">
        <PhoneSectionMenu section={title ?? label} current={current ? t(current.labelKey) : null}>
          {list('phone')}
        </PhoneSectionMenu>
      </div>
      <div className="hidden md:block">{list('column')}</div>
    </nav>
  );
}
