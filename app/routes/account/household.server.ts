import { data, redirect } from 'react-router';
import { createdOrExisting } from '#app/lib/created-or-existing.server.ts';
import { formAction, redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import type { NoticeKey } from '#common/notices.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { getHousehold, removeHouseholdMember } from '#server/domain/invitations/household.service.ts';
import { createInvitationSchema } from '#server/domain/invitations/invitations.schemas.ts';
import { createInvitation, listSentInvitations, revokeInvitation } from '#server/domain/invitations/invitations.service.ts';

// The household section of /profile: its data and its buttons (invite, withdraw, remove, leave).

const SECTION = '/profile#household';

export async function householdData(service: ServiceContext) {
  const [household, waiting] = await Promise.all([getHousehold(service), listSentInvitations(service, { state: 'pending' })]);
  // Team invitations are the team's business, shown on its people pages.
  return { household, waiting: waiting.filter((invitation) => invitation.kind === 'household') };
}

const NOTICE_OF = {
  withdraw: 'invitations:notices.revoked',
  remove: 'invitations:notices.removed',
  leave: 'invitations:notices.left',
} as const satisfies Record<string, NoticeKey>;

/** Handles the section's forms; an id that isn't the person's just lands back on the page. */
export async function householdAction(service: ServiceContext, formData: FormData) {
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? '');
  if (intent === 'withdraw' || intent === 'remove' || intent === 'leave') {
    try {
      if (intent === 'withdraw') await revokeInvitation(service, id);
      else await removeHouseholdMember(service, id);
      return redirectWithNotice(SECTION, NOTICE_OF[intent]);
    } catch (error) {
      return whenRefused(error, {
        // Signed out meanwhile: that is the sign-in page's business, not a quiet return.
        unauthorized: (refused) => {
          throw refused;
        },
        refused: () => redirect(SECTION),
      });
    }
  }
  if (intent !== 'invite') throw data('Unknown action', { status: 400 });
  // A second identical invitation (a double tap) lands where the first did.
  return formAction(formData, createInvitationSchema, (value) =>
    createdOrExisting(
      async () => (await createInvitation(service, value)).id,
      () => redirectWithNotice(SECTION, 'invitations:notices.invited'),
    ),
  );
}
