// What a person can be notified about, and through which channels (issue 3, notifications).
// Pure data shared by the server (publishing, preferences) and the pages (the preferences grid).

export const NOTIFICATION_KINDS = [
  'messages',
  'applications',
  'contracts',
  'listings',
  'saved_searches',
  'invitations',
  'news',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'in_app'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelSettings = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationKind, ChannelSettings>;

/**
 * What applies while the person has not chosen. Everything is on, except news by email: that is
 * marketing, which needs the person's own opt-in (GDPR and the Icelandic electronic
 * communications act), so it starts off.
 */
export const DEFAULT_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  messages: { email: true, in_app: true },
  applications: { email: true, in_app: true },
  contracts: { email: true, in_app: true },
  listings: { email: true, in_app: true },
  saved_searches: { email: true, in_app: true },
  invitations: { email: true, in_app: true },
  news: { email: false, in_app: true },
});

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The defaults for one kind (a fresh copy). */
export function defaultChannels(kind: NotificationKind): ChannelSettings {
  return { ...DEFAULT_PREFERENCES[kind] };
}

/**
 * Every kind's settings: the stored rows over the defaults. Rows for kinds that no longer exist
 * are ignored.
 */
export function resolvePreferences(rows: { kind: string; email: boolean; inApp: boolean }[]): NotificationPreferences {
  const result = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, defaultChannels(kind)])) as NotificationPreferences;
  for (const row of rows) {
    if (isNotificationKind(row.kind)) result[row.kind] = { email: row.email, in_app: row.inApp };
  }
  return result;
}
