import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FeaturedRow } from '#app/components/man/featured-row.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import { getSiteListings, setFeaturedListings } from '#server/domain/listings/featured-listings.service.ts';
import { MAX_FEATURED, parseStaffListingQuery } from '#server/domain/listings/staff-listings.schemas.ts';
import { searchStaffListings } from '#server/domain/listings/staff-listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/site-listings';

export const handle = { middleware: ['staff'], i18n: ['man'] };

const PATH = '/man/site-listings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  // Only the search text is read (the list kit drops what does not parse); the first 20 published.
  const query = parseStaffListingQuery(new URLSearchParams({ q: new URL(request.url).searchParams.get('q') ?? '' }));
  const q = query.q ?? '';
  const [site, candidates] = await Promise.all([
    forPage(() => getSiteListings(ctx)),
    q ? forPage(() => searchStaffListings(ctx, { ...query, status: 'published' }, 20)) : null,
  ]);
  return { site, q, candidates: candidates?.items ?? null, notice: noticeFrom(request) };
}

/** The new order after one change to the current list, or null when the change makes no sense. */
function reorder(ids: string[], intent: string, id: string): string[] | null {
  const at = ids.indexOf(id);
  if (intent === 'add') return at === -1 ? [...ids, id] : null;
  if (at === -1) return null;
  if (intent === 'remove') return ids.filter((x) => x !== id);
  const to = intent === 'up' ? at - 1 : intent === 'down' ? at + 1 : -1;
  if (to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const id = String(formData.get('id') ?? '');
  const q = String(formData.get('q') ?? '');
  const back = (notice: 'added' | 'removed' | 'moved' | 'full' | 'unchanged' | 'notPublished') =>
    redirectWithNotice(q ? `${PATH}?${new URLSearchParams({ q })}` : PATH, `man:siteListings.saved.${notice}`);
  const current = (await getSiteListings(ctx)).featured.map((card) => card.id);
  if (intent === 'add' && current.length >= MAX_FEATURED) return back('full');
  const ids = reorder(current, intent, id);
  if (!ids) return back('unchanged');
  try {
    await setFeaturedListings(ctx, { ids });
  } catch (error) {
    return whenRefused(error, { validation_failed: () => back('notPublished') });
  }
  return back(intent === 'add' ? 'added' : intent === 'remove' ? 'removed' : 'moved');
}

export default function SiteListings({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { site, q, candidates } = loaderData;
  const full = site.featured.length >= site.max;
  const featuredIds = new Set(site.featured.map((card) => card.id));
  return (
    <div className="max-w-4xl">
      <title>{`${t('man:siteListings.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('man:siteListings.title')}</h1>
      <p className="mt-1 text-muted">{t('man:siteListings.intro', { max: site.max })}</p>
      <FlashNotice notice={loaderData.notice} values={{ max: site.max }} />
      <section aria-labelledby="featured-title" className="mt-6">
        <h2 id="featured-title" className="text-lg font-bold">
          {t('man:siteListings.featured', { n: site.featured.length, max: site.max })}
        </h2>
        {site.featured.length === 0 ? (
          <p className="mt-2 rounded-xl border border-dashed border-line p-6 text-center text-muted">
            {t('man:siteListings.empty')}
          </p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2" data-testid="featured-list">
            {site.featured.map((card, index) => (
              <FeaturedRow key={card.id} card={card} index={index} last={index === site.featured.length - 1} q={q} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="add-title" className="mt-8 rounded-xl border border-line bg-white p-4 sm:p-6">
        <h2 id="add-title" className="text-lg font-bold">
          {t('man:siteListings.add.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('man:siteListings.add.intro')}</p>
        <Form method="get" role="search" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor="site-q" className="font-medium">
              {t('man:siteListings.add.q')}
            </label>
            <input
              id="site-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={200}
              className="h-12 rounded-md border border-line px-3 text-base"
            />
          </div>
          <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            {t('man:siteListings.add.submit')}
          </button>
        </Form>
        {candidates && candidates.length === 0 && <p className="mt-4 text-muted">{t('man:siteListings.add.none')}</p>}
        {candidates && candidates.length > 0 && (
          <ul className="mt-4 divide-y divide-line" aria-label={t('man:siteListings.add.results')}>
            {candidates.map((row) => (
              <li
                key={row.id}
                data-testid="feature-candidate"
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p lang="is" className="font-semibold break-words">
                    {row.title_is ?? row.title_en}
                  </p>
                  <p className="text-sm text-muted">
                    {[
                      row.address,
                      [row.postcode, row.town].filter(Boolean).join(' '),
                      row.rent_isk !== null ? formatMoney(row.rent_isk, locale) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {featuredIds.has(row.id) ? (
                  <span className="text-sm font-medium text-success-700">{t('man:siteListings.add.already')}</span>
                ) : (
                  <Form method="post" reloadDocument>
                    <input type="hidden" name="intent" value="add" />
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="q" value={q} />
                    <button
                      type="submit"
                      disabled={full}
                      className="h-11 w-full rounded-md border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 sm:w-auto"
                    >
                      {full ? t('man:siteListings.add.full') : t('man:siteListings.add.feature')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
