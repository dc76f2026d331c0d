import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { getHousehold, removeHouseholdMember } from '#server/domain/invitations/household.service.ts';
import { createInvitationSchema } from '#server/domain/invitations/invitations.schemas.ts';
import { createInvitation, listSentInvitations, revokeInvitation } from '#server/domain/invitations/invitations.service.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { isAppError } from '#server/lib/errors.ts';

// The household section of /profile: its data and its buttons (invite, withdraw, remove, leave).

export async function householdData(ctx: RequestContext) {
  const service = ctx.service();
  const [household, waiting] = await Promise.all([getHousehold(service), listSentInvitations(service, { state: 'pending' })]);
  return { household, waiting };
}

const done = (notice?: string) => redirect(notice ? `/profile?household=${notice}#household` : '/profile#household');

/** Handles the section's forms; an id that isn't the person's just lands back on the page. */
export async function householdAction(ctx: RequestContext, formData: FormData) {
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? '');
  if (intent === 'withdraw' || intent === 'remove' || intent === 'leave') {
    try {
      if (intent === 'withdraw') await revokeInvitation(ctx.service(), id);
      else await removeHouseholdMember(ctx.service(), id);
      return done(intent === 'withdraw' ? 'revoked' : intent === 'remove' ? 'removed' : 'left');
    } catch (error) {
      if (isAppError(error) && error.status < 500 && error.status !== 401) return done();
      throw error;
    }
  }
  if (intent !== 'invite') throw data('Unknown action', { status: 400 });
  const submission = parseWithZod(formData, { schema: createInvitationSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    await createInvitation(ctx.service(), submission.value);
  } catch (error) {
    if (isAppError(error) && error.fields) {
      const { _: formErrors = [], ...fieldErrors } = error.fields;
      return data(submission.reply({ formErrors, fieldErrors }), { status: error.status });
    }
    throw error;
  }
  return done('invited');
}
