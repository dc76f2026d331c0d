import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import type { FlashNotice as Notice } from '#common/notices.ts';
import type { PlainStepErrors, Wizard } from '#common/step-form.ts';
import { SETUP_STEPS, type SetupStep } from '#server/domain/bank-payments/staff-payment-setup.rules.ts';
import type { SetupStateDto } from '#server/domain/bank-payments/staff-payment-setup.service.ts';

// The pieces the /man/rental-contracts/new/{id} pages share: where each step lives, the heading
// with the way back, and the errors an action answers with (field codes beside the fields).

export const setupPath = (id: string, step?: string) => `/man/rental-contracts/new/${id}${step ? `/${step}` : ''}`;

export type StepErrors = PlainStepErrors;

/** The staff set-up on the step-form engine: its steps, the last (the service, with the review and confirm) its summary. */
export function setupWizard(id: string): Wizard<SetupStep> {
  return { steps: SETUP_STEPS, href: (step) => setupPath(id, step) };
}

export const fieldClass =
  'h-12 w-full rounded-md border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger-600';
export const buttonClass = 'h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

export function SetupHeader({ state, title, notice }: { state: SetupStateDto; title: string; notice?: Notice | null }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={setupPath(state.contract.contract_id)} className="font-semibold text-brand-700 underline">
          {t('manPaymentSetup:summary.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted">
        {state.contract.reference} · {state.contract.address}
      </p>
      {notice ? <FlashNotice notice={notice} /> : null}
    </>
  );
}

/** The steps with their state (done / to do), each a link. */
export function SetupSteps({ state }: { state: SetupStateDto }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-3 flex flex-col gap-2">
      {SETUP_STEPS.map((step, i) => (
        <li key={step} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white p-3">
          <Link to={setupPath(state.contract.contract_id, step)} className="min-h-6 font-semibold text-brand-700 underline">
            {i + 1}. {t(`manPaymentSetup:steps.${step}`)}
          </Link>
          <span className={state.steps[step] ? 'text-success-700 font-medium' : 'text-muted'} data-testid={`step-${step}`}>
            {state.steps[step] ? t('manPaymentSetup:summary.done') : t('manPaymentSetup:summary.todo')}
          </span>
        </li>
      ))}
    </ol>
  );
}
