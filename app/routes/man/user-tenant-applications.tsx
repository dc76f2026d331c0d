import { useTranslation } from 'react-i18next';
import { ApplicationsTable } from '#app/components/man/applications-table.tsx';
import { PageLinks } from '#app/components/man/page-links.tsx';
import { useStaffUser } from '#app/components/man/use-staff-user.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { parseStaffApplicationQuery } from '#common/staff-people.ts';
import { searchStaffApplications } from '#server/domain/staff/staff-applications.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { requireId } from '#server/lib/ids.ts';
import type { Route } from './+types/user-tenant-applications';

export const handle = { middleware: ['staff'], i18n: ['man'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const { page } = parseStaffApplicationQuery(new URL(request.url).searchParams);
  const result = await forPage(() => searchStaffApplications(ctx, { tenant: requireId(params.userId), page }));
  return { result };
}

export default function StaffUserTenantApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useStaffUser();
  const { result } = loaderData;
  return (
    <section aria-labelledby="tab-title">
      <title>{`${user.name} · ${t('man:users.tabs.tenant')} · ${t('brand.name')}`}</title>
      <h2 id="tab-title" className="text-lg font-bold">
        {t('man:users.tabs.tenant')}
      </h2>
      {result.items.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          title={t('man:users.applications.emptyTitle')}
          text={t('man:users.applications.tenantEmpty')}
        />
      ) : (
        <ApplicationsTable rows={result.items} caption={t('man:users.tabs.tenant')} />
      )}
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => (page > 1 ? `?page=${page}` : '?')} />
    </section>
  );
}
