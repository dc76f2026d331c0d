import { data, redirect } from 'react-router';
import { ANSWER_ERRORS } from '#common/invitations.ts';
import { respondToInvitation, revokeInvitation } from '#server/domain/invitations/invitations.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { isAppError } from '#server/lib/errors.ts';

/**
 * The accept, decline and withdraw buttons of /invitations and /invitations/{id}. Success and
 * refusal both land on the invitation's page, which explains its state; an invitation the person
 * may not see is the 404 page.
 */
export async function answerInvitation(ctx: RequestContext, formData: FormData, from: 'list' | 'detail'): Promise<Response> {
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? '');
  if (intent !== 'accept' && intent !== 'decline' && intent !== 'revoke') throw data('Unknown action', { status: 400 });
  const page = `/invitations/${encodeURIComponent(id)}`;
  try {
    if (intent === 'revoke') {
      await revokeInvitation(ctx.service(), id);
      return redirect(`${page}?saved=revoked`);
    }
    await respondToInvitation(ctx.service(), id, intent);
    if (intent === 'decline' && from === 'list') return redirect('/invitations?saved=declined');
    return redirect(`${page}?saved=${intent === 'accept' ? 'accepted' : 'declined'}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const code = error.fields?._?.[0] ?? error.code;
    const known = ANSWER_ERRORS.find((c) => c === code);
    if (known) return redirect(`${page}?error=${known}`);
    throw asPageError(error);
  }
}
