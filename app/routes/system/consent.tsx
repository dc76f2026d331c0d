import { redirect } from 'react-router';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, serialiseConsent } from '#common/consent.ts';
import { cookieHeader } from '#common/cookies.ts';
import { redirectBackOr } from '#common/redirect-path.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/consent';

export const handle = { middleware: ['public'] };

/** Records the cookie choice; marketing cookies (the pixel) only when accepted. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await request.formData();
  const consent = { marketing: form.get('choice') === 'marketing' };
  return redirect(redirectBackOr(form.get('redirectTo')), {
    headers: {
      'Set-Cookie': cookieHeader(CONSENT_COOKIE, serialiseConsent(consent), {
        maxAge: CONSENT_MAX_AGE_S,
        secure: ctx.isProduction,
      }),
    },
  });
}

export function loader() {
  return redirect('/');
}
