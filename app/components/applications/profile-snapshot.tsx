import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { type ProfileSnapshotDto, profileHints } from '#common/application-form.ts';
import { formatNumber } from '#common/format.ts';
import { formatPhone } from '#common/phone.ts';

/**
 * What the landlord sees of the applicant: name, about, phone, confirmations, documents. The
 * tenant's preview says "About you"; the landlord's page "About the applicant".
 */
export function ProfileSnapshot({ profile, reader = 'tenant' }: { profile: ProfileSnapshotDto; reader?: 'tenant' | 'landlord' }) {
  const { t, i18n } = useTranslation('applications');
  const yesNo = (ok: boolean) => (ok ? t('apply.yes') : t('apply.no'));
  const rows: [string, string][] = [
    [t('apply.name'), profile.name],
    [reader === 'landlord' ? t('landlord.bio') : t('apply.bio'), profile.bio ?? t('apply.noBio')],
    [t('apply.phone'), profile.phone ? formatPhone(profile.phone) : t('apply.noPhone')],
    [t('apply.emailConfirmed'), yesNo(profile.email_confirmed)],
    [t('apply.kennitala'), yesNo(profile.kennitala_on_file)],
    [
      t('apply.paychecks'),
      t('apply.paycheckCount', {
        count: profile.paycheck_count,
        n: formatNumber(profile.paycheck_count, uiLocale(i18n.language)),
      }),
    ],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="profile-snapshot">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Friendly hints for a thin profile, with where to add what is missing; never blocking. */
export function ProfileHints({ profile }: { profile: ProfileSnapshotDto }) {
  const { t } = useTranslation('applications');
  const hints = profileHints(profile);
  if (!hints.length) return null;
  return (
    <div className="mt-4 rounded-lg border border-line bg-warning-100 p-4 text-sm" data-testid="profile-hints">
      <p className="font-semibold">{t('apply.hintsTitle')}</p>
      <ul className="mt-2 list-disc pl-5">
        {hints.map((hint) => (
          <li key={hint}>{t(`apply.hint.${hint}`)}</li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        {hints.some((h) => h !== 'paychecks') && (
          <Link to="/profile/edit" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('apply.editProfile')}
          </Link>
        )}
        {hints.includes('paychecks') && (
          <Link to="/profile/edit/paychecks" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('apply.addPaychecks')}
          </Link>
        )}
      </p>
      <p className="mt-1 text-muted">{t('apply.hintsNote')}</p>
    </div>
  );
}
