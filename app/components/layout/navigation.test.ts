import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { ACCOUNT_SECTION_PAGES, accountNavigation, accountSectionGroups, currentLink } from './navigation.ts';

/** The URL paths of a layout's pages (params filled in), walked from the route config. */
function pagePaths(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const own = entry.path !== undefined || entry.index ? [path.replace(/:\w+\??/g, 'x') || '/'] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

describe('the my-account section menu', () => {
  const layout = (routes as RouteConfigEntry[]).find((r) => r.file === 'routes/layouts/my-account.tsx');
  const paths = pagePaths(layout?.children ?? []);

  it('names the page on every page of the section', () => {
    expect(paths.length).toBeGreaterThan(50);
    const unnamed = paths.filter((path) => !currentLink(ACCOUNT_SECTION_PAGES, path));
    expect(unnamed).toEqual([]);
  });

  it('names the nearest entry: a contract under contracts, an offer of mine under my offers', () => {
    expect(currentLink(ACCOUNT_SECTION_PAGES, '/rental-contracts/x/sign')?.labelKey).toBe('nav.rentalContracts');
    expect(currentLink(ACCOUNT_SECTION_PAGES, '/account/offers/x')?.labelKey).toBe('nav.tenantOffers');
    expect(currentLink(ACCOUNT_SECTION_PAGES, '/account/login-security/two-factor')?.labelKey).toBe('nav.loginSecurity');
    expect(currentLink(ACCOUNT_SECTION_PAGES, '/profile/edit/paychecks')?.labelKey).toBe('nav.editProfile');
    expect(currentLink(ACCOUNT_SECTION_PAGES, '/profiles')).toBeUndefined();
  });

  it('holds applications, offers, viewings and messages; the letting pages only for people who list', () => {
    const tenant = accountSectionGroups({ staffArea: false }).flatMap((g) => g.items.map((i) => i.to));
    expect(tenant).toEqual(
      expect.arrayContaining(['/inbox', '/tenant/applications', '/account/offers', '/tenant/openhouses', '/teams']),
    );
    expect(tenant).not.toContain('/landlord/applications');
    const landlord = accountSectionGroups({ staffArea: false, hasListings: true }).flatMap((g) => g.items.map((i) => i.to));
    expect(landlord).toEqual(expect.arrayContaining(['/landlord/applications', '/landlord/offers', '/landlord/openhouses']));
  });

  it('has the same renting and letting entries as the account menu', () => {
    const user = { staffArea: false, hasListings: true };
    expect(accountSectionGroups(user).slice(0, 2)).toEqual(accountNavigation(user).slice(0, 2));
  });
});
