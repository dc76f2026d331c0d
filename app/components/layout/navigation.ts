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

/** The account section's own pages (profile, security, contracts...), after the renting and letting groups. */
const ACCOUNT_OWN: NavItem[] = [
  { to: '/profile', labelKey: 'nav.profile', end: true },
  { to: '/profile/edit', labelKey: 'nav.editProfile' },
  { to: '/account/login-security', labelKey: 'nav.loginSecurity' },
  { to: '/rental-contracts', labelKey: 'nav.rentalContracts' },
  { to: '/invitations', labelKey: 'nav.invitations' },
  { to: '/teams', labelKey: 'nav.teams' },
  { to: '/account/notifications', labelKey: 'nav.notifications' },
];

/**
 * Pages of the account section that have no menu entry of their own, by the entry they belong to
 * (a rent claim in the bank simulator and the e-ID signing callback belong to the contracts).
 */
const ACCOUNT_ALIASES: NavItem[] = [
  { to: '/bank-simulator', labelKey: 'nav.rentalContracts' },
  { to: '/signing', labelKey: 'nav.rentalContracts' },
];

/**
 * The my-account section's menu (the disclosure on a phone, the column beside the page), in the
 * same groups as the account menu: renting, letting (for people who list something), the account.
 */
export function accountSectionGroups(user: NavUser | null): NavGroup[] {
  const groups: NavGroup[] = [{ titleKey: 'nav.groupRenting', items: TENANT }];
  if (user?.hasListings) groups.push({ titleKey: 'nav.groupLetting', items: LANDLORD });
  groups.push({ titleKey: 'nav.groupAccount', items: ACCOUNT_OWN });
  return groups;
}

/**
 * Every page of the account section, whoever reads it: the one place the section menu's
 * "you are here" label comes from, so no page of the section goes without it (a test walks the
 * routes). Someone without listings who opens a landlord page still reads its name.
 */
export const ACCOUNT_SECTION_PAGES: NavItem[] = [...TENANT, ...LANDLORD, ...ACCOUNT_OWN, ...ACCOUNT_ALIASES];

/** The entry of the page we are on: the longest `to` that is the path or (unless `end`) a parent of it. */
export function currentLink<T extends { to: string; end?: boolean }>(links: T[], pathname: string): T | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return links
    .filter((l) => path === l.to || (!l.end && path.startsWith(`${l.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
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
