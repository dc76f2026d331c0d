import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '#app/components/applications/application-status.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { listMyApplications } from '#server/domain/applications/applications.service.ts';
import type { Route } from './+types/tenant-list';

export const handle = { middleware: ['auth'], i18n: ['applications'] };

// /tenant/applications: the homes I have applied for, newest first, with their status.
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = await listMyApplications(serviceFrom(context));
  return {
    notice: noticeFrom(request),
    items: items.map((a) => ({ id: a.id, listing: a.listing, status: a.status, created_at: a.created_at })),
  };
}

export default function TenantApplications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['applications', 'common']);
  const locale = uiLocale(i18n.language);
  const { items, notice } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('tenant.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('tenant.title')}</h1>
      <p className="mt-1 text-muted">{t('tenant.intro')}</p>
      <FlashNotice notice={notice} />
      {items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('tenant.emptyTitle')}
          text={t('tenant.emptyText')}
          action={
            <Link
              to="/listings"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white"
            >
              {t('tenant.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="mt-6 flex flex-col gap-3" data-testid="my-applications">
          {items.map((a) => (
            <li key={a.id} className="rounded-xl border border-line bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/tenant/applications/${a.id}`}
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
                >
                  {a.listing.title ?? a.listing.town ?? a.listing.id}
                </Link>
                <ApplicationStatusBadge status={a.status} />
              </div>
              <p className="text-sm text-muted">
                {[a.listing.town, t('tenant.sent', { date: formatDate(a.created_at, 'date', locale) })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="mt-1 text-sm">{tDynamic(t, `statusMeaning.${a.status}`)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
