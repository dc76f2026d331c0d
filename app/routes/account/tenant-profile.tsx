import { useTranslation } from 'react-i18next';
import { Avatar } from '#app/components/account/avatar.tsx';
import { TenantPaychecks } from '#app/components/account/tenant-paychecks.tsx';
import { TenantHousehold } from '#app/components/invitations/tenant-household.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { getTenantProfile } from '#server/domain/accounts/tenant-profile.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/tenant-profile';

export const handle = { middleware: ['auth'], i18n: ['invitations', 'profile', 'teams'] };

// /tenant-profile/{id}: a tenant's profile as a landlord sees it.
export async function loader({ params, context }: Route.LoaderArgs) {
  return { profile: await forPage(() => getTenantProfile(serviceFrom(context), params.id)) };
}

function Badge({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li
      className={`rounded-full border px-3 py-1 text-sm ${ok ? 'border-success-700 text-success-700' : 'border-line text-muted'}`}
    >
      <span aria-hidden="true">{ok ? '✓ ' : '– '}</span>
      {children}
    </li>
  );
}

export default function TenantProfile({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { profile } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${profile.name} · ${t('brand.name')}`}</title>
      <p className="text-sm font-semibold text-brand-700">{t('profile:tenant.kicker')}</p>
      <div className="mt-2 flex min-w-0 items-center gap-4">
        <Avatar url={profile.avatar_url} name={profile.name} size="lg" />
        <h1 className="min-w-0 text-3xl font-bold [overflow-wrap:anywhere]">{profile.name}</h1>
      </div>
      <p className="mt-1 text-muted">
        {t('profile:tenant.memberSince', { date: formatDate(profile.member_since, 'date', i18n.language as Locale) })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('profile:tenant.verification')}>
        <Badge ok={profile.email_confirmed}>
          {t(profile.email_confirmed ? 'profile:tenant.emailConfirmed' : 'profile:tenant.emailNotConfirmed')}
        </Badge>
        <Badge ok={profile.kennitala_on_file}>
          {t(profile.kennitala_on_file ? 'profile:tenant.kennitala' : 'profile:tenant.noKennitala')}
        </Badge>
        <Badge ok={profile.phone_on_file}>{t(profile.phone_on_file ? 'profile:tenant.phone' : 'profile:tenant.noPhone')}</Badge>
      </ul>
      <section aria-labelledby="about" className="mt-8">
        <h2 id="about" className="text-xl font-bold">
          {t('profile:tenant.about')}
        </h2>
        <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{profile.bio ?? t('profile:tenant.noBio')}</p>
      </section>
      <TenantHousehold people={profile.household} />
      <TenantPaychecks tenantId={profile.id} name={profile.name} shared={profile.paychecks_shared} items={profile.paychecks} />
      <p className="mt-8 rounded-xl bg-subtle p-4 text-sm text-muted">{t('profile:tenant.privacy')}</p>
    </div>
  );
}
