import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement } from 'react';
import { CONTRACT_FONT, contractFontsReady } from './pdf-fonts.ts';

// The PDF copy of a sent notice (a termination, a renewal offer, a non-renewal): a title and rows
// of label and value, Icelandic with the reader's language beside each label when that is
// another (like the receipt), in DejaVu Sans (decision 0019). What goes in is the areas' content
// builders' (server/domain/terminations/termination-pdf.ts, server/domain/renewals/renewal-pdf.ts).

export interface NoticeRow {
  /** Icelandic label, and the reader's beside it (null when the reader reads Icelandic). */
  label: string;
  labelSecond: string | null;
  value: string;
}

export interface NoticeDocument {
  title: string;
  titleSecond: string | null;
  rows: NoticeRow[];
  footer: string;
  /** The day it was sent: the PDF's creation date, so the same notice gives the same bytes. */
  sentAt: Date;
}

const styles = StyleSheet.create({
  page: { fontFamily: CONTRACT_FONT, fontSize: 10, color: '#17212b', padding: 48 },
  title: { fontSize: 18, fontWeight: 'bold', color: '#083f5e' },
  subtitle: { fontSize: 9, color: '#4a5866', marginTop: 2, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#c4d2dd', paddingVertical: 5 },
  label: { flexGrow: 2, flexBasis: 0, color: '#4a5866', paddingRight: 8 },
  translated: { fontSize: 8, color: '#6b7785' },
  value: { flexGrow: 3, flexBasis: 0 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 7.5, color: '#4a5866', textAlign: 'center' },
});

/** The notice's PDF bytes. */
export async function renderNoticePdf(doc: NoticeDocument): Promise<Uint8Array> {
  await contractFontsReady();
  const element = createElement(
    Document,
    { title: doc.title, author: 'Heimaleiga', creationDate: doc.sentAt },
    createElement(
      Page,
      { size: 'A4', style: styles.page },
      createElement(Text, { style: styles.title }, doc.title),
      createElement(Text, { style: styles.subtitle }, doc.titleSecond ?? ' '),
      ...doc.rows.map((row, i) =>
        createElement(
          View,
          { key: String(i), style: styles.row, wrap: false },
          createElement(
            View,
            { style: styles.label },
            createElement(Text, null, row.label),
            row.labelSecond ? createElement(Text, { style: styles.translated }, row.labelSecond) : null,
          ),
          createElement(Text, { style: styles.value }, row.value),
        ),
      ),
      createElement(Text, { style: styles.footer, fixed: true }, doc.footer),
    ),
  );
  const buffer = await renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
