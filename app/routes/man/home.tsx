import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { staffOverview } from '#server/domain/staff/staff.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/home';

export const handle = { middleware: ['staff'], i18n: ['man'] };

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await staffOverview(getRequestContext(context).service()) };
}

export default function ManHome({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { overview } = loaderData;
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
      <dl className="mt-6 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 xl:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-lg border border-line bg-white p-4">
            <dt className="text-sm text-muted">{tDynamic(t, `man:home.stats.${stat.key}`)}</dt>
            <dd className="mt-1 text-3xl font-bold">{formatNumber(stat.value, i18n.language as Locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
