import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { Stepper, type StepperStep } from '#app/components/ui/stepper.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { CONTRACT_STEPS } from '#common/contract-model.ts';
import { formatNumber } from '#common/format.ts';
import type { ContractWizardPosition } from '../rental-contracts/wizard-paths.ts';

export const handle = { i18n: ['contracts', 'wizard'] };

// The contract wizard's layout: the site header, the stepper (when the page is a step, from its
// loader's `wizard`) and one focused column, like the listing wizard's.
export default function ContractWizardLayout() {
  const { t, i18n } = useTranslation('contracts');
  const locale = uiLocale(i18n.language);
  const root = useRootData();
  const position = useMatches()
    .map((m) => (m.loaderData as { wizard?: ContractWizardPosition } | undefined)?.wizard)
    .filter(Boolean)
    .at(-1);
  const steps: StepperStep[] = position
    ? CONTRACT_STEPS.map((step) => ({
        key: step,
        label: tDynamic(t, `steps.${step}.title`),
        href: `/rental-contracts/${position.contractId}/edit/${step}`,
        state: position.states[step],
      }))
    : [];
  return (
    <div className="flex min-h-dvh flex-col bg-subtle">
      <SiteHeader user={root?.user ?? null} />
      {position && (
        <Stepper
          steps={steps}
          label={t('wizard.stepperLabel')}
          summary={t('wizard.stepOf', {
            step: formatNumber(CONTRACT_STEPS.indexOf(position.current) + 1, locale),
            total: formatNumber(CONTRACT_STEPS.length, locale),
            name: tDynamic(t, `steps.${position.current}.title`),
          })}
          stateLabel={(state) => t(`wizard.stepState.${state}`)}
        />
      )}
      <main id="main" className="flex-1">
        <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
