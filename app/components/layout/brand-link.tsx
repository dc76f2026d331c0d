import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The logo and name, linking home. */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2 py-2 text-lg font-bold text-brand-800" aria-label={t('brand.home')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {/* The narrowest phones show the logo alone, so the header's buttons keep their room; the link keeps its name. */}
      <span className="max-[399px]:hidden">{t('brand.name')}</span>
    </Link>
  );
}
