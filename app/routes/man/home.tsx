import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf, daysAfter } from '#common/calendar-day.ts';
import { formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { staffOverview, staffWorkCounts } from '#server/domain/staff/staff.service.ts';
import type { Route } from './+types/home';

export const handle = { middleware: ['staff'], i18n: ['man'] };

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const weekAgo = dayOf(daysAfter(ctx.now(), -7));
  const [overview, work] = await Promise.all([staffOverview(ctx), staffWorkCounts(ctx)]);
  return { overview, work, weekAgo };
}

export default function ManHome({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { overview, work, weekAgo } = loaderData;
  const n = (value: number) => formatNumber(value, i18n.language as Locale);
  const tasks = [
    { key: 'review', value: work.listings_in_review, to: '/man/listings/publishes' },
    { key: 'listingReports', value: work.open_listing_reports, to: '/man/reports?kind=listing' },
    { key: 'userReports', value: work.open_user_reports, to: '/man/reports?kind=user' },
    { key: 'applications', value: work.applications_this_week, to: `/man/rental-applications?from=${weekAgo}` },
    { key: 'blocked', value: work.blocked_people, to: '/man/users?filter=blocked' },
  ];
  const stats = [
    { key: 'users', value: overview.users },
    { key: 'newUsers', value: overview.newUsersLast7Days },
    { key: 'unconfirmed', value: overview.unconfirmed },
    { key: 'staff', value: overview.staff },
    { key: 'activeSessions', value: overview.activeSessions },
  ];
  return (
    <div>
      <title>{`${t('man:home.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('man:home.title')}</h1>
      <p className="mt-1 text-muted">{t('man:home.intro')}</p>
      <h2 className="mt-6 text-lg font-bold">{t('man:home.work.heading')}</h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 xl:grid-cols-3" data-testid="man-work">
        {tasks.map((task) => (
          <li key={task.key}>
            <Link
              to={task.to}
              className={`block min-h-11 rounded-lg border bg-white p-4 hover:bg-brand-50 ${task.value > 0 ? 'border-brand-600' : 'border-line'}`}
            >
              <span className="block text-sm text-muted">{tDynamic(t, `man:home.work.${task.key}`)}</span>
              <span className="mt-1 block text-3xl font-bold text-brand-700">{n(task.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-bold">{t('man:home.statsHeading')}</h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 xl:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-lg border border-line bg-white p-4">
            <dt className="text-sm text-muted">{tDynamic(t, `man:home.stats.${stat.key}`)}</dt>
            <dd className="mt-1 text-3xl font-bold">{n(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
