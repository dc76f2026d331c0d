import { redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { resendTeamInvitation, revokeTeamInvitation } from '#server/domain/invitations/team-invitations.service.ts';
import { asPageError } from '#server/http/page-errors.ts';

/** Codes a resend or withdraw can meet that the invitation's page explains as a notice. */
const NOTICE_CODES = [
  'invitation_already_answered',
  'invitation_revoked',
  'team_full',
  'rate_limited',
  'team_already_member',
] as const;

/**
 * The resend and withdraw buttons of a team's invitation list and of one invitation's page.
 * Success and a refusal both land on the invitation's page, which says what happened.
 */
export async function teamInvitationAction(
  service: ServiceContext,
  slug: string,
  formData: FormData,
): Promise<Response | undefined> {
  const intent = formData.get('intent');
  if (intent !== 'resend' && intent !== 'revoke') return undefined;
  const id = String(formData.get('id') ?? '');
  const page = `/teams/${slug}/settings/people/invitation/${encodeURIComponent(id)}`;
  try {
    if (intent === 'resend') await resendTeamInvitation(service, slug, id);
    else await revokeTeamInvitation(service, slug, id);
    return redirectWithNotice(page, intent === 'resend' ? 'teams:notices.resent' : 'teams:notices.revoked');
  } catch (error) {
    return whenRefused(error, {
      refused: (refused) => {
        const known = NOTICE_CODES.find((code) => code === refused.code);
        if (known) return redirectWithNotice(page, `errors:codes.${known}`);
        throw asPageError(refused);
      },
    });
  }
}
