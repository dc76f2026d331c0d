import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, redirect, useSearchParams } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { NotificationList } from '#app/components/notifications/notification-list.tsx';
import { PreferencesForm } from '#app/components/notifications/preferences-form.tsx';
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
import { getRequestContext } from '#server/http/request-context.ts';
import { isAppError } from '#server/lib/errors.ts';
import type { Route } from './+types/notifications';

export const handle = { middleware: ['auth'], i18n: ['notifications'] };

const PATH = '/account/notifications';
const NOTICES = ['saved', 'read', 'all_read'] as const;

/** Back to the page the person was on (the cursor only ever comes from our own links). */
function pageUrl(cursor: FormDataEntryValue | null, saved: (typeof NOTICES)[number]): string {
  const params = new URLSearchParams();
  if (typeof cursor === 'string' && /^[\w-]{1,200}$/.test(cursor)) params.set('cursor', cursor);
  params.set('saved', saved);
  return `${PATH}?${params}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = getRequestContext(context).service();
  const cursor = new URL(request.url).searchParams.get('cursor');
  const [page, preferences] = await Promise.all([
    forPage(() => listNotifications(service, { cursor })),
    getNotificationPreferences(service),
  ]);
  return { ...page, cursor, preferences };
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = getRequestContext(context).service();
  const formData = await request.formData();
  const intent = formData.get('intent');
  const cursor = formData.get('cursor');
  if (intent === 'read') {
    try {
      await markNotificationRead(service, String(formData.get('id') ?? ''));
    } catch (error) {
      // Someone else's, or gone: nothing to say beyond showing the list again.
      if (isAppError(error) && error.code === 'not_found') return redirect(PATH);
      throw error;
    }
    return redirect(pageUrl(cursor, 'read'));
  }
  if (intent === 'read_all') {
    await markAllNotificationsRead(service);
    return redirect(pageUrl(null, 'all_read'));
  }
  const submission = parseWithZod(formData, { schema: notificationPreferencesFormSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  await updateNotificationPreferences(service, submission.value);
  return redirect(`${pageUrl(cursor, 'saved')}#preferences`);
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const root = useRootData();
  // Only the notices this page sets; anything else in the address shows nothing.
  const saved = NOTICES.find((value) => value === params.get('saved'));
  return (
    <div className="max-w-3xl">
      <title>{`${t('notifications:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('notifications:title')}</h1>
      <p className="mt-2 text-muted">{t('notifications:intro')}</p>
      {saved && <Notice tone="success">{t(`notifications:notices.${saved}`)}</Notice>}
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
