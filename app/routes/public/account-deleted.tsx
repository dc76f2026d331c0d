import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const handle = { middleware: ['public'], i18n: ['pages'] };

export default function AccountDeleted() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <title>{`${t('accountDeleted.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-3xl font-bold">{t('accountDeleted.title')}</h1>
      <p className="mt-4 text-lg leading-relaxed">{t('accountDeleted.body')}</p>
      <p className="mt-4 leading-relaxed text-muted">{t('accountDeleted.retention')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {t('accountDeleted.cta')}
      </Link>
    </div>
  );
}
