import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ActingTeamBadge, ActingTeamBar, type SwitchTeam, TeamSwitch } from '#app/components/teams/team-switch.tsx';
import { BrandLink } from './brand-link.tsx';
import { InboxLink } from './inbox-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { accountNavigation, mainNavigation, type NavGroup } from './navigation.ts';
import { NotificationBell } from './notification-bell.tsx';
import { SignOutButton } from './sign-out-button.tsx';

export interface HeaderUser {
  name: string;
  email: string;
  scope: string[];
  /** May open /man (the server's access module decides). */
  staffArea: boolean;
  /** Lists something: the landlord's pages are in the menus. */
  hasListings?: boolean;
  /** Unread notifications, for the badge (the root loader counts them). */
  unreadNotifications?: number;
  /** Conversations with unread messages, for the inbox link's badge (the root loader counts them). */
  unreadConversations?: number;
  /** The person's picture; the initial is shown without one. */
  avatarUrl?: string | null;
  /** The teams the person belongs to (team mode), and the slug of the one acted for. */
  teams?: SwitchTeam[];
  actingTeam?: string | null;
}

/** The account menu's groups, each under its heading (a list per group, for screen readers too). */
function AccountMenuGroups({ groups, idPrefix }: { groups: NavGroup[]; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group, i) => {
        const headingId = `${idPrefix}-group-${i}`;
        return (
          <div key={group.titleKey ?? i} className="border-t border-line pt-1 first:border-t-0 first:pt-0">
            {group.titleKey && (
              <p id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
                {t(group.titleKey)}
              </p>
            )}
            <ul aria-labelledby={group.titleKey ? headingId : undefined}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-brand-50">
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 ${isActive ? 'text-brand-700 underline underline-offset-4' : 'text-ink'}`;

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const nav = mainNavigation(user);
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <BrandLink />
        <nav aria-label={t('nav.label')} className="ml-4 hidden flex-1 items-center gap-1 md:flex">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitcher id="language-desktop" />
          {user && <ActingTeamBadge teams={user.teams ?? []} actingTeam={user.actingTeam ?? null} />}
          {user && <InboxLink count={user.unreadConversations ?? 0} />}
          {user && <NotificationBell count={user.unreadNotifications ?? 0} />}
          {user ? (
            <details className="relative">
              <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 text-sm font-medium">
                {user.avatarUrl ? (
                  <img src={user.avatarUrl} alt="" width={24} height={24} className="size-6 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid size-6 place-items-center rounded-full bg-brand-600 text-xs text-white"
                  >
                    {user.name.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span>{t('account.menu')}</span>
              </summary>
              <div className="absolute right-0 z-20 mt-2 max-h-[calc(100dvh-5rem)] w-64 overflow-y-auto rounded-lg border border-line bg-white p-2 shadow-lg">
                <p className="px-3 py-2 text-sm">
                  <span className="block font-semibold">{user.name}</span>
                  <span className="block truncate text-muted">{user.email}</span>
                </p>
                <TeamSwitch teams={user.teams ?? []} actingTeam={user.actingTeam ?? null} idPrefix="account-menu" />
                <AccountMenuGroups groups={accountNavigation(user)} idPrefix="account-menu" />
                <SignOutButton className="block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50" />
              </div>
            </details>
          ) : (
            <Link
              to="/login"
              className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('nav.signIn')}
            </Link>
          )}
        </div>
        {user && <InboxLink count={user.unreadConversations ?? 0} className="ml-auto md:hidden" />}
        {user && <NotificationBell count={user.unreadNotifications ?? 0} className="md:hidden" />}
        <details className={`relative md:hidden ${user ? '' : 'ml-auto'}`}>
          <summary className="flex h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-line px-3 text-sm font-medium">
            {t('nav.menu')}
          </summary>
          <div className="absolute right-0 z-20 mt-2 max-h-[calc(100dvh-5rem)] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-line bg-white p-3 shadow-lg">
            <nav aria-label={t('nav.label')} className="flex flex-col">
              {nav.map((item) => (
                <NavLink key={item.to} to={item.to} className={navLinkClass}>
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </nav>
            <hr className="my-2 border-line" />
            {user ? (
              <div className="flex flex-col">
                <p className="px-3 py-2 text-sm font-semibold">{user.name}</p>
                <TeamSwitch teams={user.teams ?? []} actingTeam={user.actingTeam ?? null} idPrefix="phone-menu" />
                <AccountMenuGroups groups={accountNavigation(user)} idPrefix="phone-menu" />
                <SignOutButton className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50" />
              </div>
            ) : (
              <Link to="/login" className="block rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white">
                {t('nav.signIn')}
              </Link>
            )}
            <div className="mt-3">
              <LanguageSwitcher id="language-mobile" />
            </div>
          </div>
        </details>
      </div>
      {user && <ActingTeamBar teams={user.teams ?? []} actingTeam={user.actingTeam ?? null} />}
    </header>
  );
}
