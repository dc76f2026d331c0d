import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { TERMS_PAGES } from '#server/domain/content/terms.ts';

export const handle = { middleware: ['public'], i18n: ['pages'] };

export function loader() {
  return { pages: [...TERMS_PAGES] };
}

export default function Terms({ loaderData }: { loaderData: { pages: string[] } }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{`${t('terms.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-3xl font-bold">{t('terms.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('terms.lead')}</p>
      <ul className="mt-8 divide-y divide-line rounded-xl border border-line">
        {loaderData.pages.map((page) => (
          <li key={page}>
            <Link to={`/terms/${page}`} className="flex flex-col gap-1 p-4 hover:bg-subtle">
              <span className="font-semibold text-brand-700">{tDynamic(t, `terms.pages.${page}.title`)}</span>
              <span className="text-sm text-muted">{tDynamic(t, `terms.pages.${page}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
