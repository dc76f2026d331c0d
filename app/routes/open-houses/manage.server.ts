import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { MANAGE_BASE } from '#app/components/landlord/managed-listing.ts';
import { errorReply, redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { openHouseCancelSchema, openHouseCreateSchema } from '#server/domain/open-houses/open-houses.schemas.ts';
import { cancelOpenHouse, createOpenHouse, listManagedOpenHouses } from '#server/domain/open-houses/open-houses.service.ts';

// The open houses part of the my-listings date-time tab: its data and its two forms (add a slot,
// cancel one). A refused form comes back as { openHouse, id, reply } so the page shows the errors
// beside the right form's fields.

export const OPEN_HOUSE_INTENTS = new Set(['add-open-house', 'cancel-slot']);

export async function listingSlots(ctx: ServiceContext, listingId: string) {
  return (await listManagedOpenHouses(ctx, { listingId })).upcoming;
}

export async function openHouseAction(ctx: ServiceContext, listingId: string, form: FormData) {
  const path = `${MANAGE_BASE}/${listingId}/date-time`;
  const adding = form.get('intent') === 'add-open-house';
  const id = adding ? 'add' : String(form.get('id') ?? '');
  const submission = adding
    ? parseWithZod(form, { schema: openHouseCreateSchema })
    : parseWithZod(form, { schema: openHouseCancelSchema });
  if (submission.status !== 'success') return data({ openHouse: true, id, reply: submission.reply() }, { status: 422 });
  try {
    if (adding) await createOpenHouse(ctx, listingId, submission.value as Parameters<typeof createOpenHouse>[2]);
    else await cancelOpenHouse(ctx, id, submission.value as Parameters<typeof cancelOpenHouse>[2]);
  } catch (error) {
    const handled = whenRefused<Response | null>(error, {
      open_house_closed: () => redirectWithNotice(path, 'errors:codes.open_house_closed'),
      listing_action_not_allowed: () => redirectWithNotice(path, 'errors:codes.listing_action_not_allowed'),
      not_found: () => redirect(path),
      refused: () => null,
    });
    if (handled) return handled;
    const { reply, status } = errorReply(submission, error);
    return data({ openHouse: true, id, reply }, { status });
  }
  return redirectWithNotice(path, adding ? 'openHouses:notices.added' : 'openHouses:notices.slotCancelled');
}
