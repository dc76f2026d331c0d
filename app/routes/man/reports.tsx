import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { CountLink } from '#app/components/man/page-links.tsx';
import { ReasonField } from '#app/components/man/reason-field.tsx';
import { ReportStatusBadge } from '#app/components/man/report-status-badge.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { errorReply, noticeFrom, redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { listLink } from '#common/list-kit.ts';
import {
  parseStaffReportQuery,
  REPORT_KINDS,
  REPORT_VIEWS,
  reportDecisionSchema,
  type StaffReportRowDto,
  staffReportList,
} from '#common/staff-people.ts';
import { decideReport, searchStaffReports } from '#server/domain/staff/staff-reports.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/reports';

export const handle = { middleware: ['staff'], i18n: ['man', 'listings'] };

const PATH = '/man/reports';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const query = parseStaffReportQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffReports(ctx, query)), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const id = String(formData.get('id') ?? '');
  const kind = String(formData.get('kind') ?? '');
  const decision = formData.get('decision') === 'dismiss' ? 'dismiss' : 'resolve';
  // Back to the list the staff member was looking at.
  const back = `${PATH}${new URL(request.url).search}`;
  const submission = parseWithZod(formData, { schema: reportDecisionSchema });
  if (submission.status !== 'success') return data({ id, reply: submission.reply() }, { status: 422 });
  try {
    await decideReport(ctx, kind, id, decision, submission.value);
  } catch (error) {
    const refused = refusalOf(error);
    // Someone else closed it first, or it is gone: the list shows it as it is now.
    if (refused.code === 'report_already_closed' || refused.code === 'not_found')
      return redirectWithNotice(back, 'man:reports.saved.closed');
    const { reply, status } = errorReply(submission, refused);
    return data({ id, reply }, { status });
  }
  return redirectWithNotice(back, decision === 'resolve' ? 'man:reports.saved.resolved' : 'man:reports.saved.dismissed');
}

const href = listLink(PATH, staffReportList);

export default function StaffReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result } = loaderData;
  const openTotal = result.open.listing + result.open.user;
  return (
    <div>
      <title>{`${t('man:reports.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('man:reports.title')}</h1>
      <p className="mt-1 text-muted">{t('man:reports.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      <nav aria-label={t('man:reports.views.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {REPORT_VIEWS.map((view) => (
            <li key={view}>
              <CountLink href={href(query, { view: view === 'open' ? undefined : view })} current={query.view === view}>
                {view === 'open'
                  ? t('man:reports.views.open', { n: formatNumber(openTotal, locale) })
                  : tDynamic(t, `man:reports.views.${view}`)}
              </CountLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('man:reports.kinds.label')} className="mt-2">
        <ul className="flex flex-wrap gap-2">
          <li>
            <CountLink href={href(query, { kind: undefined })} current={!query.kind}>
              {t('man:reports.kinds.all')}
            </CountLink>
          </li>
          {REPORT_KINDS.map((kind) => (
            <li key={kind}>
              <CountLink href={href(query, { kind })} current={query.kind === kind}>
                {`${tDynamic(t, `man:reports.kinds.${kind}`)} (${formatNumber(result.open[kind], locale)})`}
              </CountLink>
            </li>
          ))}
        </ul>
      </nav>
      {result.items.length === 0 ? (
        <EmptyState className="mt-6" headingLevel={2} title={t('man:reports.emptyTitle')} text={t('man:reports.empty')} />
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label={t('man:reports.results')}>
          {result.items.map((report) => (
            <ReportCard
              key={`${report.kind}-${report.id}`}
              report={report}
              lastResult={
                actionData && actionData.id === report.id ? (actionData.reply as SubmissionResult<string[]>) : undefined
              }
            />
          ))}
        </ul>
      )}
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => href(query, { page })} />
    </div>
  );
}

function ReportCard({ report, lastResult }: { report: StaffReportRowDto; lastResult?: SubmissionResult<string[]> }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const target = report.kind === 'listing' ? `/man/listings?open=${report.target_id}#detail` : `/man/users/${report.target_id}`;
  const headingId = `report-${report.id}`;
  return (
    <li data-testid="staff-report" className="rounded-xl border border-line bg-white p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-base font-bold">
            <span className="block text-sm font-medium text-muted">{tDynamic(t, `man:reports.kind.${report.kind}`)}</span>
            <Link
              to={target}
              lang={report.kind === 'listing' ? 'is' : undefined}
              className="text-brand-700 underline break-words"
            >
              {report.target_name ?? t('man:listings.untitled')}
            </Link>
          </h2>
          <ReportStatusBadge status={report.status} />
        </div>
        <dl className="mt-3 grid grid-cols-1 gap-1 text-sm">
          <div>
            <dt className="inline font-medium">{`${t('man:reports.reason')}: `}</dt>
            <dd className="inline">
              {tDynamic(t, [`listings:report.reasons.${report.reason}`, `man:reports.reasons.${report.reason}`], {
                defaultValue: report.reason,
              })}
            </dd>
          </div>
          {report.conversation_id && (
            <div>
              <dt className="sr-only">{t('man:reports.conversation')}</dt>
              <dd>
                <Link
                  to={`/man/users/${report.target_id}/conversations/${report.conversation_id}`}
                  className="font-medium text-brand-700 underline"
                >
                  {t('man:reports.conversation')}
                </Link>
              </dd>
            </div>
          )}
          {report.message && (
            <div>
              <dt className="sr-only">{t('man:reports.message')}</dt>
              <dd className="whitespace-pre-line break-words">{report.message}</dd>
            </div>
          )}
          <div className="text-muted">
            <dt className="sr-only">{t('man:reports.sent')}</dt>
            <dd>
              {report.reporter_id ? (
                <Link to={`/man/users/${report.reporter_id}`} className="text-brand-700 underline">
                  {t('man:reports.reporter', { name: report.reporter_name ?? '' })}
                </Link>
              ) : (
                t('man:reports.anonymous')
              )}
              {` · ${formatDate(report.created_at, 'long', locale)}`}
            </dd>
          </div>
        </dl>
        {report.status === 'open' ? (
          <DecisionForm report={report} lastResult={lastResult} />
        ) : (
          <div className="mt-3 rounded-lg bg-subtle p-3 text-sm">
            <p className="font-medium">
              {t('man:reports.closedBy', {
                status: tDynamic(t, `man:reports.status.${report.status}`),
                name: report.resolved_by_name ?? '–',
                date: report.resolved_at ? formatDate(report.resolved_at, 'long', locale) : '–',
              })}
            </p>
            {report.resolution && <p className="mt-1 whitespace-pre-line break-words">{report.resolution}</p>}
          </div>
        )}
      </article>
    </li>
  );
}

function DecisionForm({ report, lastResult }: { report: StaffReportRowDto; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `decide-${report.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportDecisionSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-3 flex flex-col gap-3 border-t border-line pt-3">
      <FormError id={form.errorId} errors={form.errors} />
      <input type="hidden" name="id" value={report.id} />
      <input type="hidden" name="kind" value={report.kind} />
      <ReasonField
        field={fields.resolution as FieldMetadata<string>}
        label={t('man:reports.decide.resolution')}
        hint={t('man:reports.decide.hint')}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          name="decision"
          value="resolve"
          className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('man:reports.decide.resolve')}
        </button>
        <button
          type="submit"
          name="decision"
          value="dismiss"
          className="h-12 rounded-md border border-line bg-white px-6 font-semibold text-ink hover:bg-subtle"
        >
          {t('man:reports.decide.dismiss')}
        </button>
      </div>
    </Form>
  );
}
