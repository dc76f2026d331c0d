import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffUser } from '#app/components/man/use-staff-user.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { staffUserConversations } from '#server/domain/staff/staff-conversations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/user-conversations';

export const handle = { middleware: ['staff'], i18n: ['man'] };

// Every load of this list is written to the audit log (the service does it with the read).
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return { conversations: await forPage(() => staffUserConversations(ctx, params.userId)) };
}

export default function StaffUserConversations({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { user } = useStaffUser();
  const { conversations } = loaderData;
  const nobody = t('man:users.conversations.unknown');
  return (
    <section aria-labelledby="tab-title">
      <title>{`${user.name} · ${t('man:users.tabs.conversations')} · ${t('brand.name')}`}</title>
      <h2 id="tab-title" className="text-lg font-bold">
        {t('man:users.tabs.conversations')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('man:users.conversations.intro')}</p>
      {conversations.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          title={t('man:users.conversations.emptyTitle')}
          text={t('man:users.conversations.empty')}
        />
      ) : (
        <ul
          className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line bg-white"
          data-testid="staff-conversations"
        >
          {conversations.map((c) => (
            <li key={c.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/man/users/${user.id}/conversations/${c.id}`}
                  className="font-semibold text-brand-700 underline break-words"
                >
                  {t('man:users.conversations.between', { tenant: c.tenant_name ?? nobody, landlord: c.landlord_name ?? nobody })}
                </Link>
                <span className="block text-sm text-muted break-words" lang="is">
                  {c.listing_title ?? t('man:users.conversations.noListing')}
                </span>
              </div>
              <span className="text-sm">{t('man:users.conversations.messages', { count: c.messages })}</span>
              <span className="text-sm text-muted sm:w-40 sm:text-right">
                {formatDate(c.last_message_at ?? c.created_at, 'date', locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
