import { useTranslation } from 'react-i18next';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { getCurrentUser } from '#server/domain/users/users.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/profile';

export async function loader({ context }: Route.LoaderArgs) {
  return { user: await getCurrentUser(getRequestContext(context).service()) };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { user } = loaderData;
  const locale = i18n.language as Locale;
  const rows = [
    { key: 'name', value: user.name },
    { key: 'email', value: user.email },
    { key: 'emailConfirmed', value: user.email_confirmed ? t('profile:yes') : t('profile:no') },
    { key: 'language', value: t(`language.names.${user.locale}`) },
    { key: 'roles', value: user.scope.map((s) => t(`profile:scopes.${s}`)).join(', ') },
    { key: 'memberSince', value: formatDate(user.created_at, 'date', locale) },
  ];
  return (
    <div>
      <title>{`${t('profile:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('profile:title')}</h1>
      <dl className="mt-6 divide-y divide-line rounded-lg border border-line">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-muted">{t(`profile:fields.${row.key}`)}</dt>
            <dd className="break-words sm:col-span-2" data-testid={`profile-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
