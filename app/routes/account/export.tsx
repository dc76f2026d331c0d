import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { exportData } from '#server/domain/accounts/profile.service.ts';
import type { Route } from './+types/export';

export const handle = { middleware: ['auth'] };

/** /account/export: everything we hold about the signed-in person, as a JSON download. */
export async function loader({ context }: Route.LoaderArgs) {
  const body = JSON.stringify(await exportData(serviceFrom(context)), null, 2);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="heimaleiga-data.json"',
      'Cache-Control': 'no-store',
    },
  });
}
