import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate } from '#common/format.ts';
import { type LeaseRegistryView, nextStepOf, type RegistryRefusalDto, reasonKeys } from '#common/registry-reasons.ts';

/** The registry's reasons in words (never the code; staff get it as a labelled detail). */
export function RegistryReasons({ reasons, showCode = false }: { reasons: RegistryRefusalDto['reasons']; showCode?: boolean }) {
  const { t } = useTranslation();
  if (!reasons.length) return null;
  return (
    <ul className="mt-2 list-disc pl-5">
      {reasons.map((r) => (
        <li key={`${r.code}-${r.field ?? ''}`} data-testid="registry-reason" className="break-words">
          {tDynamic(t, reasonKeys(r.code))}
          {showCode && (
            <span className="block font-mono text-xs text-muted">
              {t('registry:lease.code')}: {r.code}
              {r.field ? ` (${r.field})` : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** On the lease page: the late mark, a refused registration or report in words, the next step, the correction note. */
export function LeaseRegistryNotes({ view }: { view: LeaseRegistryView }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = (d: string) => formatDate(`${d}T00:00:00Z`, 'date', locale);
  const { refusal, reportRefusal } = view;
  return (
    <div className="mt-2 space-y-3">
      {view.late && view.due && (
        <p className="rounded-md bg-warning-100 p-3 font-medium" data-testid="registry-late">
          {t('registry:lease.late', { date: day(view.due) })}
        </p>
      )}
      {refusal && view.landlordSide && (
        <div className="rounded-md border border-danger-600 bg-danger-50 p-3" data-testid="registry-refusal">
          <p className="font-semibold">
            {refusal.status === 'failed' ? t('registry:lease.failedTitle') : t('registry:lease.refusedTitle')}
          </p>
          <RegistryReasons reasons={refusal.status === 'failed' ? [] : refusal.reasons} />
          <p className="mt-2">
            {nextStepOf(refusal) === 'correct'
              ? t('registry:lease.nextCorrect')
              : nextStepOf(refusal) === 'wait'
                ? t('registry:lease.nextWait')
                : t('registry:lease.nextStaff')}
          </p>
          {view.canCorrect && (
            <Link to={`/rental-contracts/${view.contractId}/registry-correction`} className={`${buttonStyles('primary')} mt-3`}>
              {t('registry:lease.correct')}
            </Link>
          )}
        </div>
      )}
      {refusal && !view.landlordSide && (
        <p data-testid="registry-refusal">
          {refusal.status === 'rejected' ? t('registry:lease.tenantRefused') : t('contracts:registry.failedText')}
        </p>
      )}
      {reportRefusal && (
        <div className="rounded-md border border-danger-600 bg-danger-50 p-3" data-testid="registry-report-refusal">
          <p className="font-semibold">{t('registry:lease.reportRefusedTitle')}</p>
          <RegistryReasons reasons={reportRefusal.status === 'failed' ? [] : reportRefusal.reasons} />
          <p className="mt-2">{t('registry:lease.nextReport')}</p>
        </div>
      )}
      {view.corrections.map((c) => (
        <p key={c.at} className="text-sm text-muted" data-testid="registry-corrected">
          {t('registry:lease.corrected', {
            date: formatDate(c.at, 'date', locale),
            name: c.actorName ?? t('registry:lease.someone'),
          })}
        </p>
      ))}
    </div>
  );
}
