import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { MANAGE_BASE } from '#app/components/landlord/managed-listing.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { isAppError } from '#server/lib/errors.ts';
import { readableNumbers } from '../start-listing/wizard.server.ts';

/**
 * One edit form's action: validate with the shared schema, save through the service, and come
 * back to the same page with a notice. Field errors (from the schema or the service) are shown
 * in the form with what was typed; a listing whose status can't be edited goes to its overview.
 */
export async function editAction<S extends z.ZodType>(
  formData: FormData,
  id: string,
  section: string,
  schema: S,
  save: (value: z.output<S>) => Promise<void>,
) {
  const submission = parseWithZod(readableNumbers(formData), { schema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    await save(submission.value as z.output<S>);
  } catch (error) {
    if (isAppError(error) && error.fields) return data(submission.reply({ fieldErrors: error.fields }), { status: error.status });
    if (isAppError(error) && error.code === 'conflict') return redirect(`${MANAGE_BASE}/${id}?done=not_allowed`);
    throw asPageError(error);
  }
  return redirect(`${MANAGE_BASE}/${id}/${section}?done=saved`);
}
