import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
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
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 lg:flex-row">
        <nav aria-label={t('man:nav.label')} className="lg:w-60 lg:shrink-0">
          <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted">{t('man:nav.title')}</p>
          <ul className="flex gap-2 overflow-x-auto lg:flex-col">
            {ADMIN_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-white text-brand-800 shadow-sm' : 'hover:bg-white'}`
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
