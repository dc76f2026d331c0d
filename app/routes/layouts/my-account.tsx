import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SectionNav } from '#app/components/layout/section-nav.tsx';
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
        <SectionNav label={t('account.sectionNav')} links={ACCOUNT_LINKS} />
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
