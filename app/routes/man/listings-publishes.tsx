import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { CursorLinks } from '#app/components/man/list-page.tsx';
import { ReviewItem } from '#app/components/man/review-item.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { listLink } from '#common/list-kit.ts';
import { parseReviewQueueQuery, rejectSchema, reviewQueueList } from '#common/staff-listings.ts';
import { approveListing, rejectListing, reviewQueue } from '#server/domain/listings/listing-review.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/listings-publishes';

export const handle = { middleware: ['staff'], i18n: ['listing', 'man'] };

const PATH = '/man/listings/publishes';
const href = listLink(PATH, reviewQueueList);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseReviewQueueQuery(new URL(request.url).searchParams);
  return { query, ...(await forPage(() => reviewQueue(serviceFrom(context), query))), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const id = String(formData.get('id') ?? '');
  try {
    if (formData.get('intent') === 'approve') {
      await approveListing(ctx, id);
      return redirectWithNotice(PATH, 'man:listings.queue.saved.approved');
    }
    const submission = parseWithZod(formData, { schema: rejectSchema });
    if (submission.status !== 'success') return data({ id, result: submission.reply() }, { status: 422 });
    await rejectListing(ctx, id, submission.value.reason);
    return redirectWithNotice(PATH, 'man:listings.queue.saved.rejected');
  } catch (error) {
    // Someone else decided first, or the listing is gone: the queue shows the state now.
    const already = () => redirectWithNotice(PATH, 'man:listings.queue.saved.already');
    return whenRefused(error, {
      listing_not_in_review: already,
      not_found: already,
      listing_owner_blocked: () => redirectWithNotice(PATH, 'errors:codes.listing_owner_blocked'),
    });
  }
}

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failed = actionData as { id: string; result: SubmissionResult<string[]> } | undefined;
  return (
    <div className="max-w-4xl">
      <title>{`${t('man:listings.queue.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('man:listings.queue.title')}</h1>
      <p className="mt-1 text-muted">{t('man:listings.queue.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      {loaderData.items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('man:listings.queue.emptyTitle')}
          text={t('man:listings.queue.empty')}
        />
      ) : (
        <ul className="mt-6 flex flex-col gap-6">
          {loaderData.items.map((item) => (
            <ReviewItem key={item.id} listing={item} lastResult={failed?.id === item.id ? failed.result : undefined} />
          ))}
        </ul>
      )}
      <CursorLinks page={loaderData} href={(cursor) => href(loaderData.query, cursor)} />
    </div>
  );
}
