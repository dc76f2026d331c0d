import type { MessageKey } from '#app/lib/dynamic-key.ts';
// Header navigation by role. Only pages that exist are listed; later areas add theirs here.
export interface NavItem {
  to: string;
  labelKey: MessageKey;
}

export interface NavUser {
  /** May open /man (the server's access module decides; the root loader passes it on). */
  staffArea: boolean;
}

export function mainNavigation(user: NavUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/listings', labelKey: 'nav.listings' },
    { to: '/renters', labelKey: 'nav.renters' },
    { to: '/landlords', labelKey: 'nav.landlords' },
    { to: '/services/rental-guarantees', labelKey: 'nav.rentalGuarantees' },
  ];
  if (user?.staffArea) items.push({ to: '/man', labelKey: 'nav.staff' });
  return items;
}

export function accountNavigation(user: NavUser): NavItem[] {
  const items: NavItem[] = [
    { to: '/profile', labelKey: 'nav.profile' },
    { to: '/account/login-security', labelKey: 'nav.loginSecurity' },
    { to: '/landlord/my-listings', labelKey: 'nav.myListings' },
    { to: '/invitations', labelKey: 'nav.invitations' },
    { to: '/account/notifications', labelKey: 'nav.notifications' },
  ];
  if (user.staffArea) items.push({ to: '/man', labelKey: 'nav.staff' });
  return items;
}

export const FOOTER_LINKS: NavItem[] = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/terms/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/terms/cookie-policy', labelKey: 'footer.cookies' },
  { to: '/iso-27001', labelKey: 'footer.iso' },
  { to: '/services/mobile-app', labelKey: 'footer.mobileApp' },
  { to: '/help', labelKey: 'footer.help' },
  { to: '/listings/mbl', labelKey: 'nav.imported' },
];
