import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { retrySubmission } from '#server/domain/registry/staff-registry.service.ts';

/** The retry POST of a staff page: back to `path` with a notice, or the refusal's code. */
export async function retryAction(request: Request, context: Readonly<RouterContextProvider>, path: string) {
  const formData = await request.formData();
  try {
    await retrySubmission(serviceFrom(context), String(formData.get('submissionId') ?? ''));
  } catch (error) {
    const refused = refusalOf(error);
    return data({ error: refused.code }, { status: refused.status });
  }
  return redirectWithNotice(path, 'manContracts:notices.retried');
}
