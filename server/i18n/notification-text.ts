import type { Locale } from '#common/locales.ts';
import { notificationVars } from '#common/notification-params.ts';
import { messagesFor, translate } from './messages.ts';

// Notifications store an event name and its params, never text: these turn them into words
// (locales/<lang>/notifications.json, `events.<event>.title` and `.body`).

/** Does Icelandic (the fallback every locale has) hold a title and a body for this event? */
export function eventExists(event: string): boolean {
  const events = (messagesFor('is').notifications as { events?: Record<string, { title?: unknown; body?: unknown }> } | undefined)
    ?.events;
  const entry = events && Object.hasOwn(events, event) ? events[event] : undefined;
  return typeof entry?.title === 'string' && typeof entry?.body === 'string';
}

/** The title and body of one event in a language, with its params filled in (as plain text). */
export function notificationText(
  locale: Locale,
  event: string,
  params: Record<string, string | number> = {},
): { title: string; body: string } {
  const vars = notificationVars(params, locale);
  return {
    title: translate(locale, `notifications:events.${event}.title`, vars),
    body: translate(locale, `notifications:events.${event}.body`, vars),
  };
}
