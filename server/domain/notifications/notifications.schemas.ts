import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '#common/notification-kinds.ts';

const channels = z.strictObject(
  { email: z.boolean({ error: 'invalid' }), in_app: z.boolean({ error: 'invalid' }) },
  { error: 'invalid' },
);

/** Every kind at once, each with both channels (PUT /api/users/me/notification-preferences/). */
export const notificationPreferencesSchema = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channels])) as Record<NotificationKind, typeof channels>,
    { error: 'invalid' },
  )
  .meta({ id: 'NotificationPreferences' });

// The page form: a checkbox that is not ticked is simply not sent, so it means "off".
const formChannels = z.object({ email: z.boolean().default(false), in_app: z.boolean().default(false) });

/** The same settings from the page's checkbox grid (fields named "<kind>.email", "<kind>.in_app"). */
export const notificationPreferencesFormSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, formChannels.default({ email: false, in_app: false })])) as Record<
    NotificationKind,
    z.ZodDefault<typeof formChannels>
  >,
);

export const notificationDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    event: z.string().meta({ description: 'Names the message; the text is translated when read' }),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    title: z.string().meta({ description: 'The title in the language of the request (Accept-Language)' }),
    body: z.string().meta({ description: 'The text in the language of the request (Accept-Language)' }),
    link: z.string().nullable().meta({ description: 'A site-relative path the notification opens' }),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });

export const notificationPageSchema = z
  .object({
    items: z.array(notificationDtoSchema),
    next_cursor: z.string().nullable().meta({ description: 'Pass as ?cursor= for older notifications; null at the end' }),
  })
  .meta({ id: 'NotificationPage' });

export const unreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
