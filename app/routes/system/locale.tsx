import { redirect } from 'react-router';
import { cookieHeader } from '#common/cookies.ts';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '#common/locales.ts';
import { redirectBackOr } from '#common/redirect-path.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/locale';

export const handle = { middleware: ['public'] };

/** The language switcher: remembers the choice in a cookie and returns to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await request.formData();
  const locale = form.get('locale');
  const target = redirectBackOr(form.get('redirectTo'));
  if (!isLocale(locale)) return redirect(target);
  return redirect(target, {
    headers: { 'Set-Cookie': cookieHeader(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S, secure: ctx.isProduction }) },
  });
}

export function loader() {
  return redirect('/');
}
