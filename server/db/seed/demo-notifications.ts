import { eq } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { notifications } from '../schema/notifications.ts';

// A demo tenant's notifications, so the header badge and /account/notifications show something
// on a fresh start. Only events with text in locales/*/notifications.json; nothing made up.

/** Adds them once: a person who already has notifications is left as they are. */
export async function seedDemoNotifications(database: Database, now = new Date()): Promise<void> {
  const user = await findUserByEmail(database.db, 'tenant@demo.heimaleiga.is');
  if (!user) return;
  const existing = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .limit(1);
  if (existing.length > 0) return;
  const created = daysAfter(now, -3);
  await database.db.insert(notifications).values([
    { userId: user.id, kind: 'news', event: 'welcome', params: {}, link: null, createdAt: created, readAt: created },
    {
      userId: user.id,
      kind: 'news',
      event: 'notification_settings',
      params: {},
      link: '/account/notifications#preferences',
      createdAt: daysAfter(now, -1),
    },
  ]);
}
