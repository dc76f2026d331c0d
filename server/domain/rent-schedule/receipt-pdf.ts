import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement } from 'react';
import { formatDate, formatMoney } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import type { RentReceiptDto, RentReceiptLineDto } from '#common/rent-schedule-dtos.ts';
import { translate } from '#server/i18n/messages.ts';
import { CONTRACT_FONT, contractFontsReady } from '#server/lib/pdf-fonts.ts';

// A rent receipt as an A4 PDF (docs/rules/rent-payments.md "Receipts"): one payment received, with
// its number, the month it was for and how the month stands. Icelandic, and the reader's language
// beside it when that is another (like the contract), in DejaVu Sans (decision 0019).

const styles = StyleSheet.create({
  page: { fontFamily: CONTRACT_FONT, fontSize: 10, color: '#17212b', padding: 48 },
  title: { fontSize: 18, fontWeight: 'bold', color: '#083f5e' },
  subtitle: { fontSize: 9, color: '#4a5866', marginTop: 2 },
  number: { fontSize: 12, fontWeight: 'bold', marginTop: 10, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#c4d2dd', paddingVertical: 5 },
  label: { flexGrow: 2, flexBasis: 0, color: '#4a5866', paddingRight: 8 },
  translated: { fontSize: 8, color: '#6b7785' },
  value: { flexGrow: 3, flexBasis: 0 },
  strong: { fontWeight: 'bold' },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 7.5, color: '#4a5866', textAlign: 'center' },
});

export interface ReceiptPdfInput extends RentReceiptDto {
  receipt: RentReceiptLineDto;
}

function day(value: string, locale: Locale): string {
  return formatDate(value.length === 10 ? `${value}T00:00:00Z` : value, 'date', locale);
}

/** The receipt's PDF bytes, Icelandic with `reader`'s language beside it when it is not Icelandic. */
export async function renderReceiptPdf(input: ReceiptPdfInput, reader: Locale): Promise<Uint8Array> {
  await contractFontsReady();
  const second = reader === 'is' ? null : reader;
  const t = (key: string, vars?: Record<string, string>) => translate('is', `payments:${key}`, vars);
  const tr = (key: string, vars?: Record<string, string>) => (second ? translate(second, `payments:${key}`, vars) : null);
  const month = input.payment;
  const paidTotal = (month.paidAmountIsk ?? 0) + month.creditInIsk;
  const rows: [string, string][] = [
    ['receipt.thisPayment', `${formatMoney(input.receipt.amountIsk, 'is')}`],
    ['receipt.paidOn', day(input.receipt.paidAt, 'is')],
    ['receipt.confirmedBy', t(input.receipt.source === 'bank' ? 'receipt.byBank' : 'receipt.byHand')],
    ['receipt.payer', input.payers.join(', ') || '—'],
    ['receipt.payee', input.payees.join(', ') || '—'],
    ['receipt.period', `${day(month.periodStart, 'is')} – ${day(month.periodEnd, 'is')}`],
    ['receipt.due', day(month.dueDate, 'is')],
    ['receipt.amount', formatMoney(month.amountIsk, 'is')],
    ['receipt.paidSoFar', formatMoney(paidTotal, 'is')],
    ['receipt.owed', formatMoney(month.owedIsk, 'is')],
    ['receipt.contract', [input.reference, input.address].filter(Boolean).join(', ')],
  ];
  const title = t('receipt.pdfTitle');
  const element = createElement(
    Document,
    { title: `${title} ${input.receipt.number}`, author: 'Heimaleiga', creationDate: new Date(input.receipt.paidAt) },
    createElement(
      Page,
      { size: 'A4', style: styles.page },
      createElement(Text, { style: styles.title }, title),
      second ? createElement(Text, { style: styles.subtitle }, tr('receipt.pdfTitle')) : null,
      createElement(
        Text,
        { style: styles.number },
        `${t('receipt.number')}${second ? ` / ${tr('receipt.number')}` : ''}: ${input.receipt.number}`,
      ),
      ...rows.map(([key, value]) =>
        createElement(
          View,
          { key, style: styles.row, wrap: false },
          createElement(
            View,
            { style: styles.label },
            createElement(Text, null, t(key)),
            second ? createElement(Text, { style: styles.translated }, tr(key)) : null,
          ),
          createElement(Text, { style: key === 'receipt.thisPayment' ? [styles.value, styles.strong] : styles.value }, value),
        ),
      ),
      createElement(Text, { style: styles.footer, fixed: true }, t('receipt.footer')),
    ),
  );
  const buffer = await renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
