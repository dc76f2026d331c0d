import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistryStatusBadge } from '#app/components/registry/registry-status.tsx';
import { SubmissionList } from '#app/components/registry/submission-list.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { retryAction } from '#app/lib/registry-retry.server.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { setupOffered } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { staffContractDetail } from '#server/domain/registry/staff-contract-detail.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/rental-contract';

// /man/rental-contracts/{id}: one contract for staff, read-only (each read audited): parties,
// the main terms, its history, and its registry submissions with the registry's reasons and a
// retry for those not accepted.
export const handle = {
  middleware: ['staff'],
  i18n: ['man', 'manContracts', 'manPayments', 'manPaymentSetup', 'registry', 'contracts'],
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return {
    contract: await forPage(() => staffContractDetail(serviceFrom(context), params.contractId)),
    setupOffered: await setupOffered(serviceFrom(context), params.contractId),
    notice: noticeFrom(request),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return retryAction(request, context, `/man/rental-contracts/${params.contractId}`);
}

export default function StaffContract({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { contract: c, notice } = loaderData;
  const day = (value: string | null) => (value ? formatDate(value, 'date', locale) : '–');
  const terms = c.terms;
  const facts: [string, string][] = [
    [t('manContracts:col.status'), t(`contracts:status.${c.status}`)],
    [t('manContracts:col.address'), [terms.address, terms.postcode, terms.municipality].filter(Boolean).join(', ') || '–'],
    [
      t('manContracts:detail.period'),
      terms.termKind === 'fixed'
        ? `${day(terms.startDate)} – ${day(terms.endDate)}`
        : t('manContracts:indefinite', { start: day(terms.startDate) }),
    ],
    [t('manContracts:detail.rent'), terms.rentIsk === null ? '–' : formatMoney(terms.rentIsk, locale)],
    [
      t('manContracts:detail.index'),
      terms.indexType === 'cpi'
        ? t('manContracts:detail.indexCpi', { value: formatNumber(terms.indexBaseValue ?? 0, locale, 1) })
        : t('manContracts:detail.indexNone'),
    ],
    [t('manContracts:detail.security'), terms.securityAmountIsk ? formatMoney(terms.securityAmountIsk, locale) : '–'],
    [t('manContracts:col.due'), day(c.registry.due)],
    [t('manContracts:col.number'), c.registry.number ?? '–'],
    [t('manContracts:col.registeredAt'), day(c.registry.registered_at)],
  ];
  return (
    <div>
      <title>{`${c.reference} · ${t('manContracts:list.title')} · ${t('brand.name')}`}</title>
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold">
        {c.reference} <RegistryStatusBadge status={c.registry.status} />
      </h1>
      <p className="mt-1 text-muted">{t('manContracts:detail.readOnly')}</p>
      <nav aria-label={t('manPayments:contract.links')} className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          <li>
            <Link
              to={`/man/payments?q=${encodeURIComponent(c.reference)}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t('manPayments:contract.rent')}
            </Link>
          </li>
          <li>
            <Link
              to={`/man/rental-contracts/payment-service/payments?q=${encodeURIComponent(c.reference)}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t('manPayments:contract.claims')}
            </Link>
          </li>
        </ul>
      </nav>
      <FlashNotice notice={notice} />
      {loaderData.setupOffered ? (
        <p className="mt-3">
          <Link
            to={`/man/rental-contracts/new/${c.id}`}
            className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline"
          >
            {t('manPaymentSetup:link')}
          </Link>
        </p>
      ) : null}
      {actionData && 'error' in actionData && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3">
          {tDynamic(t, [`errors:codes.${actionData.error}`, 'errors:generic'])}
        </p>
      )}
      <section className="mt-6" aria-labelledby="contract-terms">
        <h2 id="contract-terms" className="text-lg font-semibold">
          {t('manContracts:detail.terms')}
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-4 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words text-muted">{value}</dd>
            </div>
          ))}
          <dt className="font-medium">{t('manContracts:detail.units')}</dt>
          <dd className="text-muted">
            <ul>
              {terms.units.map((u) => (
                <li key={u.id}>
                  {t('manContracts:detail.unit', {
                    fastanumer: u.fastanumer,
                    size: formatNumber(u.sizeM2, locale, 1),
                    rooms: formatNumber(u.rooms, locale),
                  })}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </section>
      <section className="mt-8" aria-labelledby="contract-parties">
        <h2 id="contract-parties" className="text-lg font-semibold">
          {t('manContracts:detail.parties')}
        </h2>
        <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
          {c.parties.map((p) => (
            <li key={p.id} className="flex flex-col gap-1 p-4">
              <span className="font-semibold">
                {p.name} <span className="font-normal text-muted">· {t(`manContracts:detail.role.${p.role}`)}</span>
              </span>
              {p.companyName && <span className="text-sm">{t('manContracts:detail.company', { name: p.companyName })}</span>}
              <span className="break-words text-sm text-muted">
                {p.kennitala && `${t('manContracts:detail.kennitala')} ${formatKennitala(p.kennitala)} · `}
                {[p.email, p.phone].filter(Boolean).join(' · ')}
              </span>
              <span className="text-sm">
                {p.signedAt
                  ? t('manContracts:detail.signed', { date: formatDate(p.signedAt, 'date', locale) })
                  : t('manContracts:detail.notSigned')}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-8" aria-labelledby="contract-submissions">
        <h2 id="contract-submissions" className="text-lg font-semibold">
          {t('manContracts:detail.submissions')}
        </h2>
        {c.submissions.length ? (
          <div className="mt-2">
            <SubmissionList showCode items={c.submissions} retry label={t('manContracts:detail.submissions')} />
          </div>
        ) : (
          <p className="mt-2 text-muted">{t('manContracts:detail.noSubmissions')}</p>
        )}
      </section>
      <section className="mt-8" aria-labelledby="contract-history">
        <h2 id="contract-history" className="text-lg font-semibold">
          {t('manContracts:detail.history')}
        </h2>
        <ol className="mt-2 flex flex-col gap-2">
          {c.events.map((e) => (
            <li key={e.id} className="flex flex-wrap gap-x-3 text-sm">
              <span className="text-muted">{formatDate(e.createdAt, 'time', locale)}</span>
              <span className="font-medium">{tDynamic(t, [`manContracts:events.${e.kind}`, 'errors:generic'])}</span>
              {e.actorName && <span className="text-muted">{e.actorName}</span>}
              {typeof e.data.number === 'string' && <span className="font-mono">{e.data.number}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
