import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { isTermsPage, termsPageHtml } from '#server/domain/content/terms.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/page';

export const handle = { middleware: ['public'], i18n: ['pages'] };

export function loader({ params, context }: Route.LoaderArgs) {
  // Route parameter validation: an unknown page is a 404.
  if (!isTermsPage(params.page)) throw data('This page could not be found', { status: 404 });
  const page = termsPageHtml(getRequestContext(context).locale, params.page);
  if (!page) throw data('This page could not be found', { status: 404 });
  return { slug: params.page, html: page.html, contentLocale: page.locale };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{`${t(`terms.pages.${loaderData.slug}.title`)} · ${t('common:brand.name')}`}</title>
      <nav aria-label={t('terms.breadcrumb')} className="mb-6 text-sm">
        <Link to="/terms" className="text-brand-700 underline">
          {t('terms.title')}
        </Link>
      </nav>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown from the repository */}
      <div lang={loaderData.contentLocale} className="prose-content" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </div>
  );
}
