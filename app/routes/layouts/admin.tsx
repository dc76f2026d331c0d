import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SectionNav } from '#app/components/layout/section-nav.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useRootData } from '#app/lib/root-data.ts';

// The admin layout (/man): staff only, for every page and action below it.
export const handle = { middleware: ['staff'] };

const ADMIN_LINKS = [{ to: '/man', labelKey: 'man:nav.home', end: true }];

export default function AdminLayout() {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col bg-subtle">
      <SiteHeader user={root?.user ?? null} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <SectionNav label={t('man:nav.label')} title={t('man:nav.title')} links={ADMIN_LINKS} tone="raised" />
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
