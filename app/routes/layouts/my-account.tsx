import { useTranslation } from 'react-i18next';
import type { SectionLink } from '#app/components/layout/section-nav.tsx';
import { SidebarShell } from '#app/components/layout/sidebar-shell.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useRootData } from '#app/lib/root-data.ts';

export const handle = { i18n: ['savedSearches'] };

const ACCOUNT_LINKS: SectionLink[] = [
  { to: '/profile', labelKey: 'nav.profile', end: true },
  { to: '/profile/edit', labelKey: 'nav.editProfile' },
  { to: '/account/login-security', labelKey: 'nav.loginSecurity' },
  { to: '/account/payout-methods', labelKey: 'nav.payoutMethods' },
  { to: '/landlord/my-listings', labelKey: 'nav.myListings' },
  { to: '/invitations', labelKey: 'nav.invitations' },
  { to: '/account/notifications', labelKey: 'nav.notifications' },
  { to: '/saved-searches', labelKey: 'savedSearches:nav' },
];

// The my-account layout: the signed-in person's own pages, with their section navigation.
export default function MyAccountLayout() {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      <SidebarShell navLabel={t('account.sectionNav')} links={ACCOUNT_LINKS} />
      <SiteFooter />
    </div>
  );
}
