import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { UserBadges } from '#app/components/man/user-badges.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { staffUserDetail } from '#server/domain/staff/staff-users.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/user-layout';

export const handle = { middleware: ['staff'], i18n: ['man'] };

// /man/users/:userId and its tabs: the person's name and state above a row of sections. The
// loader runs for every tab, so an unknown person is 404 everywhere.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return { detail: await forPage(() => staffUserDetail(ctx, params.userId)) };
}

const SECTIONS = [
  { to: '', key: 'overview', end: true },
  { to: 'listings', key: 'listings' },
  { to: 'landlord-rental-applications', key: 'landlord' },
  { to: 'tenant-rental-applications', key: 'tenant' },
  { to: 'conversations', key: 'conversations' },
];

export default function StaffUserLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData.detail;
  const base = `/man/users/${user.id}`;
  return (
    <div>
      <Link to="/man/users" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('man:users.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words" data-testid="staff-user-name">
        {user.name}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
        <span className="break-all">{user.email}</span>
        <UserBadges user={user} />
      </p>
      <nav aria-label={t('man:users.tabs.label')} className="mt-4 border-b border-line">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to ? `${base}/${section.to}` : base}
                end={section.end}
                className={({ isActive }) =>
                  `flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
                    isActive ? 'border-brand-600 text-brand-800' : 'border-transparent hover:border-line'
                  }`
                }
              >
                {tDynamic(t, `man:users.tabs.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
