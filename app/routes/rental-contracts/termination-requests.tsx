import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  requestEnd,
  TerminationHeader,
  TerminationStatusBadge,
  terminationsPath,
  useDay,
} from '#app/components/terminations/termination-parts.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import type { Route } from './+types/termination-requests';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests: how the contract can be ended by the side one
// acts for (notice, a proposed end date, rescission), the requests made and the demands sent.
// A fixed-term lease without special grounds offers no notice: the reason and the article say why.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return { ...(await terminationPage(context, params.id)), notice: noticeFrom(request) };
}

export default function TerminationRequests({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = useDay();
  const { overview, address } = loaderData;
  const base = terminationsPath(overview.contractId);
  const active = overview.contractStatus === 'active';
  const acting = active && overview.sides.length > 0 && !overview.binding;
  const landlord = overview.sides.includes('landlord');
  // A tenant is offered only what a tenant can do: notice and a proposed end date (rescission
  // for a breach is the landlord's, Art. 61).
  const tenantOnly = overview.sides.length > 0 && !landlord;
  const option = (to: string, label: string, text: string, testId: string) => (
    <li className="rounded-xl border border-line bg-white p-4">
      <Link to={to} className="text-lg font-semibold text-brand-700 underline underline-offset-2" data-testid={testId}>
        {label}
      </Link>
      <p className="mt-1 text-muted">{text}</p>
    </li>
  );
  return (
    <div className="max-w-3xl">
      <TerminationHeader overview={overview} address={address} title={t('terminations:title')} back="contract" />
      <FlashNotice notice={loaderData.notice} />
      <p className="mt-4">{tenantOnly ? t('terminations:introTenant') : t('terminations:intro')}</p>
      {overview.binding && (
        <p className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 font-medium" data-testid="termination-binding">
          {t('terminations:binding', { date: day(requestEnd(overview.binding) ?? '') })}
        </p>
      )}
      {!active && <p className="mt-4 text-muted">{t('terminations:notActive')}</p>}
      {active && overview.sides.length === 0 && <p className="mt-4 text-muted">{t('terminations:readOnly')}</p>}

      {acting && (
        <section aria-labelledby="choose-title" className="mt-6">
          <h2 id="choose-title" className="text-xl font-semibold">
            {t('terminations:choose.title')}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {overview.notice?.ok
              ? option(
                  `${base}/default`,
                  t('terminations:choose.default'),
                  t('terminations:choose.defaultText'),
                  'choose-default',
                )
              : overview.notice && (
                  <li className="rounded-xl border border-line bg-subtle p-4" data-testid="notice-refused">
                    <h3 className="text-lg font-semibold">{t('terminations:fixedTerm.title')}</h3>
                    <p className="mt-1">
                      {overview.notice.code === 'termination_fixed_term_after_end'
                        ? t('terminations:fixedTerm.after', {
                            date: day(overview.endDate ?? ''),
                            article: overview.notice.article,
                          })
                        : t(tenantOnly ? 'terminations:fixedTerm.textTenant' : 'terminations:fixedTerm.text', {
                            date: day(overview.endDate ?? ''),
                            article: overview.notice.article,
                          })}
                    </p>
                  </li>
                )}
            {option(
              `${base}/negotiate`,
              t('terminations:choose.negotiate'),
              t('terminations:choose.negotiateText'),
              'choose-negotiate',
            )}
            {landlord &&
              option(`${base}/violate`, t('terminations:choose.violate'), t('terminations:choose.violateText'), 'choose-violate')}
          </ul>
        </section>
      )}

      <section aria-labelledby="requests-title" className="mt-8">
        <h2 id="requests-title" className="text-xl font-semibold">
          {t('terminations:list.title')}
        </h2>
        {overview.requests.length === 0 ? (
          <p className="mt-2 text-muted">{t('terminations:list.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line" data-testid="termination-requests">
            {overview.requests.map((r) => {
              const end = requestEnd(r);
              return (
                <li key={r.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <span>
                    <Link to={`${base}/${r.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                      {t(`terminations:kinds.${r.kind}`)}
                      {r.case && ` · ${t(`terminations:cases.${r.case}`)}`}
                    </Link>
                    <span className="block text-sm text-muted">
                      {t(`terminations:sides.${r.fromSide}`)}
                      {end && ` · ${t('terminations:request.end')}: ${day(end)}`}
                    </span>
                  </span>
                  <TerminationStatusBadge status={r.status} />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {overview.demands.length > 0 && (
        <section aria-labelledby="demands-title" className="mt-8">
          <h2 id="demands-title" className="text-xl font-semibold">
            {t('terminations:demands.title')}
          </h2>
          <ul className="mt-2 divide-y divide-line" data-testid="termination-demands">
            {overview.demands.map((d) => (
              <li key={d.id} className="flex flex-col gap-0.5 py-3">
                <span className="font-medium">
                  {d.kind === 'payment_demand'
                    ? t('terminations:demands.payment_demand', {
                        amount: formatMoney(d.amountIsk ?? 0, locale),
                        months: d.months.map((m) => day(m)).join(', '),
                      })
                    : t('terminations:demands.written_warning')}
                </span>
                <span className="text-sm text-muted">
                  {t('terminations:demands.sent', { date: day(d.sentAt.slice(0, 10)) })}
                  {d.deadline && ` · ${t('terminations:demands.deadline', { date: day(d.deadline) })}`}
                  {' · '}
                  {t(`terminations:demands.status.${d.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
