import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHelpArticle } from '#server/domain/help/help.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/article';

export const handle = { middleware: ['public'], i18n: ['help'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  return { article: await forPage(() => getHelpArticle(getRequestContext(context).locale, params.slug)) };
}

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('help');
  const { article } = loaderData;
  return (
    <article lang={article.locale}>
      <title>{`${article.title} · ${t('title')}`}</title>
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link to={`/help/categories/${article.category}`} className="text-brand-700 underline">
          {t(`categories.${article.category}.title`)}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold sm:text-3xl">{article.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown from the repository */}
      <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
