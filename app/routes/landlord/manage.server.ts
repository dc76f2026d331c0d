import { redirect } from 'react-router';
import { redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import { isNoticeKey, type NoticeKey } from '#common/notices.ts';
import {
  applyOwnerAction,
  duplicateListing,
  getOwnListing,
  loadManagedListing,
  type OwnerAction,
} from '#server/domain/listings/listings.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { AppError } from '#server/lib/errors.ts';

// The management pages' shared server side: loading a listing only its owner may manage (404 for
// anyone else, staff included: staff have /man), and the lifecycle buttons.

/** The listing as its owner sees it; anyone else gets the not-found page. */
export async function managedListing(ctx: RequestContext, id: string) {
  const service = ctx.service();
  return forPage(async () => {
    await loadManagedListing(service, id);
    return getOwnListing(service, id);
  });
}

const LIFECYCLE: Record<string, OwnerAction> = {
  pause: 'pause',
  resume: 'resume',
  renew: 'renew',
  mark_rented: 'mark_rented',
  archive: 'archive',
};

/** Why the listing's status refused a change (another tab changed it, too early to renew), as a notice. */
export function refusedNotice(refused: AppError): NoticeKey {
  const key = `errors:codes.${refused.code}`;
  return isNoticeKey(key) ? key : 'landlord:done.not_allowed';
}

/**
 * Runs a lifecycle button's intent and redirects to `back` with a notice. An action the status
 * no longer allows comes back as a notice saying why, not an error page.
 */
export async function lifecycleAction(ctx: RequestContext, id: string, intent: string, back: string): Promise<Response> {
  try {
    if (intent === 'duplicate') {
      const copy = await duplicateListing(ctx.service(), id);
      return redirect(`/start-listing/${copy.id}`);
    }
    const action = LIFECYCLE[intent];
    if (!action) throw new Response('Unknown action', { status: 400 });
    await applyOwnerAction(ctx.service(), id, action);
    return redirectWithNotice(back, `landlord:done.${action}`);
  } catch (error) {
    return whenRefused(error, {
      listing_action_not_allowed: (refused) => redirectWithNotice(back, refusedNotice(refused)),
      listing_not_renewable_yet: (refused) => redirectWithNotice(back, refusedNotice(refused)),
      refused: (refused) => {
        throw asPageError(refused);
      },
    });
  }
}
