import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { isId } from '#common/input.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { isLocale, type Locale } from '#common/locales.ts';
import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  resolvePreferences,
} from '#common/notification-kinds.ts';
import { safeRedirectPath } from '#common/redirect-path.ts';
import type { Db } from '#server/db/client.ts';
import { notificationPreferences, notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { eventExists } from '#server/i18n/notification-text.ts';
import { renderNotificationMail } from '#server/integrations/mail/notification-mail.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { mailSendQueue } from '#server/jobs/queues/mail-send.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

export const SETTINGS_PATH = '/account/notifications';

/** What publishing needs; only mail from the queue. */
export type PublishContext = Pick<ServiceContext, 'db' | 'env' | 'now' | 'publicUrl'> & { jobs: Pick<JobQueue, 'enqueue'> };

export interface PublishInput {
  userId: string;
  kind: NotificationKind;
  /** A key under `events` in locales/<lang>/notifications.json, with a title and a body. */
  event: string;
  /** Values for the event's {{placeholders}}: plain text, never HTML. */
  params?: Record<string, string | number>;
  /** A site-relative path (e.g. "/account/invitations") the notification opens, or null. */
  link?: string | null;
}

/**
 * Tells one person that something happened: THE entry point for every capability that notifies
 * (messages, applications, contracts, saved searches, invitations, news). It reads the
 * recipient's preferences for `kind` (defaults when unset), writes an in-app notification when
 * in-app is on, and queues a mail in the recipient's stored language when email is on and the
 * address is confirmed; a deleted or unknown recipient gets nothing. Only `event` and `params`
 * are stored, so the text is translated when read. Pass the transaction of the change it
 * announces as `db`: the in-app row and the mail job are written in it, so nobody hears of a
 * change that rolled back and no committed change goes untold. Throws a plain Error (a
 * programming mistake, never the user's) for an unknown kind, an event without text, or a link
 * that is not a site-relative path.
 */
export async function publishNotification(
  ctx: ServiceContext | PublishContext,
  input: PublishInput,
  db: Db = ctx.db,
): Promise<void> {
  if (!isNotificationKind(input.kind)) throw new Error(`unknown notification kind: ${String(input.kind)}`);
  if (!eventExists(input.event)) throw new Error(`notification event without text: ${input.event}`);
  const link = input.link ?? null;
  if (link !== null && safeRedirectPath(link) !== link) throw new Error(`notification link must be a site path: ${link}`);
  const params = input.params ?? {};

  const [recipient] = await db
    .select({
      email: users.email,
      name: users.name,
      locale: users.locale,
      confirmedAt: users.emailConfirmedAt,
      deletedAt: users.deletedAt,
      prefEmail: notificationPreferences.email,
      prefInApp: notificationPreferences.inApp,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, input.kind)),
    )
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!recipient || recipient.deletedAt) return;

  const channels = resolvePreferences(
    recipient.prefEmail === null || recipient.prefInApp === null
      ? []
      : [{ kind: input.kind, email: recipient.prefEmail, inApp: recipient.prefInApp }],
  )[input.kind];

  if (channels.in_app) {
    await db.insert(notifications).values({
      userId: input.userId,
      kind: input.kind,
      event: input.event,
      params,
      link,
      createdAt: ctx.now(),
    });
  }
  if (channels.email && recipient.confirmedAt) {
    const locale: Locale = isLocale(recipient.locale) ? recipient.locale : 'is';
    await ctx.jobs.enqueue(
      db,
      mailSendQueue,
      renderNotificationMail(locale, recipient.email, {
        name: recipient.name,
        event: input.event,
        params,
        url: link ? `${ctx.publicUrl}${link}` : null,
        settingsUrl: `${ctx.publicUrl}${SETTINGS_PATH}`,
      }),
    );
  }
}

export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  event: string;
  params: Record<string, string | number>;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NotificationPage {
  items: NotificationDto[];
  /** Pass as `cursor` for the next (older) page; null when this was the last. */
  next_cursor: string | null;
}

// Microseconds matter: PostgreSQL keeps them and a JS Date would drop them.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !TIMESTAMP.test(createdAt ?? '') || !isId(id)) {
    throw new AppError('invalid_cursor', undefined, { fields: { cursor: ['invalid'] } });
  }
  return { createdAt, id };
}

/** The person's notifications, newest first, twenty at a time (keyset on created_at, id). */
export async function listNotifications(ctx: ServiceContext, input: { cursor?: string | null } = {}): Promise<NotificationPage> {
  const userId = requireActor(ctx).userId;
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const exactCreatedAt = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await ctx.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      event: notifications.event,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      exactCreatedAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_PAGE_SIZE + 1);
  const page = rows.slice(0, LIST_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      event: row.event,
      params: row.params,
      link: row.link,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > LIST_PAGE_SIZE && last ? encodeCursor(last.exactCreatedAt, last.id) : null,
  };
}

/** How many are unread: one count on the partial index of unread rows. */
export async function unreadCount(ctx: ServiceContext): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, requireActor(ctx).userId), isNull(notifications.readAt)));
  return n;
}

/** Marks one of the person's notifications read (again is fine); anyone else's is not found. */
export async function markNotificationRead(ctx: ServiceContext, id: string): Promise<void> {
  const userId = requireActor(ctx).userId;
  requireId(id);
  const updated = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${ctx.now().toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw new AppError('not_found');
}

/** Marks all of the person's unread notifications read; returns how many changed. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const updated = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now() })
    .where(and(eq(notifications.userId, requireActor(ctx).userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Every kind with its channels: what the person chose, else the defaults. */
export async function getNotificationPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const rows = await ctx.db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email, inApp: notificationPreferences.inApp })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, requireActor(ctx).userId));
  return resolvePreferences(rows);
}

/** Saves every kind at once (one row per kind, so later changes to the defaults don't flip a choice). */
export async function updateNotificationPreferences(
  ctx: ServiceContext,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const userId = requireActor(ctx).userId;
  const values = NOTIFICATION_KINDS.map((kind) => ({
    userId,
    kind,
    email: input[kind].email,
    inApp: input[kind].in_app,
  }));
  await ctx.db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, inApp: sql`excluded.in_app`, updatedAt: ctx.now() },
    });
  return resolvePreferences(values);
}
