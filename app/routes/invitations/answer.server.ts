import { data } from 'react-router';
import { redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import { ANSWER_ERRORS } from '#common/invitations.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { respondToInvitation, revokeInvitation } from '#server/domain/invitations/invitations.service.ts';
import { asPageError } from '#server/http/page-errors.ts';

/**
 * The accept, decline and withdraw buttons of /invitations and /invitations/{id}. Success and
 * refusal both land on the invitation's page, which explains its state; an invitation the person
 * may not see is the 404 page.
 */
export async function answerInvitation(service: ServiceContext, formData: FormData, from: 'list' | 'detail'): Promise<Response> {
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? '');
  if (intent !== 'accept' && intent !== 'decline' && intent !== 'revoke') throw data('Unknown action', { status: 400 });
  const page = `/invitations/${encodeURIComponent(id)}`;
  try {
    if (intent === 'revoke') {
      await revokeInvitation(service, id);
      return redirectWithNotice(page, 'invitations:notices.revoked');
    }
    await respondToInvitation(service, id, intent);
    if (intent === 'decline' && from === 'list') return redirectWithNotice('/invitations', 'invitations:notices.declined');
    return redirectWithNotice(page, intent === 'accept' ? 'invitations:notices.accepted' : 'invitations:notices.declined');
  } catch (error) {
    return whenRefused(error, {
      refused: (refused) => {
        // Too late, already answered, withdrawn, or the household filled up: said on its page.
        const known = ANSWER_ERRORS.find((code) => code === refused.code);
        if (known) return redirectWithNotice(page, `errors:codes.${known}`);
        throw asPageError(refused);
      },
    });
  }
}
