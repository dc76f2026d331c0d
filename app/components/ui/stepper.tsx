import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatNumber } from '#common/format.ts';
import type { StepState } from '#common/step-form.ts';

// A wizard's steps with their state (done, current, to do, with errors), shared by the listing
// and contract wizards. On a phone it is one line, "Step 3 of 7: Description", that opens into
// the list (a <details>, so no JavaScript is needed); from the sm breakpoint the list is always
// shown. A step with an href is a link.

export type { StepState } from '#common/step-form.ts';

export interface StepperStep {
  key: string;
  label: string;
  href: string | null;
  state: StepState;
}

const BADGE: Record<StepState, string> = {
  done: 'border-brand-600 bg-brand-600 text-white',
  current: 'border-brand-600 bg-white text-brand-700',
  todo: 'border-line bg-white text-muted',
  error: 'border-danger-600 bg-white text-danger-600',
};

function StepList({ steps, stateLabel }: { steps: StepperStep[]; stateLabel: (state: StepState) => string }) {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <ol className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-2">
      {steps.map((step, index) => {
        const { state } = step;
        const href = state === 'current' ? null : step.href;
        const body = (
          <>
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${BADGE[state]}`}
            >
              {state === 'done' ? <CheckIcon className="size-4" /> : state === 'error' ? '!' : formatNumber(index + 1, locale)}
            </span>
            <span
              className={
                state === 'current'
                  ? 'font-semibold text-ink'
                  : state === 'todo'
                    ? 'text-muted'
                    : state === 'error'
                      ? 'text-danger-600'
                      : 'text-ink'
              }
            >
              {step.label}
              <span className="sr-only"> ({stateLabel(state)})</span>
            </span>
          </>
        );
        return (
          <li key={step.key} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
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

export function Stepper({
  steps,
  label,
  summary,
  stateLabel,
}: {
  steps: StepperStep[];
  /** The nav's accessible name. */
  label: string;
  /** The phone's one line ("Step 3 of 7: Description"). */
  summary: ReactNode;
  stateLabel: (state: StepState) => string;
}) {
  return (
    <nav aria-label={label} className="border-b border-line bg-white">
      <div className="mx-auto max-w-5xl px-4 py-2">
        <details className="sm:hidden" data-testid="stepper-compact">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{summary}</summary>
          <StepList steps={steps} stateLabel={stateLabel} />
        </details>
        <div className="hidden sm:block">
          <StepList steps={steps} stateLabel={stateLabel} />
        </div>
      </div>
    </nav>
  );
}
