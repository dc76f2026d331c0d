import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { type SectionGroup, type SectionLink, SectionNav } from './section-nav.tsx';

/** A layout body: the section's navigation beside the page (above it on phones). */
export function SidebarShell({
  navLabel,
  navTitle,
  links,
  groups,
  pages,
  tone,
  width = 'max-w-6xl',
}: {
  navLabel: string;
  navTitle?: string;
  links?: SectionLink[];
  groups?: SectionGroup[];
  pages?: SectionLink[];
  tone?: 'plain' | 'raised';
  width?: string;
}): ReactNode {
  return (
    <div className={`mx-auto flex w-full ${width} flex-1 flex-col gap-6 px-4 py-6 md:flex-row`}>
      <SectionNav label={navLabel} title={navTitle} links={links} groups={groups} pages={pages} tone={tone} />
      <main id="main" className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
