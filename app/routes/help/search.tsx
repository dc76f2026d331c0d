import { useTranslation } from 'react-i18next';
import { ArticleList } from '#app/components/help/article-list.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { refusalOf } from '#app/lib/page-kit.server.ts';
import { searchHelp } from '#server/domain/help/help.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/search';

export const handle = { middleware: ['public'], i18n: ['help'] };

export function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  if (!q.trim()) return { q, results: null, error: null };
  try {
    return { q, results: searchHelp(getRequestContext(context).locale, { q }), error: null };
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused.fields?.q) throw refused;
    return { q, results: null, error: refused.fields.q[0] };
  }
}

export default function HelpSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['help', 'errors']);
  const { q, results, error } = loaderData;
  return (
    <div>
      <title>{`${t('search.title')} · ${t('title')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('search.title')}</h1>
      {error && (
        <p role="alert" className="mt-4 text-danger-600">
          {tDynamic(t, `errors:fields.${error}`)}
        </p>
      )}
      {!error && results === null && <p className="mt-4 text-muted">{t('search.empty')}</p>}
      {results && (
        <>
          <p className="mb-4 mt-2 text-muted" role="status">
            {t('search.count', { count: results.length, q })}
          </p>
          {results.length > 0 ? <ArticleList articles={results} /> : <p>{t('search.none')}</p>}
        </>
      )}
    </div>
  );
}
