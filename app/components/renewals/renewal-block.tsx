import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import type { RenewalOverviewDto, RenewalRequestDto } from '#common/renewal-rules-dtos.ts';

/** An ISO day (YYYY-MM-DD) as the reader's date. */
export function useDay() {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (day: string) => formatDate(dayStart(day), 'date', locale);
}

export const renewalPath = (contractId: string, rest = '') => `/rental-contracts/${contractId}/renewal-requests${rest}`;

function RequestLine({ request }: { request: RenewalRequestDto }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <li className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
      <Link to={renewalPath(request.contractId, `/${request.id}`)} className="font-medium text-brand-700 underline">
        {t(`renewals:kind.${request.kind}`)}
      </Link>
      <span className="text-sm text-muted">
        {t(`renewals:status.${request.status}`)} · {day(request.sentAt.slice(0, 10))}
      </span>
      <a
        href={renewalPath(request.contractId, `/${request.id}/pdf`)}
        className="text-sm font-medium text-brand-700 underline"
        data-testid="renewal-pdf"
      >
        {t('renewals:pdf.download')}
      </a>
    </li>
  );
}

/**
 * The renewal block of /rental-contracts/{id} (51. gr.): for an active fixed-term contract, the
 * landlord's notice deadline and what each side may do now; the open offer or notice; a link to
 * the new contract once a renewal is agreed. Nothing for a contract renewal does not apply to.
 */
export function RenewalBlock({ renewal }: { renewal: RenewalOverviewDto | null }) {
  const { t } = useTranslation();
  const day = useDay();
  if (!renewal || (renewal.phase === 'not_applicable' && renewal.requests.length === 0)) return null;
  const { open, accepted, can } = renewal;
  const past = renewal.requests.filter((r) => r.id !== open?.id && r.id !== accepted?.id);
  return (
    <section
      aria-labelledby="renewal-title"
      className="mt-8 rounded-xl border border-line bg-white p-4"
      data-testid="renewal-block"
    >
      <h2 id="renewal-title" className="text-xl font-semibold">
        {t('renewals:block.title')}
      </h2>
      {renewal.endDate && <p className="mt-2">{t('renewals:block.endsOn', { date: day(renewal.endDate) })}</p>}
      {/* The notice deadline is the landlord's to keep: the tenant reads what it means for them. */}
      {can.manage && renewal.noticeDeadline && !open && !accepted && (renewal.phase === 'open' || renewal.phase === 'early') && (
        <p className="mt-1 font-medium" data-testid="renewal-deadline">
          {t('renewals:block.deadline', { date: day(renewal.noticeDeadline) })}
        </p>
      )}
      {can.manage && renewal.noticeDeadline && !open && !accepted && renewal.phase === 'late' && (
        <p className="mt-1 rounded-md bg-warning-100 p-2 font-medium" data-testid="renewal-deadline">
          {t('renewals:block.deadlinePassed', { date: day(renewal.noticeDeadline) })}
        </p>
      )}
      {can.manage && renewal.phase === 'early' && renewal.promptFrom && !open && (
        <p className="mt-1 text-muted">{t('renewals:block.early', { date: day(renewal.promptFrom) })}</p>
      )}
      {!can.manage && renewal.noticeDeadline && !open && !accepted && (renewal.phase === 'open' || renewal.phase === 'early') && (
        <p className="mt-1 text-muted" data-testid="renewal-tenant-deadline">
          {t('renewals:block.earlyTenant', { date: day(renewal.noticeDeadline) })}
        </p>
      )}

      {open?.kind === 'offer' && open.answerDue && (
        <div className="mt-3 rounded-md border border-brand-100 bg-brand-50 p-3" data-testid="renewal-open">
          <p>
            {can.respond
              ? t('renewals:block.offerOpenTenant', { due: day(open.answerDue) })
              : t('renewals:block.offerOpenLandlord', { sent: day(open.sentAt.slice(0, 10)), due: day(open.answerDue) })}
          </p>
          {open.late && <p className="mt-1 text-sm font-semibold">{t('renewals:block.late')}</p>}
          <p className="mt-3">
            <Link
              to={renewalPath(renewal.contractId, `/${open.id}`)}
              className={buttonStyles(can.respond ? 'primary' : 'secondary')}
            >
              {can.respond ? t('renewals:block.answer') : t('renewals:block.view')}
            </Link>
          </p>
        </div>
      )}
      {open?.kind === 'not_renew' && (
        <div className="mt-3 rounded-md border border-line bg-subtle p-3" data-testid="renewal-open">
          <p>{t('renewals:block.notRenewOpen', { sent: day(open.sentAt.slice(0, 10)), end: day(open.contractEndDate) })}</p>
          <p className="mt-3">
            <Link to={renewalPath(renewal.contractId, `/${open.id}`)} className={buttonStyles('secondary')}>
              {t('renewals:block.view')}
            </Link>
          </p>
        </div>
      )}
      {accepted && (
        <div className="mt-3 rounded-md border border-success-700 bg-white p-3" data-testid="renewal-accepted">
          <p>{t('renewals:block.accepted', { start: day(accepted.proposal?.startDate ?? accepted.contractEndDate) })}</p>
          {accepted.newContractId && (
            <p className="mt-3">
              <Link to={`/rental-contracts/${accepted.newContractId}`} className={buttonStyles('secondary')}>
                {t('renewals:block.openDraft')}
              </Link>
            </p>
          )}
        </div>
      )}

      {(can.offer || can.notRenew) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {can.offer && (
            <Link to={renewalPath(renewal.contractId, '/offer')} className={buttonStyles('primary')}>
              {t('renewals:block.offer')}
            </Link>
          )}
          {can.notRenew && (
            <Link to={renewalPath(renewal.contractId, '/not-renew')} className={buttonStyles('secondary')}>
              {t('renewals:block.notRenew')}
            </Link>
          )}
        </div>
      )}

      {past.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{t('renewals:block.past')}</h3>
          <ul className="divide-y divide-line">
            {past.map((r) => (
              <RequestLine key={r.id} request={r} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
