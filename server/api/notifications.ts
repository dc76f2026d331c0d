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
import { requireBearer } from '#server/http/bearer.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { notificationText } from '#server/i18n/notification-text.ts';
import { describeOperation, errorBodySchema } from './openapi.ts';

export const notificationsApi = new Hono<HonoEnv>();
notificationsApi.use('/users/me/notifications/*', requireBearer);
notificationsApi.use('/users/me/notification-preferences/*', requireBearer);

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));
const base = '/api/users/me/notifications/';
const prefsPath = '/api/users/me/notification-preferences/';

describeOperation({
  method: 'get',
  path: base,
  summary:
    'Your notifications, newest first, 20 at a time. Follow next_cursor with ?cursor= for older ones. Title and body are in the language of Accept-Language.',
  tags: ['notifications'],
  auth: true,
  responses: { 200: { description: 'One page', schema: notificationPageSchema }, ...errors(400, 401) },
});
notificationsApi.get('/users/me/notifications/', async (c: Context<HonoEnv>) => {
  const locale = negotiateLocale(undefined, c.req.header('accept-language'));
  const page = await listNotifications(serviceContext(c), { cursor: c.req.query('cursor') || null });
  return c.json({
    items: page.items.map((item) => ({ ...item, ...notificationText(locale, item.event, item.params) })),
    next_cursor: page.next_cursor,
  });
});

describeOperation({
  method: 'get',
  path: `${base}unread-count/`,
  summary: 'How many of your notifications are unread',
  tags: ['notifications'],
  auth: true,
  responses: { 200: { description: 'The count', schema: unreadCountSchema }, ...errors(401) },
});
notificationsApi.get('/users/me/notifications/unread-count/', async (c) =>
  c.json({ unread: await unreadCount(serviceContext(c)) }),
);

describeOperation({
  method: 'post',
  path: `${base}read-all/`,
  summary: 'Mark all your notifications as read',
  tags: ['notifications'],
  auth: true,
  responses: { 204: { description: 'Done' }, ...errors(401) },
});
notificationsApi.post('/users/me/notifications/read-all/', async (c) => {
  await markAllNotificationsRead(serviceContext(c));
  return c.body(null, 204);
});

describeOperation({
  method: 'post',
  path: `${base}{id}/read/`,
  summary: 'Mark one of your notifications as read (marking it again changes nothing)',
  tags: ['notifications'],
  auth: true,
  responses: { 204: { description: 'Done' }, ...errors(401, 404) },
});
notificationsApi.post('/users/me/notifications/:id/read/', async (c) => {
  await markNotificationRead(serviceContext(c), c.req.param('id'));
  return c.body(null, 204);
});

describeOperation({
  method: 'get',
  path: prefsPath,
  summary: 'Which channels (email, in_app) are on for each kind of notification; unset kinds show the defaults',
  tags: ['notifications'],
  auth: true,
  responses: { 200: { description: 'Settings', schema: notificationPreferencesSchema }, ...errors(401) },
});
notificationsApi.get('/users/me/notification-preferences/', async (c) =>
  c.json(await getNotificationPreferences(serviceContext(c))),
);

describeOperation({
  method: 'put',
  path: prefsPath,
  summary: 'Set the channels for every kind at once (all kinds, both channels, nothing else)',
  tags: ['notifications'],
  auth: true,
  body: notificationPreferencesSchema,
  responses: { 200: { description: 'Saved', schema: notificationPreferencesSchema }, ...errors(400, 401, 422) },
});
notificationsApi.put('/users/me/notification-preferences/', async (c) =>
  c.json(await updateNotificationPreferences(serviceContext(c), await parseJsonBody(c, notificationPreferencesSchema))),
);
