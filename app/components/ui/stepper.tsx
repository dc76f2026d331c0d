import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import { CheckIcon } from './icons.tsx';
import { uiLocale } from './locale.ts';

export interface Step {
  id: string;
  label: string;
  description?: string;
}

export interface StepperProps {
  steps: Step[];
  /** 0-based index of the current step; steps before it are done. steps.length means all done. */
  current: number;
  /** Names the list for screen readers ("Application steps"). */
  label: string;
  className?: string;
}

/**
 * Progress through a process as an ordered list: done steps are ticked, the current one carries
 * aria-current="step", and each step says its state in words for screen readers. Stacked on
 * phones, in a row from the sm breakpoint.
 */
export function Stepper({ steps, current, label, className = '' }: StepperProps) {
  const { t, i18n } = useTranslation('components');
  const locale = uiLocale(i18n.language);
  return (
    <ol aria-label={label} className={`flex flex-col gap-3 sm:flex-row sm:gap-0 ${className}`}>
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            aria-current={state === 'current' ? 'step' : undefined}
            className="group relative flex flex-1 items-start gap-3 sm:flex-col sm:items-center sm:gap-2 sm:px-2 sm:text-center"
          >
            {/* The line to the next step. */}
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute left-[1.1875rem] top-10 h-[calc(100%-1.75rem)] w-0.5 sm:left-[calc(50%+1.5rem)] sm:top-5 sm:h-0.5 sm:w-[calc(100%-3rem)] ${
                  index < current ? 'bg-brand-600' : 'bg-line'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full border-2 text-base font-semibold tabular-nums ${
                state === 'complete'
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : state === 'current'
                    ? 'border-brand-600 bg-white text-brand-700 ring-4 ring-brand-100'
                    : 'border-line bg-white text-muted'
              }`}
            >
              {state === 'complete' ? <CheckIcon className="size-5" /> : formatNumber(index + 1, locale)}
            </span>
            <span className="flex min-w-0 flex-col pt-2 sm:pt-0">
              <span className={`text-sm ${state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink'}`}>
                <span className="sr-only">
                  {t('stepper.stepOf', {
                    step: formatNumber(index + 1, locale),
                    total: formatNumber(steps.length, locale),
                  })}
                  :{' '}
                </span>
                {step.label}
                <span className="sr-only"> ({t(`stepper.${state}`)})</span>
              </span>
              {step.description && <span className="text-sm text-muted">{step.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
