import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { CursorLinks, ListResults } from '#app/components/man/list-page.tsx';
import { ListingDetailPanel } from '#app/components/man/listing-detail-panel.tsx';
import { StaffListingResults } from '#app/components/man/staff-listing-results.tsx';
import { StaffListingSearch, samePage, staffSearchHref } from '#app/components/man/staff-listing-search.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { moderateSchema } from '#common/staff-listings.ts';
import { parseStaffListingQuery } from '#server/domain/listings/staff-listings.schemas.ts';
import { moderateListing, searchStaffListings, staffListingDetail } from '#server/domain/listings/staff-listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/listings';

export const handle = { middleware: ['staff'], i18n: ['listing', 'man'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const params = new URL(request.url).searchParams;
  const query = parseStaffListingQuery(params);
  const openId = params.get('open');
  const [result, detail] = await Promise.all([
    forPage(() => searchStaffListings(ctx, query)),
    openId
      ? // A stale or mistyped ?open= shows the search with a notice, not a dead end.
        staffListingDetail(ctx, openId).catch((error) => whenRefused(error, { not_found: () => null }))
      : null,
  ]);
  return { query, result, detail, openMissing: Boolean(openId) && !detail, notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const id = String(formData.get('id') ?? '');
  const detailPath = `/man/listings?open=${encodeURIComponent(id)}#detail`;
  const submission = parseWithZod(formData, { schema: moderateSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    await moderateListing(ctx, id, submission.value);
  } catch (error) {
    // No longer published, or gone: the panel shows the state now.
    const stale = () => redirectWithNotice(detailPath, 'man:listings.saved.stale');
    return whenRefused(error, { listing_not_published: stale, not_found: stale });
  }
  return redirectWithNotice(detailPath, 'man:listings.saved.moderated');
}

export default function StaffListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, result, detail } = loaderData;
  return (
    <div>
      <title>{`${t('man:listings.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('man:listings.title')}</h1>
      <p className="mt-1 text-muted">{t('man:listings.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      {loaderData.openMissing && <Notice tone="warning">{t('man:listings.detail.missing')}</Notice>}
      {detail && (
        <ListingDetailPanel
          detail={detail}
          closeHref={staffSearchHref(query, samePage(query))}
          lastResult={actionData as SubmissionResult<string[]> | undefined}
        />
      )}
      <StaffListingSearch query={query} counts={result.counts} />
      <ListResults
        count={t('man:listings.found', { count: result.total })}
        isEmpty={result.items.length === 0}
        empty={{ title: t('man:listings.emptyTitle'), text: t('man:listings.empty') }}
        paging={<CursorLinks page={result} href={(cursor) => staffSearchHref(query, cursor)} />}
      >
        <StaffListingResults rows={result.items} query={query} />
      </ListResults>
    </div>
  );
}
