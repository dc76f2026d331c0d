import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import type { NoticeRule, TerminationStatus } from '#common/termination-rules.ts';
import type { TerminationDto, TerminationOverview } from '#common/terminations.schemas.ts';

// The pieces the termination pages share: the rule line ("6 mánaða uppsagnarfrestur frá 1. apríl
// 2026, 56. gr."), the status badge, the block on the contract's page.

/** Where a contract's termination pages live. */
export const terminationsPath = (contractId: string) => `/rental-contracts/${contractId}/termination-requests`;

/** An ISO day in the reader's language: 30. september 2026. */
export function useDay(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (day: string) => formatDate(dayStart(day), 'date', locale);
}

/** The rule applied and the legal end date, as the server computed them. */
export function NoticeRuleText({ rule, endDate }: { rule: NoticeRule; endDate: string }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="notice-rule">
      <p className="font-semibold">
        {t('terminations:rule.months', { count: rule.months, from: day(rule.runsFrom), article: rule.article })}
      </p>
      <p className="mt-1" data-testid="legal-end">
        {t('terminations:rule.end', { date: day(endDate) })}
      </p>
      <p className="mt-1 text-sm text-muted">{tDynamic(t, `terminations:rule.basis.${rule.basis}`)}</p>
    </div>
  );
}

const TONES: Record<TerminationStatus, string> = {
  draft: 'bg-subtle text-ink',
  sent: 'bg-brand-50 text-brand-700',
  accepted: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-600',
  countered: 'bg-subtle text-ink',
  withdrawn: 'bg-subtle text-muted',
};

export function TerminationStatusBadge({ status }: { status: TerminationStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${TONES[status]}`}
      data-testid="termination-status"
    >
      {t(`terminations:status.${status}`)}
    </span>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The end a request gives: the legal end for notice, the proposal, the day a rescission takes effect. */
export function requestEnd(request: TerminationDto): string | null {
  return request.legalEndDate ?? request.proposedEndDate;
}

/** A sent request's PDF copy (a resource route: a plain link, the browser downloads it). */
export function TerminationPdfLink({ request }: { request: Pick<TerminationDto, 'id' | 'contractId' | 'sentAt'> }) {
  const { t } = useTranslation();
  if (!request.sentAt) return null;
  return (
    <a
      href={`${terminationsPath(request.contractId)}/${request.id}/pdf`}
      className="font-medium text-brand-700 underline underline-offset-2"
      data-testid="termination-pdf"
    >
      {t('terminations:pdf.download')}
    </a>
  );
}

/** The block on /rental-contracts/{id}: the current state and the way in. */
export function TerminationBlock({ overview }: { overview: TerminationOverview | null }) {
  const { t } = useTranslation();
  const day = useDay();
  if (!overview) return null;
  const base = `/rental-contracts/${overview.contractId}/termination-requests`;
  const pending = overview.requests.find((r) => r.kind === 'negotiate' && r.status === 'sent');
  const active = overview.contractStatus === 'active';
  if (!active && !overview.requests.length) return null;
  return (
    <section aria-labelledby="termination-title" className="mt-8" data-testid="termination-block">
      <h2 id="termination-title" className="text-xl font-semibold">
        {t('terminations:block.title')}
      </h2>
      <div className="mt-2 space-y-2">
        {overview.binding ? (
          <>
            <p className="font-medium">{t('terminations:binding', { date: day(requestEnd(overview.binding) ?? '') })}</p>
            <p>
              <TerminationPdfLink request={overview.binding} />
            </p>
          </>
        ) : pending ? (
          <p>{t('terminations:block.pending')}</p>
        ) : (
          <p className="text-muted">{t('terminations:block.none')}</p>
        )}
        {/* Never the page's primary action: ending is a choice to find, not the next step of a lease. */}
        <Link to={base} className={buttonStyles('secondary')}>
          {active && overview.sides.length && !overview.binding ? t('terminations:block.open') : t('terminations:block.view')}
        </Link>
      </div>
    </section>
  );
}

/** The top of every termination page: the way back to the contract, the title, the address. */
export function TerminationHeader({
  overview,
  address,
  title,
  back,
}: {
  overview: Pick<TerminationOverview, 'contractId' | 'reference'>;
  address: string | null;
  title: string;
  /** Where "back" goes: the termination overview (default) or the contract. */
  back?: 'contract' | 'overview';
}) {
  const { t } = useTranslation();
  const to =
    back === 'contract'
      ? `/rental-contracts/${overview.contractId}`
      : `/rental-contracts/${overview.contractId}/termination-requests`;
  return (
    <>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={to} className="font-medium text-brand-700 underline underline-offset-2">
          {back === 'contract' ? t('terminations:back', { reference: overview.reference }) : t('terminations:title')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      {address && <p className="mt-1 text-muted break-words">{`${address} · ${overview.reference}`}</p>}
    </>
  );
}
