import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { NotificationList } from '#app/components/notifications/notification-list.tsx';
import { PreferencesForm } from '#app/components/notifications/preferences-form.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { notificationPreferencesFormSchema } from '#server/domain/notifications/notifications.schemas.ts';
import {
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationPreferences,
} from '#server/domain/notifications/notifications.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/notifications';

export const handle = { middleware: ['auth'], i18n: ['notifications'] };

const PATH = '/account/notifications';
/** Back to the page the person was on (the cursor only ever comes from our own links). */
function pageUrl(cursor: FormDataEntryValue | null): string {
  if (typeof cursor === 'string' && /^[\w-]{1,200}$/.test(cursor)) return `${PATH}?${new URLSearchParams({ cursor })}`;
  return PATH;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const cursor = new URL(request.url).searchParams.get('cursor');
  const [page, preferences] = await Promise.all([
    forPage(() => listNotifications(service, { cursor })),
    getNotificationPreferences(service),
  ]);
  return { ...page, cursor, preferences, notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const cursor = formData.get('cursor');
  if (intent === 'read') {
    try {
      await markNotificationRead(service, String(formData.get('id') ?? ''));
    } catch (error) {
      // Someone else's, or gone: nothing to say beyond showing the list again.
      return whenRefused(error, { not_found: () => redirect(PATH) });
    }
    return redirectWithNotice(pageUrl(cursor), 'notifications:notices.read');
  }
  if (intent === 'read_all') {
    await markAllNotificationsRead(service);
    return redirectWithNotice(PATH, 'notifications:notices.all_read');
  }
  const submission = parseWithZod(formData, { schema: notificationPreferencesFormSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  await updateNotificationPreferences(service, submission.value);
  return redirectWithNotice(`${pageUrl(cursor)}#preferences`, 'notifications:notices.saved');
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <div className="max-w-3xl">
      <title>{`${t('notifications:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('notifications:title')}</h1>
      <p className="mt-2 text-muted">{t('notifications:intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      <NotificationList
        items={loaderData.items}
        nextCursor={loaderData.next_cursor}
        cursor={loaderData.cursor}
        unreadTotal={root?.user?.unreadNotifications ?? 0}
      />
      <PreferencesForm preferences={loaderData.preferences} lastResult={actionData} cursor={loaderData.cursor} />
    </div>
  );
}
