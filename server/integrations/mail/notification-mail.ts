import { escapeHtml } from '#common/escape-html.ts';
import type { Locale } from '#common/locales.ts';
import { translate } from '#server/i18n/messages.ts';
import { notificationText } from '#server/i18n/notification-text.ts';
import type { OutgoingMail } from './mailer.ts';

/**
 * The mail kind "notification": any event, in the recipient's language. The event's title is the
 * subject, its body the text, then a button to what it is about and a footer link to the
 * notification settings. Every value from params is escaped in the HTML.
 */
export function renderNotificationMail(
  locale: Locale,
  to: string,
  input: { name: string; event: string; params?: Record<string, string | number>; url: string | null; settingsUrl: string },
): OutgoingMail {
  const { title, body } = notificationText(locale, input.event, input.params);
  const greeting = translate(locale, 'mail:greeting', { name: input.name });
  const action = translate(locale, 'mail:notification.action');
  const why = translate(locale, 'mail:notification.why');
  const settings = translate(locale, 'mail:notification.settings');
  const signature = translate(locale, 'mail:signature');
  const text = [
    greeting,
    '',
    body,
    '',
    ...(input.url ? [`${action}: ${input.url}`, ''] : []),
    signature,
    '',
    '--',
    why,
    `${settings}: ${input.settingsUrl}`,
  ].join('\n');
  const button = input.url
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="background:#0b6aa2;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#4a5866;word-break:break-all">${escapeHtml(input.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f3f6f9;font-family:Arial,Helvetica,sans-serif;color:#17212b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;color:#083f5e;margin:0 0 16px">Heimaleiga</p>
<p>${escapeHtml(greeting)}</p>
<p style="font-size:17px;font-weight:bold;margin:0 0 8px">${escapeHtml(title)}</p>
<p style="line-height:1.5">${escapeHtml(body)}</p>
${button}
<p style="white-space:pre-line">${escapeHtml(signature)}</p>
<hr style="border:none;border-top:1px solid #d5dde5;margin:24px 0 12px">
<p style="font-size:13px;color:#4a5866">${escapeHtml(why)} <a href="${escapeHtml(input.settingsUrl)}" style="color:#0b6aa2">${escapeHtml(settings)}</a></p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: title, text, html, kind: 'notification', locale };
}
