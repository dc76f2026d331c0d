import type { MessageKey } from '#app/lib/dynamic-key.ts';

// Navigation by role (docs/rules/navigation.md). Everyone signed in rents: the tenant's pages are
// always there. The landlord's pages (my listings, their applications, offers, open houses,
// payout methods) show only for people who list something; the root loader asks the database.

export interface NavItem {
  to: string;
  labelKey: MessageKey;
  /** Active only on this exact path (a section's own first page). */
  end?: boolean;
}

export interface NavGroup {
  /** The group's heading in the menus; none for the person's own account pages. */
  titleKey?: MessageKey;
  items: NavItem[];
}

export interface NavUser {
  /** May open /man (the server's access module decides; the root loader passes it on). */
  staffArea: boolean;
  /** Lists something (any listing of theirs, a draft included). */
  hasListings?: boolean;
}

export function mainNavigation(user: NavUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/listings', labelKey: 'nav.listings' },
    { to: '/open-house', labelKey: 'nav.openHouses' },
    { to: '/renters', labelKey: 'nav.renters' },
    { to: '/landlords', labelKey: 'nav.landlords' },
  ];
  if (user?.staffArea) items.push({ to: '/man', labelKey: 'nav.staff' });
  return items;
}

const TENANT: NavItem[] = [
  { to: '/inbox', labelKey: 'nav.inbox' },
  { to: '/tenant/applications', labelKey: 'nav.tenantApplications' },
  { to: '/account/offers', labelKey: 'nav.tenantOffers' },
  { to: '/tenant/openhouses', labelKey: 'nav.tenantOpenHouses' },
  { to: '/saved-homes', labelKey: 'nav.savedHomes' },
  { to: '/saved-searches', labelKey: 'nav.savedSearches' },
];

const LANDLORD: NavItem[] = [
  { to: '/landlord/my-listings', labelKey: 'nav.myListings' },
  { to: '/landlord/applications', labelKey: 'nav.landlordApplications' },
  { to: '/landlord/offers', labelKey: 'nav.landlordOffers' },
  { to: '/landlord/openhouses', labelKey: 'nav.landlordOpenHouses' },
  { to: '/account/payout-methods', labelKey: 'nav.payoutMethods' },
];

/** The account menu (the header's drop-down and the phone menu), in groups. */
export function accountNavigation(user: NavUser): NavGroup[] {
  const account: NavItem[] = [
    { to: '/profile', labelKey: 'nav.profile' },
    { to: '/account/login-security', labelKey: 'nav.loginSecurity' },
    { to: '/rental-contracts', labelKey: 'nav.rentalContracts' },
    { to: '/invitations', labelKey: 'nav.invitations' },
    { to: '/teams', labelKey: 'nav.teams' },
    { to: '/account/notifications', labelKey: 'nav.notifications' },
  ];
  if (!user.hasListings) account.push({ to: '/start-listing', labelKey: 'nav.listAHome' });
  if (user.staffArea) account.push({ to: '/man', labelKey: 'nav.staff' });
  const groups: NavGroup[] = [{ titleKey: 'nav.groupRenting', items: TENANT }];
  if (user.hasListings) groups.push({ titleKey: 'nav.groupLetting', items: LANDLORD });
  groups.push({ titleKey: 'nav.groupAccount', items: account });
  return groups;
}

/** The my-account section's own links (the tab strip on a phone, the column beside the page). */
export function accountSectionLinks(user: NavUser | null): NavItem[] {
  const links: NavItem[] = [
    { to: '/profile', labelKey: 'nav.profile', end: true },
    { to: '/profile/edit', labelKey: 'nav.editProfile' },
    { to: '/account/login-security', labelKey: 'nav.loginSecurity' },
    { to: '/saved-homes', labelKey: 'nav.savedHomes' },
    { to: '/saved-searches', labelKey: 'nav.savedSearches' },
  ];
  if (user?.hasListings) {
    links.push({ to: '/landlord/my-listings', labelKey: 'nav.myListings' });
    links.push({ to: '/account/payout-methods', labelKey: 'nav.payoutMethods' });
  }
  links.push({ to: '/rental-contracts', labelKey: 'nav.rentalContracts' });
  links.push({ to: '/invitations', labelKey: 'nav.invitations' });
  links.push({ to: '/account/notifications', labelKey: 'nav.notifications' });
  return links;
}

export const FOOTER_LINKS: NavItem[] = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/services/rental-guarantees', labelKey: 'nav.rentalGuarantees' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/terms/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/terms/cookie-policy', labelKey: 'footer.cookies' },
  { to: '/iso-27001', labelKey: 'footer.iso' },
  { to: '/services/mobile-app', labelKey: 'footer.mobileApp' },
  { to: '/help', labelKey: 'footer.help' },
  { to: '/listings/mbl', labelKey: 'nav.imported' },
];
