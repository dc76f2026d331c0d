import { redirect } from 'react-router';
import { serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { cookieHeader, readCookie } from '#common/cookies.ts';
import { finishEidSigning } from '#server/domain/contracts/eid-signing.service.ts';
import { noticeCookie } from '#server/http/flash-notice.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { EID_COOKIE, openEidPending } from '#server/integrations/signing/eid-state.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/eid-callback';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

/**
 * /signing/eid/callback: the electronic-ID broker sends the person back here (the redirect URI
 * registered with it). The sign-in they started on a contract's sign page (its sealed cookie,
 * cleared now: it is good once) is finished: signed, back to the contract; refused, back to the
 * sign page saying why (docs/rules/contract-signing.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const secure = service.env.isProduction;
  const headers = new Headers();
  headers.append('Set-Cookie', cookieHeader(EID_COOKIE, '', { maxAge: 0, secure, httpOnly: true }));
  const pending = openEidPending(readCookie(request.headers.get('cookie'), EID_COOKIE), service.env.JWT_SECRET);
  // No sign-in of this browser to finish (used already, or never started here).
  if (!pending) throw asPageError(new AppError('signing_eid_failed'));
  const contractPath = `/rental-contracts/${pending.agreementId}`;
  try {
    await finishEidSigning(service, pending, new URL(request.url).searchParams);
  } catch (error) {
    const refused = (code: string) => redirect(`${contractPath}/sign?refused=${code}`, { headers });
    if (error instanceof AppError && error.code === 'signing_eid_unavailable') return refused(error.code);
    return whenRefused(error, { refused: (e) => refused(e.code) });
  }
  headers.append('Set-Cookie', noticeCookie('contracts:notices.signed', {}, secure));
  return redirect(contractPath, { headers });
}
