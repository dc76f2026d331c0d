import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate } from '#common/format.ts';
import { reasonKeys } from '#common/registry-reasons.ts';
import type { SubmissionRowDto } from '#common/registry-staff.ts';
import { SubmissionStatusBadge } from './registry-status.tsx';

/**
 * Registry submissions with the registry's reasons in words (never the bare code: the page needs
 * the registry namespace). With `retry`, each one not accepted gets a
 * retry button (a POST to the page, one submission id); `contractHref` links the reference.
 */
export function SubmissionList({
  items,
  retry = false,
  contractHref,
  label,
  showCode = false,
}: {
  items: SubmissionRowDto[];
  retry?: boolean;
  contractHref?: (contractId: string) => string;
  label: string;
  /** Staff also see the registry's code, as a labelled detail under the words. */
  showCode?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white" aria-label={label}>
      {items.map((s) => (
        <li key={s.id} data-testid="registry-submission" className="flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            {contractHref ? (
              <Link to={contractHref(s.contract_id)} className="font-semibold text-brand-700 underline">
                {s.reference}
              </Link>
            ) : (
              <span className="font-semibold">{s.reference}</span>
            )}
            <span className="text-muted">{t(`manContracts:kind.${s.kind}`)}</span>
            <SubmissionStatusBadge status={s.status} />
          </div>
          <p className="text-sm text-muted break-words">
            {s.address ?? t('manContracts:noAddress')}
            {s.registration_due && s.kind === 'register' && s.status !== 'accepted' && (
              <> · {t('manContracts:submits.due', { date: formatDate(s.registration_due, 'date', locale) })}</>
            )}
            {' · '}
            {t('manContracts:submits.attempts', { count: s.attempts })}
            {s.next_attempt_at && s.status === 'queued' && (
              <> · {t('manContracts:submits.nextAttempt', { date: formatDate(s.next_attempt_at, 'long', locale) })}</>
            )}
            {s.registry_number && (
              <>
                {' · '}
                {t('manContracts:col.number')}: <span className="font-mono">{s.registry_number}</span>
              </>
            )}
          </p>
          {s.reasons.length > 0 && s.status !== 'accepted' && (
            <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
              <p className="font-medium">{t('manContracts:reasons')}</p>
              <ul className="mt-1 list-disc pl-5">
                {s.reasons.map((r) => (
                  <li key={`${r.code}-${r.field ?? ''}`} data-testid="registry-reason" className="break-words">
                    {tDynamic(t, reasonKeys(r.code))}
                    {showCode && (
                      <span className="block text-xs text-muted">
                        {t('registry:lease.code')}:{' '}
                        <span className="font-mono">
                          {r.code}
                          {r.field ? ` (${r.field})` : ''}
                        </span>
                        {' · '}
                        {t('registry:lease.registryWords')}: {r.message}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {retry && s.status !== 'accepted' && (
            <Form method="post">
              <input type="hidden" name="submissionId" value={s.id} />
              <button
                type="submit"
                className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
                aria-label={t('manContracts:retryFor', { reference: s.reference })}
              >
                {t('manContracts:retry')}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
