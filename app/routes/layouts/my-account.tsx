import { useTranslation } from 'react-i18next';
import { ACCOUNT_SECTION_PAGES, accountSectionGroups } from '#app/components/layout/navigation.ts';
import { SidebarShell } from '#app/components/layout/sidebar-shell.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useRootData } from '#app/lib/root-data.ts';

export const handle = { i18n: ['savedSearches', 'favourites'] };

// The my-account layout: the signed-in person's own pages, with their section navigation.
export default function MyAccountLayout() {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      <SidebarShell
        navLabel={t('account.sectionNav')}
        groups={accountSectionGroups(root?.user ?? null)}
        pages={ACCOUNT_SECTION_PAGES}
      />
      <SiteFooter />
    </div>
  );
}
