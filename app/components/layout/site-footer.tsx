import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_LINKS } from './navigation.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-subtle">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-bold text-brand-800">{t('brand.name')}</p>
          <p className="mt-2 max-w-sm text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-2">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="inline-block py-1.5 text-ink underline-offset-4 hover:underline">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        {t('footer.copyright', { year: new Date().getUTCFullYear() })}
      </p>
    </footer>
  );
}
