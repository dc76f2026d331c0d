import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { Stepper, type StepperStep, type StepState } from '#app/components/ui/stepper.tsx';
import { formatNumber } from '#common/format.ts';
import { WIZARD_STEPS } from '#common/listing-rules.ts';

// The listing wizard's steps on the shared stepper (app/components/ui/stepper.tsx). Once
// the draft exists every step is a link.

export const ALL_STEPS = ['location', ...WIZARD_STEPS] as const;
export type AnyWizardStep = (typeof ALL_STEPS)[number];

export interface WizardPosition {
  current: AnyWizardStep;
  done: string[];
  listingId: string | null;
}

export function stepHref(step: AnyWizardStep, listingId: string | null): string | null {
  if (!listingId) return null;
  return step === 'location' ? `/start-listing/location?listing=${listingId}` : `/start-listing/${listingId}/${step}`;
}

export function WizardStepper({ position }: { position: WizardPosition }) {
  const { t, i18n } = useTranslation('wizard');
  const locale = uiLocale(i18n.language);
  const index = ALL_STEPS.indexOf(position.current);
  const steps: StepperStep[] = ALL_STEPS.map((step) => ({
    key: step,
    label: t(`steps.${step}`),
    href: stepHref(step, position.listingId),
    state: step === position.current ? 'current' : position.done.includes(step) ? 'done' : 'todo',
  }));
  const summary = t('stepOf', {
    step: formatNumber(index + 1, locale),
    total: formatNumber(ALL_STEPS.length, locale),
    name: t(`steps.${position.current}`),
  });
  return (
    <Stepper
      steps={steps}
      label={t('stepperLabel')}
      summary={summary}
      stateLabel={(state: StepState) => t(`stepState.${state === 'error' ? 'todo' : state}`)}
    />
  );
}
