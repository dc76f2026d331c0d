import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useRootData } from '#app/lib/root-data.ts';

const ACCOUNT_LINKS = [{ to: '/profile', labelKey: 'nav.profile' }];

// The my-account layout: the signed-in person's own pages, with their section navigation.
export default function MyAccountLayout() {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('account.sectionNav')} className="md:w-56 md:shrink-0">
          <ul className="flex gap-2 overflow-x-auto md:flex-col">
            {ACCOUNT_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'hover:bg-subtle'}`
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
      <SiteFooter />
    </div>
  );
}
