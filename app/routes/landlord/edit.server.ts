import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import { MANAGE_BASE } from '#app/components/landlord/managed-listing.ts';
import { redirectWithNotice, refusalOf, replyWithError } from '#app/lib/page-kit.server.ts';
import { refusedNotice } from './manage.server.ts';

/**
 * One edit form's action: validate with the shared schema, save through the service, and come
 * back to the same page with a notice. Field errors (from the schema or the service) are shown
 * in the form with what was typed; a listing whose status can't be edited goes to its overview,
 * which says why.
 */
export async function editAction<S extends z.ZodType>(
  formData: FormData,
  id: string,
  section: string,
  schema: S,
  save: (value: z.output<S>) => Promise<void>,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    await save(submission.value as z.output<S>);
  } catch (error) {
    const refused = refusalOf(error);
    if (refused.status === 409 && !refused.fields) return redirectWithNotice(`${MANAGE_BASE}/${id}`, refusedNotice(refused));
    return replyWithError(submission, refused);
  }
  return redirectWithNotice(`${MANAGE_BASE}/${id}/${section}`, 'landlord:done.saved');
}
