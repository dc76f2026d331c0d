import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '#app/components/account/avatar.tsx';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { HouseholdSection } from '#app/components/invitations/household-section.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { formatDate } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import type { Locale } from '#common/locales.ts';
import { formatPhone } from '#common/phone.ts';
import { getProfile } from '#server/domain/accounts/profile.service.ts';
import { listPaychecks } from '#server/domain/paychecks/paychecks.service.ts';
import type { Route } from './+types/profile';
import { householdAction, householdData } from './household.server.ts';

export const handle = { middleware: ['auth'], i18n: ['auth', 'invitations', 'profile', 'teams'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const [profile, paychecks] = await Promise.all([getProfile(service), listPaychecks(service)]);
  const household = await householdData(service);
  return {
    profile,
    paychecks: { count: paychecks.paychecks.length, shared: paychecks.shared },
    ...household,
    notice: noticeFrom(request),
  };
}

// The household section's forms (invite, withdraw, remove, leave).
export async function action({ request, context }: Route.ActionArgs) {
  return householdAction(serviceFrom(context), await request.formData());
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  // The household section's own notices show in that section.
  const notice = loaderData.notice;
  const householdNotice = notice?.key.startsWith('invitations:') ? notice : null;
  const scope = useRootData()?.user?.scope ?? [];
  const { profile, paychecks } = loaderData;
  const locale = i18n.language as Locale;
  const none = t('profile:notGiven');
  const rows = [
    { key: 'name', value: profile.name },
    { key: 'email', value: profile.email },
    { key: 'emailConfirmed', value: profile.email_confirmed ? t('profile:yes') : t('profile:no') },
    { key: 'phone', value: profile.phone ? formatPhone(profile.phone) : none },
    { key: 'kennitala', value: profile.kennitala ? formatKennitala(profile.kennitala) : none },
    { key: 'language', value: tDynamic(t, `language.names.${profile.locale}`) },
    { key: 'bio', value: profile.bio ?? none },
    { key: 'roles', value: scope.map((s) => t(`profile:scopes.${s}`)).join(', ') },
    { key: 'memberSince', value: formatDate(profile.created_at, 'date', locale) },
  ];
  return (
    <div>
      <title>{`${t('profile:title')} · ${t('brand.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar url={profile.avatar_url} name={profile.name} />
          <h1 className="text-2xl font-bold">{t('profile:title')}</h1>
        </div>
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
      {!householdNotice && <FlashNotice notice={notice} />}
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
            <dt className="text-sm font-medium text-muted">{tDynamic(t, `profile:fields.${row.key}`)}</dt>
            <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere] sm:col-span-2" data-testid={`profile-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="profile-paychecks" className="mt-6 rounded-lg border border-line p-4">
        <h2 id="profile-paychecks" className="font-bold">
          {t('profile:paychecks.title')}
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="profile-paychecks">
          {t('profile:paychecks.summary', { count: paychecks.count })}{' '}
          {paychecks.count > 0 && t(paychecks.shared ? 'profile:paychecks.summaryShared' : 'profile:paychecks.summaryPrivate')}
        </p>
        <Link to="/profile/edit/paychecks" className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t('profile:paychecks.manage')}
        </Link>
      </section>
      <HouseholdSection
        household={loaderData.household}
        waiting={loaderData.waiting}
        lastResult={actionData}
        notice={householdNotice}
      />
    </div>
  );
}
