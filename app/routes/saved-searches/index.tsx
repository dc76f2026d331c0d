import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { useFilterSummary } from '#app/components/saved-searches/use-filter-summary.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  type SavedSearchDto,
} from '#server/domain/saved-searches/saved-searches.service.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['auth'], i18n: ['listing', 'savedSearches'] };

// /saved-searches: the person's saved searches. Deleting asks first: the delete link opens a
// confirmation in the page (?delete=<id>), so it works without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { searches: await listSavedSearches(serviceFrom(context)), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get('intent') === 'delete') {
    try {
      await deleteSavedSearch(serviceFrom(context), String(formData.get('id') ?? ''));
    } catch (error) {
      // Already gone (or never theirs): the list shows what is left.
      return whenRefused(error, { not_found: () => redirect('/saved-searches') });
    }
    return redirectWithNotice('/saved-searches', 'savedSearches:saved.deleted');
  }
  return redirect('/saved-searches');
}

const listingsHref = (search: SavedSearchDto) => (search.query ? `/listings?${search.query}` : '/listings');

function SearchItem({ search, confirming }: { search: SavedSearchDto; confirming: boolean }) {
  const { t } = useTranslation();
  const summarize = useFilterSummary();
  return (
    <li data-testid="saved-search" className="flex flex-col gap-3 p-4">
      <div>
        <h2 className="text-lg font-semibold break-words">{search.name}</h2>
        <p className="mt-1 text-muted break-words">{summarize(search.filters).join(' · ')}</p>
        <p className="mt-2 text-sm">
          <span className="font-medium">{t('savedSearches:frequency.label')}:</span>{' '}
          <span data-testid="saved-search-frequency">{t(`savedSearches:frequency.${search.frequency}`)}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            {' '}
            ·{' '}
          </span>
          <br className="sm:hidden" />
          {t('savedSearches:newMatches', { count: search.new_matches })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={listingsHref(search)} className={buttonStyles('primary', 'sm')}>
          {t('savedSearches:open')}
          <span className="sr-only">: {search.name}</span>
        </Link>
        <Link to={`/saved-searches/saved-search?id=${search.id}`} className={buttonStyles('secondary', 'sm')}>
          {t('savedSearches:edit')}
          <span className="sr-only">: {search.name}</span>
        </Link>
        {!confirming && (
          <Link
            to={`/saved-searches?delete=${search.id}`}
            className="inline-flex min-h-11 items-center rounded-md border border-danger-600 px-3 text-sm font-semibold text-danger-600 hover:bg-danger-50"
          >
            {t('savedSearches:delete')}
            <span className="sr-only">: {search.name}</span>
          </Link>
        )}
      </div>
      {confirming && (
        <section
          aria-labelledby={`delete-${search.id}`}
          className="rounded-md border border-danger-600 bg-danger-50 p-4"
          data-testid="confirm-delete"
        >
          <h3 id={`delete-${search.id}`} className="font-semibold">
            {t('savedSearches:confirmDelete.title', { name: search.name })}
          </h3>
          <p className="mt-1 text-sm">{t('savedSearches:confirmDelete.text')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={search.id} />
              <button type="submit" className={buttonStyles('danger', 'sm')}>
                {t('savedSearches:confirmDelete.yes')}
              </button>
            </Form>
            <Link to="/saved-searches" className={buttonStyles('secondary', 'sm')}>
              {t('savedSearches:confirmDelete.cancel')}
            </Link>
          </div>
        </section>
      )}
    </li>
  );
}

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirming = params.get('delete');
  const { searches } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('savedSearches:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('savedSearches:title')}</h1>
      <p className="mt-2 text-muted">{t('savedSearches:intro')}</p>
      <p className="mt-2">
        <Link to="/watcher" className="font-medium text-brand-700 underline">
          {t('savedSearches:watcherLink')}
        </Link>
      </p>
      <FlashNotice notice={loaderData.notice} />

      {searches.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('savedSearches:empty.title')}
          text={t('savedSearches:empty.text')}
          action={
            <Link to="/listings" className={buttonStyles('primary')}>
              {t('savedSearches:empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
            {searches.map((search) => (
              <SearchItem key={search.id} search={search} confirming={confirming === search.id} />
            ))}
          </ul>
          <p className="mt-6">
            <Link to="/listings" className={buttonStyles('secondary')}>
              {t('savedSearches:newSearch')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
