import { useTranslation } from 'react-i18next';
import { CursorLinks } from '#app/components/man/list-page.tsx';
import { CountLinks, StaffListHeader, StaffResults } from '#app/components/man/staff-list.tsx';
import { SubmissionList } from '#app/components/registry/submission-list.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { retryAction } from '#app/lib/registry-retry.server.ts';
import { listLink } from '#common/list-kit.ts';
import { parseStaffSubmissionQuery, SUBMISSION_FILTERS, staffSubmissionList } from '#common/registry-staff.ts';
import { searchStaffSubmissions } from '#server/domain/registry/staff-registry.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/registry-submissions';

// /man/rental-contracts/hms-submits: the registry queue and its failures with the registry's
// reasons; staff retry one (a POST, audited). Newest made first, 20 a page (keyset, docs/rules/lists.md).
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'registry'] };

const PATH = '/man/rental-contracts/hms-submits';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStaffSubmissionQuery(new URL(request.url).searchParams);
  return {
    query,
    result: await forPage(() => searchStaffSubmissions(serviceFrom(context), query)),
    notice: noticeFrom(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return retryAction(request, context, `${PATH}${new URL(request.url).search}`);
}

const href = listLink(PATH, staffSubmissionList);

export default function StaffSubmits({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, result, notice } = loaderData;
  return (
    <div>
      <StaffListHeader title={t('manContracts:submits.title')} intro={t('manContracts:submits.intro')} />
      <FlashNotice notice={notice} />
      {actionData && 'error' in actionData && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3">
          {tDynamic(t, [`errors:codes.${actionData.error}`, 'errors:generic'])}
        </p>
      )}
      <CountLinks
        label={t('manContracts:submits.filter')}
        links={SUBMISSION_FILTERS.map((f) => ({
          href: href(query, { filter: f }),
          current: query.filter === f,
          label: t(`manContracts:submits.filters.${f}`),
        }))}
      />
      <StaffResults
        isEmpty={result.items.length === 0}
        empty={{ title: t('manContracts:submits.emptyTitle'), text: t('manContracts:submits.empty') }}
      >
        <SubmissionList
          showCode
          items={result.items}
          retry
          label={t('manContracts:submits.results')}
          contractHref={(id) => `/man/rental-contracts/${id}`}
        />
      </StaffResults>
      <CursorLinks page={result} href={(cursor) => href(query, cursor)} />
    </div>
  );
}
