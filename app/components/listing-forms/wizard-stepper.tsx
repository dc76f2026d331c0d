import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatNumber } from '#common/format.ts';
import { WIZARD_STEPS } from '#common/listing-rules.ts';

// The wizard's steps with their state (done, current, to do). On a phone it is one line, "Step 3
// of 7: Description", that opens into the list (a <details>, so no JavaScript is needed); from
// the sm breakpoint the list is always shown. Once the draft exists every step is a link.

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

function StepList({ position }: { position: WizardPosition }) {
  const { t, i18n } = useTranslation('wizard');
  const locale = uiLocale(i18n.language);
  return (
    <ol className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-2">
      {ALL_STEPS.map((step, index) => {
        const state = step === position.current ? 'current' : position.done.includes(step) ? 'done' : 'todo';
        const href = state === 'current' ? null : stepHref(step, position.listingId);
        const body = (
          <>
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                state === 'done'
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : state === 'current'
                    ? 'border-brand-600 bg-white text-brand-700'
                    : 'border-line bg-white text-muted'
              }`}
            >
              {state === 'done' ? <CheckIcon className="size-4" /> : formatNumber(index + 1, locale)}
            </span>
            <span className={state === 'current' ? 'font-semibold text-ink' : state === 'done' ? 'text-ink' : 'text-muted'}>
              {t(`steps.${step}`)}
              <span className="sr-only"> ({t(`stepState.${state}`)})</span>
            </span>
          </>
        );
        return (
          <li key={step} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            {href ? (
              <Link to={href} className="flex min-h-11 items-center gap-2 rounded-md px-2 hover:bg-subtle">
                {body}
              </Link>
            ) : (
              <span className="flex min-h-11 items-center gap-2 px-2">{body}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function WizardStepper({ position }: { position: WizardPosition }) {
  const { t, i18n } = useTranslation('wizard');
  const locale = uiLocale(i18n.language);
  const index = ALL_STEPS.indexOf(position.current);
  const summary = t('stepOf', {
    step: formatNumber(index + 1, locale),
    total: formatNumber(ALL_STEPS.length, locale),
    name: t(`steps.${position.current}`),
  });
  return (
    <nav aria-label={t('stepperLabel')} className="border-b border-line bg-white">
      <div className="mx-auto max-w-5xl px-4 py-2">
        <details className="sm:hidden" data-testid="stepper-compact">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{summary}</summary>
          <StepList position={position} />
        </details>
        <div className="hidden sm:block">
          <StepList position={position} />
        </div>
      </div>
    </nav>
  );
}
