import { type Context, Hono } from 'hono';
import { negotiateLocale } from '#common/locales.ts';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from '#server/domain/notifications/notifications.schemas.ts';
import {
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
  updateNotificationPreferences,
} from '#server/domain/notifications/notifications.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { notificationText } from '#server/i18n/notification-text.ts';
import { defineOperation, errorResponses } from './define.ts';

export const notificationsApi = new Hono<HonoEnv>();

const base = '/api/users/me/notifications/';
const prefsPath = '/api/users/me/notification-preferences/';

defineOperation(
  notificationsApi,
  {
    method: 'get',
    path: base,
    summary:
      'Your notifications, newest first, 20 at a time. Follow next_cursor with ?cursor= for older ones. Title and body are in the language of Accept-Language.',
    tags: ['notifications'],
    auth: true,
    responses: { 200: { description: 'One page', schema: notificationPageSchema }, ...errorResponses(400, 401) },
  },
  async (c: Context<HonoEnv>) => {
    const locale = negotiateLocale(undefined, c.req.header('accept-language'));
    const page = await listNotifications(serviceContext(c), { cursor: c.req.query('cursor') || null });
    return c.json({
      items: page.items.map((item) => ({ ...item, ...notificationText(locale, item.event, item.params) })),
      next_cursor: page.next_cursor,
    });
  },
);

defineOperation(
  notificationsApi,
  {
    method: 'get',
    path: `${base}unread-count/`,
    summary: 'How many of your notifications are unread',
    tags: ['notifications'],
    auth: true,
    responses: { 200: { description: 'The count', schema: unreadCountSchema }, ...errorResponses(401) },
  },
  async (c) => c.json({ unread: await unreadCount(serviceContext(c)) }),
);

defineOperation(
  notificationsApi,
  {
    method: 'post',
    path: `${base}read-all/`,
    summary: 'Mark all your notifications as read',
    tags: ['notifications'],
    auth: true,
    responses: { 204: { description: 'Done' }, ...errorResponses(401) },
  },
  async (c) => {
    await markAllNotificationsRead(serviceContext(c));
    return c.body(null, 204);
  },
);

defineOperation(
  notificationsApi,
  {
    method: 'post',
    path: `${base}{id}/read/`,
    summary: 'Mark one of your notifications as read (marking it again changes nothing)',
    tags: ['notifications'],
    auth: true,
    responses: { 204: { description: 'Done' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await markNotificationRead(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

defineOperation(
  notificationsApi,
  {
    method: 'get',
    path: prefsPath,
    summary: 'Which channels (email, in_app) are on for each kind of notification; unset kinds show the defaults',
    tags: ['notifications'],
    auth: true,
    responses: { 200: { description: 'Settings', schema: notificationPreferencesSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await getNotificationPreferences(serviceContext(c))),
);

defineOperation(
  notificationsApi,
  {
    method: 'put',
    path: prefsPath,
    summary: 'Set the channels for every kind at once (all kinds, both channels, nothing else)',
    tags: ['notifications'],
    auth: true,
    body: notificationPreferencesSchema,
    responses: { 200: { description: 'Saved', schema: notificationPreferencesSchema }, ...errorResponses(400, 401, 422) },
  },
  async (c) =>
    c.json(await updateNotificationPreferences(serviceContext(c), await parseJsonBody(c, notificationPreferencesSchema))),
);
