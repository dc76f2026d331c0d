import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffUser } from '#app/components/man/use-staff-user.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { staffConversation } from '#server/domain/staff/staff-conversations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/user-conversation';

export const handle = { middleware: ['staff'], i18n: ['man'] };

// Every load of a conversation is written to the audit log (the service does it with the read).
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return { detail: await forPage(() => staffConversation(ctx, params.userId, params.conversationId)) };
}

export default function StaffUserConversation({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { user } = useStaffUser();
  const { conversation, messages } = loaderData.detail;
  const nobody = t('man:users.conversations.unknown');
  const title = t('man:users.conversations.between', {
    tenant: conversation.tenant_name ?? nobody,
    landlord: conversation.landlord_name ?? nobody,
  });
  return (
    <section aria-labelledby="conversation-title">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <Link to={`/man/users/${user.id}/conversations`} className="text-sm font-medium text-brand-700 underline">
        {t('man:users.conversations.back')}
      </Link>
      <h2 id="conversation-title" className="mt-2 text-lg font-bold break-words">
        {title}
      </h2>
      <p className="text-sm text-muted">
        {conversation.listing_id ? (
          <Link to={`/man/listings?open=${conversation.listing_id}#detail`} lang="is" className="text-brand-700 underline">
            {conversation.listing_title ?? t('man:listings.untitled')}
          </Link>
        ) : (
          t('man:users.conversations.noListing')
        )}
      </p>
      <p className="mt-2 text-sm text-muted">{t('man:users.conversations.audited')}</p>
      {messages.length === 0 ? (
        <p className="mt-4">{t('man:users.conversations.noMessages')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="staff-messages">
          {messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-xl border border-line p-3 ${m.sender_id === user.id ? 'bg-brand-50 sm:ml-12' : 'bg-white sm:mr-12'}`}
            >
              <p className="text-sm">
                <span className="font-semibold">{m.sender_name ?? nobody}</span>
                <span className="text-muted">{` · ${formatDate(m.created_at, 'long', locale)}`}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
              {m.attachments.length > 0 && (
                <ul className="mt-2 text-sm text-muted">
                  {m.attachments.map((a) => (
                    <li key={a.id} className="break-all">
                      {t('man:users.conversations.attachment', {
                        name: a.file_name,
                        size: formatNumber(Math.ceil(a.size_bytes / 1024), locale),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
