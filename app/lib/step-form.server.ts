import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import type { NoticeKey } from '#common/notices.ts';
import {
  formFieldName,
  intentOf,
  isStepOf,
  neighbourHref,
  type PlainStepErrors,
  type StepOrder,
  type Wizard,
} from '#common/step-form.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { AppError, isAppError } from '#server/lib/errors.ts';
import { errorReply, redirectWithNotice, refusalOf } from './page-kit.server.ts';

// The step-form engine's controller side (docs/rules/step-forms.md): what every wizard's step
// actions share. A step is a plain POST form (works without JavaScript); its buttons send an
// intent; saving redirects to the neighbour step, or back to the summary when the step was
// opened from it; a wrong value is refused beside its field with everything typed kept, a
// missing one is saved and listed on the summary (the service decides which is which).

const PAGE_CODES = new Set(['unauthorized', 'forbidden', 'not_found']);

/** The step a path names; anything else is 404. */
export function stepFrom<S extends string>(steps: StepOrder<S>, name: string | undefined): S {
  if (!isStepOf(steps, name)) throw data('This page could not be found', { status: 404 });
  return name;
}

/** What a step's post asks: its intent, and whether the step was opened from the summary. */
export function postedIntent(formData: FormData): { intent: string; returnToSummary: boolean } {
  return { intent: intentOf(formData.getAll('intent')), returnToSummary: formData.get('return') === 'summary' };
}

/** A refusal whose fields are named as the rules name them ('units.0.rooms') renamed as the form names them ('units[0].rooms'). */
export function asFormFields(error: unknown): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [formFieldName(k), v]));
  return new AppError(error.code, error.message, { fields });
}

/**
 * A refusal of a page without a form of its own (photos, the summary's submit) as a list the page
 * shows: each field's codes, or a conflict's code under '_'. Not found is the error page.
 */
export function refusalList(error: unknown): { field: string; code: string }[] {
  const refused = refusalOf(error);
  if (refused.code === 'not_found') throw asPageError(refused);
  if (refused.fields) return Object.entries(refused.fields).flatMap(([field, codes]) => codes.map((code) => ({ field, code })));
  if (refused.status === 409) return [{ field: '_', code: refused.code }];
  throw refused;
}

export interface SaveStep<Schema extends z.ZodType> {
  schema: Schema;
  /** Saves the step (the service call); a refusal is the form's errors. */
  save: (value: z.output<Schema>, intent: string) => Promise<unknown>;
  /** Where to go once saved, when not the neighbour step (row buttons stay on the step). */
  goTo?: (intent: string, returnToSummary: boolean) => string | null;
}

/**
 * A step form's post, for steps with a Conform form: parse with the step's schema (422 with the
 * errors), save, and go on (see neighbourHref). The answer on a refusal is `{ kind: 'form', result }`.
 */
export async function saveStep<S extends string, Schema extends z.ZodType>(
  wizard: Wizard<S>,
  step: S,
  formData: FormData,
  options: SaveStep<Schema>,
) {
  const { intent, returnToSummary } = postedIntent(formData);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== 'success') return data({ kind: 'form' as const, result: submission.reply() }, { status: 422 });
  try {
    await options.save(submission.value as z.output<Schema>, intent);
  } catch (error) {
    const { reply, status } = errorReply(submission, asFormFields(error));
    return data({ kind: 'form' as const, result: reply }, { status });
  }
  return redirect(options.goTo?.(intent, returnToSummary) ?? neighbourHref(wizard, step, intent, returnToSummary));
}

/** A refusal as a plain form's errors (page refusals are the error page). */
export function plainRefusal(error: unknown, values: Record<string, string> = {}) {
  const refused = refusalOf(error);
  if (!refused.fields && PAGE_CODES.has(refused.code)) throw asPageError(refused);
  const { _: form = [], ...fields } = refused.fields ?? {};
  return data<PlainStepErrors>({ fields, form: refused.fields ? form : [refused.code], values }, { status: refused.status });
}

/**
 * A step form's post, for plain forms (the staff set-up): parse with the step's schema (422
 * with the errors and the values typed), save, then go to `next` with a notice.
 */
export async function savePlainStep<Schema extends z.ZodType>(
  formData: FormData,
  options: {
    schema: Schema;
    /** The schema's input from the form's fields. */
    toInput: (form: Record<string, string>) => unknown;
    save: (value: z.output<Schema>) => Promise<unknown>;
    next: string;
    notice: NoticeKey;
  },
) {
  const values = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)]));
  const parsed = options.schema.safeParse(options.toInput(values));
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_');
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return data<PlainStepErrors>({ fields, form: [], values }, { status: 422 });
  }
  try {
    await options.save(parsed.data);
  } catch (error) {
    return plainRefusal(error, values);
  }
  return redirectWithNotice(options.next, options.notice);
}
