import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate } from '#common/format.ts';
import { isLocale } from '#common/locales.ts';
import { notificationVars } from '#common/notification-params.ts';

export interface NotificationItem {
  id: string;
  event: string;
  params: Record<string, string | number>;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

const smallButton =
  'h-11 shrink-0 whitespace-nowrap rounded-md border border-line bg-white px-4 text-sm font-semibold hover:bg-subtle';

/** A one-button form for this page's action; keeps the person on the page of the list they were on. */
function ActionForm({ intent, id, cursor, label }: { intent: string; id?: string; cursor: string | null; label: string }) {
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      {cursor && <input type="hidden" name="cursor" value={cursor} />}
      <button type="submit" className={smallButton}>
        {label}
      </button>
    </Form>
  );
}

/** The person's notifications, newest first; the unread ones say so in words, not only in colour. */
export function NotificationList({
  items,
  nextCursor,
  cursor,
  unreadTotal,
}: {
  items: NotificationItem[];
  nextCursor: string | null;
  cursor: string | null;
  /** All unread, not only on this page of the list. */
  unreadTotal: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'is';
  return (
    <section aria-labelledby="notification-list" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notification-list" className="text-lg font-bold">
          {t('notifications:list.heading')}
        </h2>
        {unreadTotal > 0 && <ActionForm intent="read_all" cursor={null} label={t('notifications:list.mark_all_read')} />}
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="unread-summary">
        {unreadTotal > 0 ? t('notifications:list.unread_summary', { count: unreadTotal }) : t('notifications:list.all_read')}
      </p>
      {cursor && (
        <p className="mt-2">
          <Link to="/account/notifications" className="text-brand-700 underline underline-offset-4">
            {t('notifications:list.back_to_newest')}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-line p-6 text-center text-muted">
          {t('notifications:list.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-xl border border-line" data-testid="notification-list">
          {items.map((item) => {
            const isUnread = !item.read_at;
            const title = tDynamic(t, `notifications:events.${item.event}.title`, notificationVars(item.params, locale));
            return (
              <li
                key={item.id}
                data-testid="notification"
                data-unread={isUnread ? 'true' : 'false'}
                className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between ${isUnread ? 'border-l-4 border-l-brand-600 bg-brand-50' : ''}`}
              >
                <div className="min-w-0">
                  {isUnread && (
                    <p className="mb-1">
                      <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('notifications:list.unread')}
                      </span>
                    </p>
                  )}
                  <h3 className={`break-words ${isUnread ? 'font-bold' : 'font-medium'}`}>
                    {item.link ? (
                      <Link to={item.link} className="text-brand-800 underline underline-offset-4 hover:text-brand-700">
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                  </h3>
                  <p className="mt-1 break-words text-sm">
                    {tDynamic(t, `notifications:events.${item.event}.body`, notificationVars(item.params, locale))}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    <time dateTime={item.created_at}>{formatDate(item.created_at, 'long', locale)}</time>
                  </p>
                </div>
                {isUnread && <ActionForm intent="read" id={item.id} cursor={cursor} label={t('notifications:list.mark_read')} />}
              </li>
            );
          })}
        </ul>
      )}
      {nextCursor && (
        <p className="mt-4">
          <Link
            to={`/account/notifications?cursor=${encodeURIComponent(nextCursor)}`}
            className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-subtle"
          >
            {t('notifications:list.load_more')}
          </Link>
        </p>
      )}
    </section>
  );
}
