import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '#common/login-path.ts';

export type ApplyContactState =
  | { state: 'guest' }
  | { state: 'own' }
  | { state: 'unavailable' }
  | { state: 'applied'; applicationId: string }
  | { state: 'open' };

const primary =
  'flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-4 text-center font-semibold text-white hover:bg-brand-700';
const secondary =
  'flex min-h-11 items-center justify-center rounded-md border border-brand-600 px-4 text-center font-semibold text-brand-700 hover:bg-subtle';

/** The listing page's way to apply: for a guest, a tenant, one who has applied, the landlord. */
export function ApplyContact({ listingId, apply }: { listingId: string; apply: ApplyContactState }) {
  const { t } = useTranslation('applications');
  const form = `/listings/${listingId}/apply`;
  switch (apply.state) {
    case 'open':
      return (
        <Link to={form} className={primary}>
          {t('contact.apply')}
        </Link>
      );
    case 'guest':
      return (
        <>
          <Link to={loginPath(form)} className={primary} aria-describedby="apply-sign-in">
            {t('contact.apply')}
          </Link>
          <p id="apply-sign-in" className="text-sm text-muted">
            {t('contact.signInToApply')}
          </p>
        </>
      );
    case 'applied':
      return (
        <>
          <p className="text-sm">{t('contact.applied')}</p>
          <Link to={`/tenant/applications/${apply.applicationId}`} className={secondary}>
            {t('contact.viewApplication')}
          </Link>
        </>
      );
    case 'own':
      return (
        <>
          <p className="text-sm">{t('contact.own')}</p>
          <Link to={`/landlord/my-listings/${listingId}/applications`} className={secondary}>
            {t('contact.manage')}
          </Link>
        </>
      );
    case 'unavailable':
      return <p className="text-sm">{t('contact.unavailable')}</p>;
  }
}
