import { redirect } from 'react-router';
import { redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import type { NoticeKey } from '#common/notices.ts';
import { safeRedirectPath } from '#common/redirect-path.ts';
import { cancelRegistration, registerForOpenHouse } from '#server/domain/open-houses/open-houses.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import type { Route } from './+types/registration';

export const handle = { middleware: ['auth'], i18n: ['openHouses'] };

// /open-house/:id/registration: register for an open house or give up one's place, from the
// listing page, /open-house or /tenant/openhouses; back to where the form was, with a notice.
export function loader() {
  return redirect('/open-house');
}

const REFUSED: Partial<Record<string, NoticeKey>> = {
  open_house_full: 'errors:codes.open_house_full',
  open_house_closed: 'errors:codes.open_house_closed',
  open_house_already_registered: 'errors:codes.open_house_already_registered',
  open_house_not_registered: 'errors:codes.open_house_not_registered',
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(String(form.get('back') ?? '')) ?? '/tenant/openhouses';
  const anchor = back.startsWith('/listings/') ? '#open-houses' : '';
  const register = form.get('intent') === 'register';
  try {
    const ctx = serviceFrom(context);
    if (register) await registerForOpenHouse(ctx, params.id);
    else await cancelRegistration(ctx, params.id);
  } catch (error) {
    return whenRefused(error, {
      refused: (refused) => {
        const key = REFUSED[refused.code];
        if (key) return redirectWithNotice(`${back}${anchor}`, key);
        throw asPageError(refused);
      },
    });
  }
  return redirectWithNotice(`${back}${anchor}`, register ? 'openHouses:notices.registered' : 'openHouses:notices.unregistered');
}
