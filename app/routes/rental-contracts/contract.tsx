import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { ContractPeriod, ContractStatusBadge, RegistryBadge } from '#app/components/contracts/contract-parts.tsx';
import { completerOf, MissingSteps } from '#app/components/contracts/draft-state.tsx';
import { PaymentServiceBlock } from '#app/components/payment-service/payment-service-block.tsx';
import { RentSchedule } from '#app/components/payments/rent-schedule.tsx';
import { LeaseRegistryNotes } from '#app/components/registry/lease-registry.tsx';
import { RenewalBlock } from '#app/components/renewals/renewal-block.tsx';
import { TerminationBlock } from '#app/components/terminations/termination-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayStart } from '#common/calendar-day.ts';
import type { ContractPartyDto } from '#common/contract-dtos.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import { paymentServiceView } from '#server/domain/bank-payments/party.service.ts';
import { contractDocuments, contractHistory } from '#server/domain/contracts/contract-overview.service.ts';
import { cancelContract, getContract } from '#server/domain/contracts/contracts.service.ts';
import { leaseRegistryView } from '#server/domain/registry/lease-registry.service.ts';
import { renewalOverview } from '#server/domain/renewals/renewals.service.ts';
import { contractPayments } from '#server/domain/rent-schedule/payments.service.ts';
import { terminationOverview } from '#server/domain/terminations/terminations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/contract';

export const handle = {
  middleware: ['auth'],
  i18n: ['contracts', 'payments', 'paymentService', 'registry', 'renewals', 'terminations'],
};

// /rental-contracts/{id}: the contract's own page for its parties and its landlord side: status,
// parties and who has signed, the main terms, documents, the registry and the history. Anyone
// else gets the not-found page. ?cancel=1 opens the cancel confirmation without JavaScript.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const contract = await forPage(() => getContract(service, params.id));
  const [documents, history, payments, paymentService, renewal, termination, registryView] = await Promise.all([
    forPage(() => contractDocuments(service, params.id)),
    forPage(() => contractHistory(service, params.id)),
    forPage(() => contractPayments(service, params.id)),
    forPage(() => paymentServiceView(service, params.id)),
    forPage(() => renewalOverview(service, params.id)),
    forPage(() => terminationOverview(service, params.id)),
    forPage(() => leaseRegistryView(service, params.id)),
  ]);
  return {
    contract,
    documents,
    history,
    payments,
    paymentService,
    renewal,
    termination,
    registryView,
    notice: noticeFrom(request),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const path = `/rental-contracts/${params.id}`;
  if (form.get('intent') !== 'cancel') return redirect(path);
  await forPage(() => cancelContract(serviceFrom(context), params.id));
  return redirectWithNotice(path, 'contracts:notices.cancelled');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function PartyLine({ party, locale }: { party: ContractPartyDto; locale: ReturnType<typeof uiLocale> }) {
  const { t } = useTranslation();
  const name = party.companyName ? t('contracts:overview.company', { company: party.companyName, name: party.name }) : party.name;
  let state: string;
  if (!party.signs) state = t('contracts:overview.doesNotSign');
  else if (party.signedAt) state = t('contracts:overview.signedAt', { date: formatDate(party.signedAt, 'long', locale) });
  else state = t('contracts:overview.notSigned');
  return (
    <li className="flex flex-col gap-0.5 py-3" data-testid="contract-party">
      <span className="font-medium break-words">{name || '—'}</span>
      <span className="text-sm text-muted">
        {t(`contracts:role.${party.role}`)}
        {' · '}
        <span className={party.signedAt ? 'font-semibold text-success-700' : undefined}>{state}</span>
        {party.userId === null && (
          <>
            {' · '}
            {t('contracts:overview.notJoined')}
          </>
        )}
      </span>
    </li>
  );
}

export default function ContractPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const [params] = useSearchParams();
  const { contract, documents, history } = loaderData;
  const { terms } = contract;
  const day = (d: string) => formatDate(dayStart(d), 'date', locale);
  const title = t('contracts:overview.title', { reference: contract.reference });
  const canAdvertise =
    contract.can.manage && (contract.status === 'active' || contract.status === 'ended' || contract.status === 'terminated');
  return (
    <div className="max-w-3xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/rental-contracts" className="font-medium text-brand-700 underline underline-offset-2">
          {t('contracts:overview.back')}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <ContractStatusBadge status={contract.status} />
      </div>
      <p className="mt-1 text-muted break-words">
        {terms.address ?? t('contracts:list.noAddress')}
        {' · '}
        {t('contracts:overview.version', { version: contract.documentVersion })}
        {contract.team && (
          <>
            {' · '}
            {t('contracts:list.team', { name: contract.team.name })}
          </>
        )}
      </p>
      <FlashNotice notice={loaderData.notice} />

      {contract.status === 'draft' && (
        <div className="mt-4 rounded-xl border border-line bg-subtle p-4" data-testid="contract-state">
          <p>{contract.signaturesVoidedAt ? t('contracts:overview.voidedNotice') : t('contracts:overview.draftNotice')}</p>
          {contract.can.edit ? (
            <MissingSteps contract={contract} />
          ) : (
            <p className="mt-2 font-medium" data-testid="draft-completer">
              {t('contracts:overview.completedBy', { name: completerOf(contract) })}
            </p>
          )}
        </div>
      )}
      {contract.status === 'awaiting_signatures' && (
        <p className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="contract-state">
          {t('contracts:overview.awaitingNotice')}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {contract.can.edit && (
          <Link to={`/rental-contracts/${contract.id}/edit`} className={buttonStyles('primary')}>
            {t('contracts:overview.edit')}
          </Link>
        )}
        {contract.can.sign && (
          <Link to={`/rental-contracts/${contract.id}/sign`} className={buttonStyles('primary')}>
            {t('contracts:overview.sign')}
          </Link>
        )}
        {canAdvertise && (
          <Link to={`/rental-contracts/${contract.id}/advertise-listing`} className={buttonStyles('secondary')}>
            {t('contracts:overview.advertise')}
          </Link>
        )}
        {contract.can.cancel && params.get('cancel') !== '1' && (
          <Link to="?cancel=1" className={buttonStyles('secondary')}>
            {t('contracts:overview.cancel')}
          </Link>
        )}
      </div>
      {contract.can.cancel && params.get('cancel') === '1' && (
        <section aria-labelledby="cancel-title" className="mt-4 rounded-xl border border-danger-600 bg-white p-4">
          <h2 id="cancel-title" className="text-lg font-semibold">
            {t('contracts:overview.cancelTitle')}
          </h2>
          <p className="mt-2">{t('contracts:overview.cancelText')}</p>
          <Form method="post" reloadDocument className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className={buttonStyles('danger')}>
              {t('contracts:overview.cancelConfirm')}
            </button>
            <Link to="?" className={buttonStyles('secondary')}>
              {t('contracts:overview.keep')}
            </Link>
          </Form>
        </section>
      )}

      <RenewalBlock renewal={loaderData.renewal} />

      <section aria-labelledby="parties-title" className="mt-8">
        <h2 id="parties-title" className="text-xl font-semibold">
          {t('contracts:overview.parties')}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {contract.parties.map((party) => (
            <PartyLine key={party.id} party={party} locale={locale} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="terms-title" className="mt-8">
        <h2 id="terms-title" className="text-xl font-semibold">
          {t('contracts:overview.terms')}
        </h2>
        <dl className="mt-2 divide-y divide-line">
          <Row label={t('contracts:overview.address')}>
            {[terms.address, [terms.postcode, terms.municipality].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
              t('contracts:overview.notFilled')}
            {contract.listing && (
              <span className="block text-sm text-muted">
                {t('contracts:overview.listing', { title: contract.listing.title })}
              </span>
            )}
          </Row>
          <Row label={t('contracts:overview.period')}>
            <ContractPeriod terms={terms} />
          </Row>
          <Row label={t('contracts:overview.rent')}>
            {terms.rentIsk === null
              ? t('contracts:overview.notFilled')
              : t('contracts:list.perMonth', { amount: formatMoney(terms.rentIsk, locale) })}
          </Row>
          <Row label={t('contracts:overview.security')}>
            {terms.securityType === 'none'
              ? t('contracts:securityType.none')
              : terms.securityAmountIsk === null
                ? t('contracts:overview.notFilled')
                : `${t(`contracts:securityType.${terms.securityType}`)}: ${formatMoney(terms.securityAmountIsk, locale)}`}
          </Row>
        </dl>
      </section>

      <RentSchedule schedule={loaderData.payments} />

      <section aria-labelledby="registry-title" className="mt-8">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="registry-title" className="text-xl font-semibold">
            {t('contracts:registry.title')}
          </h2>
          <RegistryBadge status={contract.registry.status} />
        </div>
        <div className="mt-2 space-y-1">
          {contract.registry.number && <p>{t('contracts:registry.number', { number: contract.registry.number })}</p>}
          {contract.registry.registeredAt && (
            <p>{t('contracts:registry.registeredAt', { date: formatDate(contract.registry.registeredAt, 'date', locale) })}</p>
          )}
          {/* Registering is the landlord's duty: the tenant is not shown the landlord's deadline. */}
          {contract.can.manage && contract.registry.status !== 'registered' && contract.registry.due && (
            <p data-testid="registry-due">{t('contracts:registry.due', { date: day(contract.registry.due) })}</p>
          )}
          {contract.registry.status === 'failed' && !loaderData.registryView.refusal && (
            <p>{t('contracts:registry.failedText')}</p>
          )}
          {contract.registry.status === 'none' && ['draft', 'awaiting_signatures'].includes(contract.status) && (
            <p className="text-muted">{t('contracts:registry.notYet')}</p>
          )}
        </div>
        <LeaseRegistryNotes view={loaderData.registryView} />
      </section>

      <PaymentServiceBlock view={loaderData.paymentService} />
      {/* Ending the lease comes after what a running lease needs (registry, payments). */}
      <TerminationBlock overview={loaderData.termination} />

      <section aria-labelledby="documents-title" className="mt-8">
        <h2 id="documents-title" className="text-xl font-semibold">
          {t('contracts:overview.documents')}
        </h2>
        {documents.length === 0 ? (
          <p className="mt-2 text-muted">{t('contracts:overview.noDocuments')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {documents.map((doc) => (
              <li key={doc.id} className="flex flex-col gap-0.5 py-3">
                <a
                  href={`/rental-contracts/${contract.id}/documents/${doc.id}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                  download
                >
                  {doc.kind === 'version'
                    ? t('contracts:documents.version', { version: doc.documentVersion ?? '' })
                    : t(`contracts:documents.${doc.kind}`)}
                </a>
                <span className="text-sm text-muted">
                  {formatDate(doc.createdAt, 'long', locale)}
                  {' · '}
                  {t('contracts:documents.size', { size: formatNumber(Math.max(1, Math.round(doc.bytes / 1024)), locale) })}
                </span>
                <span className="font-mono text-xs text-muted break-all">
                  {t('contracts:documents.hash', { hash: doc.sha256 })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-title" className="mt-8">
        <h2 id="history-title" className="text-xl font-semibold">
          {t('contracts:overview.history')}
        </h2>
        <ol className="mt-2 divide-y divide-line" data-testid="contract-history">
          {history.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
              <span>
                {/* A signature says how it was signed: "Undirritað með rafrænum skilríkjum". */}
                {event.kind === 'signed' && (event.data.method === 'eid' || event.data.method === 'password')
                  ? t(`contracts:history.signedWith.${event.data.method}`)
                  : t(`contracts:history.${event.kind as 'created'}`)}
                <span className="text-muted"> · {event.actorName ?? t('contracts:history.system')}</span>
              </span>
              <time dateTime={event.createdAt} className="text-sm text-muted">
                {formatDate(event.createdAt, 'long', locale)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
