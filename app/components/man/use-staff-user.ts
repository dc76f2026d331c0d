import { useRouteLoaderData } from 'react-router';
import type { loader } from '#app/routes/man/user-layout.tsx';

/** The person /man/users/:userId is about (its layout's data), for the tabs under it. */
export function useStaffUser() {
  const data = useRouteLoaderData<typeof loader>('routes/man/user-layout');
  if (!data) throw new Error('useStaffUser outside /man/users/:userId');
  return data.detail;
}
