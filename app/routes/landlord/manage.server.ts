import { redirect } from 'react-router';
import {
  applyOwnerAction,
  duplicateListing,
  getOwnListing,
  loadManagedListing,
  type OwnerAction,
} from '#server/domain/listings/listings.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { isAppError } from '#server/lib/errors.ts';

// The management pages' shared server side: loading a listing only its owner may manage (404 for
// anyone else, staff included: staff have /man), and the lifecycle buttons.

/** The listing as its owner sees it; anyone else gets the not-found page. */
export async function managedListing(ctx: RequestContext, id: string) {
  const service = ctx.service();
  try {
    await loadManagedListing(service, id);
    return await getOwnListing(service, id);
  } catch (error) {
    throw asPageError(error);
  }
}

const LIFECYCLE: Record<string, OwnerAction> = {
  pause: 'pause',
  resume: 'resume',
  renew: 'renew',
  mark_rented: 'mark_rented',
  archive: 'archive',
};

/**
 * Runs a lifecycle button's intent and redirects to `back` with a notice. An action the status
 * no longer allows (another tab changed it) comes back as a notice, not an error page.
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
    return redirect(`${back}?done=${intent}`);
  } catch (error) {
    if (isAppError(error) && error.code === 'conflict') return redirect(`${back}?done=not_allowed`);
    throw asPageError(error);
  }
}
