import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { loginPath } from '#common/login-path.ts';

// Why list on Heimaleiga, and the way into the wizard. Public: a visitor who isn't signed in is
// sent to sign in and comes back to the wizard.
export const handle = { middleware: ['public'], i18n: ['wizard'] };

const REASONS = ['verified', 'review', 'contracts'] as const;

export default function PostAListing() {
  const { t } = useTranslation(['wizard', 'common']);
  const root = useRootData();
  const start = root?.user ? '/start-listing' : loginPath('/start-listing');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-16">
      <title>{`${t('post.title')} · ${t('common:brand.name')}`}</title>
      <meta name="description" content={t('post.lead')} />
      <h1 className="text-3xl font-bold sm:text-4xl">{t('post.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{t('post.lead')}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason} className="rounded-xl border border-line bg-white p-5">
            <h2 className="text-lg font-semibold">{t(`post.reasons.${reason}.title`)}</h2>
            <p className="mt-2 text-muted">{t(`post.reasons.${reason}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">{t('post.howTitle')}</h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        <li>{t('post.how.1')}</li>
        <li>{t('post.how.2')}</li>
        <li>{t('post.how.3')}</li>
      </ol>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link to={start} className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
          {t('post.start')}
        </Link>
        {!root?.user && <p className="text-sm text-muted">{t('post.signInFirst')}</p>}
      </div>
    </div>
  );
}
