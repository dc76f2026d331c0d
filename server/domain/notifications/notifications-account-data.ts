import { desc, eq } from 'drizzle-orm';
import { isLocale } from '#common/locales.ts';
import { resolvePreferences } from '#common/notification-kinds.ts';
import type { Db } from '#server/db/client.ts';
import { notificationPreferences, notifications } from '#server/db/schema/notifications.ts';
import { notificationText } from '#server/i18n/notification-text.ts';

// What the data export and account deletion (accounts/profile.service.ts) do with notifications.

/** The person's notifications (with their words in the person's language) and settings. */
export async function exportNotificationData(db: Db, person: { id: string; locale: string }) {
  const locale = isLocale(person.locale) ? person.locale : 'is';
  const [rows, prefs] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        event: notifications.event,
        params: notifications.params,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, person.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    db
      .select({ kind: notificationPreferences.kind, email: notificationPreferences.email, inApp: notificationPreferences.inApp })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, person.id)),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      event: row.event,
      params: row.params,
      ...notificationText(locale, row.event, row.params),
      link: row.link,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    notification_preferences: resolvePreferences(prefs),
  };
}

/**
 * A deleted account keeps its (anonymised) users row, so the foreign keys' cascade never runs:
 * remove the notifications (their params can name other people) and the settings here.
 */
export async function forgetNotificationData(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
