import { useTranslation } from 'react-i18next';
import { ArticleList } from '#app/components/help/article-list.tsx';
import { getHelpCategory } from '#server/domain/help/help.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/category';

export const handle = { middleware: ['public'], i18n: ['help'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  return { category: await forPage(() => getHelpCategory(getRequestContext(context).locale, params.slug)) };
}

export default function HelpCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('help');
  const { category } = loaderData;
  return (
    <div>
      <title>{`${t(`categories.${category.id}.title`)} · ${t('title')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t(`categories.${category.id}.title`)}</h1>
      <p className="mb-6 mt-2 text-muted">{t(`categories.${category.id}.description`)}</p>
      <ArticleList articles={category.articles} />
    </div>
  );
}
