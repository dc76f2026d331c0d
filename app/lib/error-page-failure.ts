import type { TFunction } from 'i18next';
import { escapeHtml } from '#common/escape-html.ts';

/** The last resort when the error page itself cannot render: plain HTML, no scripts. */
export function renderErrorPageFailure(t: TFunction, locale: string, detail: string): string {
  return `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    t('errors:errorPageFailed'),
  )}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>${escapeHtml(
    t('errors:errorPageFailed'),
  )}</h1>${detail ? `<pre style="white-space:pre-wrap">${escapeHtml(detail)}</pre>` : ''}<p><a href="/">${escapeHtml(t('errors:goBackHome'))}</a></p></body></html>`;
}
