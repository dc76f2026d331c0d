import { data } from 'react-router';
import type { z } from 'zod';
import { redirectWithNotice, refusalOf } from '#app/lib/page-kit.server.ts';
import { asPageError } from '#server/http/page-errors.ts';
import type { StepErrors } from './new-contract-kit.tsx';

const PAGE_CODES = new Set(['unauthorized', 'forbidden', 'not_found']);

/**
 * A step's form: parse with the step's schema, run the service, then go to `next` with a notice;
 * a refusal is the form's errors (field codes beside the fields, 4xx), the typed values kept.
 */
export async function stepAction<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  toInput: (form: Record<string, string>) => unknown,
  run: (value: z.output<S>) => Promise<unknown>,
  next: string,
) {
  const values = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)]));
  const parsed = schema.safeParse(toInput(values));
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_');
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return data<StepErrors>({ fields, form: [], values }, { status: 422 });
  }
  try {
    await run(parsed.data);
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused.fields && PAGE_CODES.has(refused.code)) throw asPageError(refused);
    const { _: form = [], ...fields } = refused.fields ?? {};
    return data<StepErrors>({ fields, form: refused.fields ? form : [refused.code], values }, { status: refused.status });
  }
  return redirectWithNotice(next, 'manPaymentSetup:notices.saved');
}
