import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleList } from '#app/components/help/article-list.tsx';
import { listHelpCategories } from '#server/domain/help/help.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['public'], i18n: ['help'] };

export function loader({ context }: Route.LoaderArgs) {
  return { categories: listHelpCategories(getRequestContext(context).locale) };
}

export default function HelpHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['help', 'common']);
  return (
    <div>
      <title>{`${t('title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('home.heading')}</h1>
      <p className="mt-2 text-muted">{t('home.lead')}</p>
      {loaderData.categories.map((category) => (
        <section key={category.id} className="mt-8" aria-labelledby={`cat-${category.id}`}>
          <h2 id={`cat-${category.id}`} className="text-xl font-bold">
            <Link to={`/help/categories/${category.id}`} className="hover:underline">
              {t(`categories.${category.id}.title`)}
            </Link>
          </h2>
          <p className="mb-3 mt-1 text-sm text-muted">{t(`categories.${category.id}.description`)}</p>
          <ArticleList articles={category.articles} />
        </section>
      ))}
      <p className="mt-10 rounded-xl bg-subtle p-4 text-sm">{t('contact')}</p>
    </div>
  );
}
