// The step-form engine's pure rules (docs/rules/step-forms.md): a wizard is an ordered list of
// steps ending in its summary; the buttons of a step send an intent ("next", "back" or the
// step's own, such as "add:tenant") and, when the step was opened with "Change" from the
// summary, return=summary. The controller side is app/lib/step-form.server.ts.

/** A wizard's steps in order; the last is its summary (the page that lists what is missing). */
export type StepOrder<S extends string> = readonly [S, ...S[]];

/** The moves every step has: save and continue, save and go back. */
export type StepMove = 'next' | 'back';

export function isStepOf<S extends string>(steps: StepOrder<S>, name: string | undefined): name is S {
  return name !== undefined && (steps as readonly string[]).includes(name);
}

/** The summary: the last step. */
export function summaryOf<S extends string>(steps: StepOrder<S>): S {
  return steps[steps.length - 1] as S;
}

/**
 * Where saving a step goes: "back" to the step before (null before the first: the wizard's
 * own page before it, or the first step), else to the summary when the step was opened from it,
 * else to the step after (the summary after the last).
 */
export function stepAfter<S extends string>(steps: StepOrder<S>, step: S, move: StepMove, returnToSummary: boolean): S | null {
  const index = steps.indexOf(step);
  if (move === 'back') return index <= 0 ? null : (steps[index - 1] as S);
  if (returnToSummary) return summaryOf(steps);
  return (steps[index + 1] as S | undefined) ?? summaryOf(steps);
}

/**
 * The intent a post carries. A form may carry more than one (the photos step's buttons send
 * the upload form, whose own intent is "upload"): the step buttons' "next" or "back" wins.
 * None at all is "next" (Enter in a field).
 */
export function intentOf(values: readonly unknown[]): string {
  const intents = values.filter((v): v is string => typeof v === 'string');
  return intents.find((i) => i === 'next' || i === 'back') ?? intents[0] ?? 'next';
}

/** The move an intent makes after saving: "back" goes back, anything else that saves goes on. */
export function moveOf(intent: string): StepMove {
  return intent === 'back' ? 'back' : 'next';
}

/** Row buttons: "add:<what>" shows one more blank row, "remove:<index>" drops a row; both save first. */
export function rowIntent(intent: string): { add: string } | { remove: number } | null {
  const add = /^add:([a-z_]+)$/.exec(intent);
  if (add) return { add: add[1] as string };
  const remove = /^remove:(\d+)$/.exec(intent);
  if (remove) return { remove: Number(remove[1]) };
  return null;
}

/** A wizard: its steps and their addresses. */
export interface Wizard<S extends string> {
  /** The steps in order, the summary last. */
  steps: StepOrder<S>;
  /** A step's address. */
  href: (step: S) => string;
  /** Where "Back" on the first step goes; the first step itself when left out. */
  beforeFirst?: string;
}

/** Where a saved step goes for this intent (see stepAfter): the address. */
export function neighbourHref<S extends string>(wizard: Wizard<S>, step: S, intent: string, returnToSummary = false): string {
  const to = stepAfter(wizard.steps, step, moveOf(intent), returnToSummary);
  if (to !== null) return wizard.href(to);
  return wizard.beforeFirst ?? wizard.href(wizard.steps[0]);
}

/** A step in the stepper: the one shown, one with a wrong value, one with something missing, or done. */
export type StepState = 'done' | 'current' | 'todo' | 'error';

/**
 * Each step's state from what its rules find: a wrong value makes it "error", anything missing
 * "todo", nothing "done"; the summary is never done (it is where the wizard is finished).
 */
export function stepStates<S extends string>(
  steps: StepOrder<S>,
  current: S,
  found: (step: S) => { wrong: boolean; missing: boolean },
): Record<S, StepState> {
  const states = {} as Record<S, StepState>;
  for (const step of steps) {
    const { wrong, missing } = found(step);
    states[step] = step === current ? 'current' : wrong ? 'error' : step === summaryOf(steps) || missing ? 'todo' : 'done';
  }
  return states;
}

/** A field as the rules name it ('units.0.rooms') as the form names it ('units[0].rooms'). */
export function formFieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The errors a plain step form (no Conform) answers with: field codes beside the fields, codes above the form, the values typed. */
export interface PlainStepErrors {
  fields: Record<string, string[]>;
  form: string[];
  values: Record<string, string>;
}
