import { redirect } from 'react-router';
import { signOut } from '#server/domain/auth/auth.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { clearedSessionCookies, withCookies } from '#server/http/session-cookies.ts';
import type { Route } from './+types/logout';

// Sign-out goes home. Anyone may call it: signing out an absent session does nothing.
export const handle = { middleware: ['public'] };

async function signOutAndGoHome(context: Route.ActionArgs['context']) {
  const ctx = getRequestContext(context);
  await signOut(ctx.service());
  return redirect('/', { headers: withCookies(clearedSessionCookies(ctx.isProduction)) });
}

export function action({ context }: Route.ActionArgs) {
  return signOutAndGoHome(context);
}

/**
 * A tab that learns the browser signed out elsewhere comes here (§4). Signing out is a POST;
 * a GET only finishes a sign-out that already happened, so a link can't sign anyone out.
 */
export function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  if (ctx.user) return redirect('/');
  return redirect('/', { headers: withCookies(clearedSessionCookies(ctx.isProduction)) });
}
