import { useTranslation } from 'react-i18next';
import { ApplicationsTable } from '#app/components/man/applications-table.tsx';
import { CursorLinks } from '#app/components/man/list-page.tsx';
import { useStaffUser } from '#app/components/man/use-staff-user.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { parseStaffApplicationQuery } from '#common/staff-people.ts';
import { searchStaffApplications } from '#server/domain/staff/staff-applications.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { requireId } from '#server/lib/ids.ts';
import type { Route } from './+types/user-applications';

export const handle = { middleware: ['staff'], i18n: ['man', 'applications'] };

// Two tabs of /man/users/{userId}, one module: the person's applications as the landlord
// (landlord-rental-applications) or as the tenant (tenant-rental-applications).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const url = new URL(request.url);
  const side: 'landlord' | 'tenant' = url.pathname.includes('/landlord-rental-applications') ? 'landlord' : 'tenant';
  // The tab is the list filtered to the person: only the page (cursor) comes from the URL.
  const { page, after, before } = parseStaffApplicationQuery(url.searchParams);
  const result = await forPage(() => searchStaffApplications(ctx, { [side]: requireId(params.userId), page, after, before }));
  return { result, side };
}

export default function StaffUserApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useStaffUser();
  const { result, side } = loaderData;
  const tab = t(`man:users.tabs.${side}`);
  return (
    <section aria-labelledby="tab-title">
      <title>{`${user.name} · ${tab} · ${t('brand.name')}`}</title>
      <h2 id="tab-title" className="text-lg font-bold">
        {tab}
      </h2>
      {result.items.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          title={t('man:users.applications.emptyTitle')}
          text={t(`man:users.applications.${side}Empty`)}
        />
      ) : (
        <ApplicationsTable rows={result.items} caption={tab} />
      )}
      <CursorLinks page={result} href={(cursor) => `?${new URLSearchParams(cursor as Record<string, string>)}`} />
    </section>
  );
}
