import { escapeHtml } from '#common/escape-html.ts';
import type { Locale } from '#common/locales.ts';
import { translate } from '#server/i18n/messages.ts';
import type { OutgoingMail } from './mailer.ts';

// The kind 'notification' (any notification event, in the recipient's language) is ./notification-mail.ts.
export type MailKind =
  | 'confirm_email'
  | 'reset_password'
  | 'change_email'
  | 'invitation'
  | 'team_invitation'
  | 'contract_invitation'
  | 'contract_signed';

/**
 * A mail in the recipient's language (locales/<lang>/mail.json): a greeting, paragraphs, one
 * button, and the same words as plain text.
 */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  vars: { name: string; url: string } & Record<string, string>,
  /** Someone's own words, quoted before the button (an invitation's message); escaped like the rest. */
  quote?: string | null,
): OutgoingMail {
  const t = (key: string) => translate(locale, `mail:${kind}.${key}`, vars);
  const greeting = translate(locale, vars.name ? 'mail:greeting' : 'mail:greetingNoName', vars);
  const paragraphs = [t('intro'), t('expiry')];
  const quoted = quote ? quote.split('\n').map((line) => `> ${line}`) : [];
  const ignore = t('ignore');
  const signature = translate(locale, 'mail:signature');
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(quoted.length ? [...quoted, ''] : []),
    `${t('action')}: ${vars.url}`,
    '',
    ignore,
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f3f6f9;font-family:Arial,Helvetica,sans-serif;color:#17212b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;color:#083f5e;margin:0 0 16px">Heimaleiga</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${quote ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #0b6aa2;white-space:pre-line">${escapeHtml(quote)}</blockquote>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(vars.url)}" style="background:#0b6aa2;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t('action'))}</a></p>
<p style="font-size:13px;color:#4a5866;word-break:break-all">${escapeHtml(vars.url)}</p>
<p style="font-size:13px;color:#4a5866">${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p></td></tr></table></td></tr></table></body></html>`;
  return { to, subject: t('subject'), text, html, kind, locale };
}
