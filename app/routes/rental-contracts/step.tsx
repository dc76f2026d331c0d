import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { ContractSummary } from '#app/components/contract-forms/contract-summary.tsx';
import { DateTimeForm } from '#app/components/contract-forms/date-time-form.tsx';
import { PartiesForm, type PartyRowView } from '#app/components/contract-forms/parties-form.tsx';
import { PaymentsForm } from '#app/components/contract-forms/payments-form.tsx';
import { PriceForm } from '#app/components/contract-forms/price-form.tsx';
import { RulesForm } from '#app/components/contract-forms/rules-form.tsx';
import { StepButtons } from '#app/components/step-form/step-form.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { stepFrom } from '#app/lib/step-form.server.ts';
import { CONTRACT_STEPS } from '#common/contract-model.ts';
import { blockingIssues, indexBaseMonthChoices, issuesForStep } from '#common/contract-rules.ts';
import { defaultSecurityMonths } from '#server/domain/contracts/contract-defaults.service.ts';
import { type PropertyChoice, searchContractProperties } from '#server/domain/contracts/contract-properties.service.ts';
import { isInputStep } from '#server/domain/contracts/contract-steps.schemas.ts';
import { landlordPayoutMethods, teamSignatories } from '#server/domain/contracts/contract-steps.service.ts';
import { getContract, indexMonths } from '#server/domain/contracts/contracts.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/step';
import { typedDefaults } from './typed-defaults.ts';
import { contractStepAction, stepDefaults, wizardPosition } from './wizard.server.ts';
import { editBase } from './wizard-paths.ts';

export const handle = { middleware: ['auth'], i18n: ['contracts', 'wizard'] };

// /rental-contracts/{id}/edit/{step}: one step of the contract wizard (docs/rules/contracts.md
// "The wizard"). Only those who may change the draft (contract.update); anyone else: 404.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const step = stepFrom(CONTRACT_STEPS, params.step);
  const ctx = serviceFrom(context);
  const contract = await forPage(() => getContract(ctx, params.id));
  if (!contract.can.edit) throw redirect(`/rental-contracts/${contract.id}`);
  const url = new URL(request.url);
  const query = url.searchParams.get('q') ?? '';
  const rent = contract.terms.rentIsk;
  const months = step === 'payments' ? await defaultSecurityMonths(ctx, contract.team?.id ?? null) : null;
  const suggestedSecurityIsk =
    months !== null && rent !== null && contract.terms.securityType !== 'none' ? Math.round(months * rent) : null;
  const published = step === 'price' ? await indexMonths(ctx) : [];
  const baseMonths = published.length
    ? contract.terms.startDate
      ? indexBaseMonthChoices(contract.terms.startDate, published)
      : [...published].reverse()
    : [];
  return {
    wizard: wizardPosition(contract, step),
    step,
    contract,
    defaults: isInputStep(step) ? stepDefaults(contract, step, url.searchParams.get('add'), suggestedSecurityIsk) : null,
    signatories: step === 'parties' && contract.team ? await teamSignatories(ctx, contract.team.id) : null,
    properties:
      step === 'date-time' && query ? await searchContractProperties(ctx, contract.id, query) : ([] as PropertyChoice[]),
    query,
    baseMonths,
    payouts: step === 'payments' ? await landlordPayoutMethods(ctx, contract) : [],
    suggestedSecurityIsk,
    confirmCancel: url.searchParams.get('cancel') === '1',
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const step = stepFrom(CONTRACT_STEPS, params.step);
  return contractStepAction(serviceFrom(context), params.id, step, await request.formData());
}

function PropertySearch({ query, results, action }: { query: string; results: PropertyChoice[]; action: string }) {
  const { t } = useTranslation('contracts');
  return (
    <section className="mb-6 rounded-lg border border-line p-4">
      <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium">{t('steps.date-time.search')}</span>
          <input name="q" defaultValue={query} className="h-12 w-full rounded-md border border-line px-3" />
        </label>
        <button type="submit" className={buttonStyles('secondary', 'lg', 'w-full sm:w-auto')}>
          {t('steps.date-time.searchButton')}
        </button>
      </Form>
      {query && !results.length && <p className="mt-2 text-sm text-muted">{t('steps.date-time.noProperties')}</p>}
      <ul className="mt-2 flex flex-col gap-2">
        {results.map((p) => (
          <li key={p.id}>
            <Form
              method="post"
              action={action}
              reloadDocument
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <input type="hidden" name="propertyId" value={p.id} />
              <span>
                {p.address}, {p.postcode} {p.fastanumer ? `· ${p.fastanumer}` : ''}
              </span>
              <button
                type="submit"
                name="intent"
                value="use-property"
                className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}
              >
                {t('steps.date-time.useProperty')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Finish({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation('contracts');
  const { contract } = loaderData;
  const blocking = blockingIssues(contract.issues);
  const warnings = contract.issues.filter((i) => i.severity === 'warning');
  const base = editBase(contract.id);
  return (
    <div className="flex flex-col gap-6">
      <ContractSummary terms={contract.terms} parties={contract.parties} editBase={base} />
      {blocking.length > 0 || warnings.length > 0 ? (
        <section className="rounded-lg border border-line p-4" data-testid="still-missing">
          <h2 className="text-lg font-semibold">{blocking.length ? t('wizard.missingTitle') : t('wizard.warningsTitle')}</h2>
          <ul className="mt-2 flex flex-col gap-2">
            {[...blocking, ...warnings].map((issue) => (
              <li key={`${issue.field}-${issue.code}`} data-issue={issue.code}>
                <Link
                  to={`${base}/${issue.step}?return=finish#issues-${issue.field}`}
                  className={issue.severity === 'warning' ? 'text-accent-600 underline' : 'text-danger-600 underline'}
                >
                  {tDynamic(t, `steps.${issue.step}.title`)}:{' '}
                  {tDynamic(t, [`errors:fields.${issue.code}`, 'errors:fields.invalid'], issue.params)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <a href={`/rental-contracts/${contract.id}/document.pdf`} className={buttonStyles('secondary', 'lg', 'w-full sm:w-auto')}>
          {t('wizard.previewPdf')}
        </a>
        {blocking.length === 0 ? (
          <Form method="post" action={`/rental-contracts/${contract.id}/sign`} reloadDocument>
            <button type="submit" name="intent" value="send" className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
              {t('wizard.send')}
            </button>
          </Form>
        ) : (
          <p className="text-sm text-muted">{t('wizard.sendWhenDone')}</p>
        )}
      </div>
      {contract.can.cancel && (
        <section className="border-t border-line pt-4">
          {loaderData.confirmCancel ? (
            <Form method="post" reloadDocument className="flex flex-col gap-3 rounded-lg border border-danger-600 p-4">
              <p>{t('wizard.cancelConfirm')}</p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <button type="submit" name="intent" value="cancel" className={buttonStyles('danger', 'md', 'w-full sm:w-auto')}>
                  {t('wizard.cancelYes')}
                </button>
                <Link to={`${base}/finish`} className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}>
                  {t('wizard.cancelNo')}
                </Link>
              </div>
            </Form>
          ) : (
            <Link to={`${base}/finish?cancel=1`} className="text-danger-600 underline">
              {t('wizard.cancel')}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}

export default function ContractStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('contracts');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const { step, contract } = loaderData;
  const defaults = loaderData.defaults
    ? (typedDefaults(step, loaderData.defaults, uiLocale(i18n.language)) as typeof loaderData.defaults)
    : null;
  const here = `${editBase(contract.id)}/${step}`;
  const returnToSummary = params.get('return') === 'finish';
  const buttons = <StepButtons returnToSummary={returnToSummary} showBack={step !== 'parties'} />;
  const lastResult = actionData?.result;
  // After a refused save the refusal is beside the fields; the saved draft's issues would repeat or contradict it.
  const issues = lastResult ? [] : issuesForStep(contract.issues, step);
  const form = { lastResult, defaultValue: defaults ?? undefined, buttons, issues };
  const rows: PartyRowView[] =
    (defaults as { parties?: { id?: string; role: string }[] } | null)?.parties?.map((p) => {
      const party = contract.parties.find((q) => q.id === p.id);
      return {
        role: p.role as PartyRowView['role'],
        team: party?.teamId ? { name: party.companyName ?? '', kennitala: party.companyKennitala } : null,
        joined: Boolean(party?.userId),
      };
    }) ?? [];
  return (
    <div className="rounded-xl border border-line bg-white p-4 sm:p-8">
      <title>{`${tDynamic(t, `steps.${step}.title`)} · ${contract.reference} · ${tc('brand.name')}`}</title>
      <p className="text-sm text-muted">{t('wizard.reference', { reference: contract.reference })}</p>
      <h1 className="text-2xl font-bold">{tDynamic(t, `steps.${step}.title`)}</h1>
      <p className="mt-2 mb-6 text-muted">{tDynamic(t, `steps.${step}.intro`)}</p>
      {contract.signaturesVoidedAt === null && contract.parties.some((p) => p.signedAt) && (
        <p className="mb-4 rounded-md bg-warning-100 p-3 text-sm">{t('wizard.signedWarning')}</p>
      )}
      {step === 'parties' && <PartiesForm {...form} rows={rows} signatories={loaderData.signatories} />}
      {step === 'date-time' && (
        <>
          <PropertySearch query={loaderData.query} results={loaderData.properties} action={here} />
          <DateTimeForm {...form} />
        </>
      )}
      {step === 'price' && <PriceForm {...form} baseMonths={loaderData.baseMonths} startDate={contract.terms.startDate} />}
      {step === 'payments' && (
        <PaymentsForm {...form} payouts={loaderData.payouts} suggestedSecurityIsk={loaderData.suggestedSecurityIsk} />
      )}
      {step === 'rules' && <RulesForm {...form} />}
      {step === 'finish' && <Finish loaderData={loaderData} />}
    </div>
  );
}
