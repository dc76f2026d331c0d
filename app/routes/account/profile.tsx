import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { formatDate } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import type { Locale } from '#common/locales.ts';
import { getProfile } from '#server/domain/users/profile.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/profile';

export async function loader({ context }: Route.LoaderArgs) {
  return { profile: await getProfile(getRequestContext(context).service()) };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const scope = useRootData()?.user?.scope ?? [];
  const { profile } = loaderData;
  const locale = i18n.language as Locale;
  const none = t('profile:notGiven');
  const rows = [
    { key: 'name', value: profile.name },
    { key: 'email', value: profile.email },
    { key: 'emailConfirmed', value: profile.email_confirmed ? t('profile:yes') : t('profile:no') },
    { key: 'phone', value: profile.phone ?? none },
    { key: 'kennitala', value: profile.kennitala ? formatKennitala(profile.kennitala) : none },
    { key: 'language', value: t(`language.names.${profile.locale}`) },
    { key: 'bio', value: profile.bio ?? none },
    { key: 'roles', value: scope.map((s) => t(`profile:scopes.${s}`)).join(', ') },
    { key: 'memberSince', value: formatDate(profile.created_at, 'date', locale) },
  ];
  return (
    <div>
      <title>{`${t('profile:title')} · ${t('brand.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('profile:title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/tenant-profile/${profile.id}`}
            className="inline-flex h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-subtle"
          >
            {t('profile:tenant.preview')}
          </Link>
          <Link
            to="/profile/edit"
            className="inline-flex h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t('profile:edit.link')}
          </Link>
        </div>
      </div>
      {params.has('saved') && <Notice tone="success">{t('profile:edit.saved')}</Notice>}
      {!profile.email_confirmed && (
        <Notice tone="warning">
          {t('profile:unconfirmed')}{' '}
          <Link to="/email_confirmation" className="underline">
            {t('auth:confirm.resend')}
          </Link>
        </Notice>
      )}
      <dl className="mt-6 divide-y divide-line rounded-lg border border-line">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-muted">{t(`profile:fields.${row.key}`)}</dt>
            <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere] sm:col-span-2" data-testid={`profile-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
