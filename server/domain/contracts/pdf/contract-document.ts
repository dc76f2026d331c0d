import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import { translate } from '#server/i18n/messages.ts';
import { CONTRACT_FONT } from '#server/lib/pdf-fonts.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import type { PdfText } from './contract-pdf-text.ts';
import { type ContractLine, contractHeader, contractSections } from './contract-sections.ts';

const LINE = '11.5pt';

const styles = StyleSheet.create({
  // Line heights in points, on the texts: react-pdf 4.9 reads a unitless lineHeight oddly (rows
  // twice as tall) and, set on the page, drops the fixed footer.
  page: { fontFamily: CONTRACT_FONT, fontSize: 8.5, color: '#17212b', paddingTop: 36, paddingBottom: 52, paddingHorizontal: 40 },
  title: { fontSize: 17, fontWeight: 'bold', color: '#083f5e' },
  subtitle: { fontSize: 9, color: '#4a5866', marginTop: 2, marginBottom: 8 },
  notice: {
    lineHeight: LINE,
    borderWidth: 1,
    borderColor: '#0b6aa2',
    backgroundColor: '#eef5fa',
    padding: 6,
    marginBottom: 8,
    fontWeight: 'bold',
  },
  columnHead: { fontSize: 7.5, color: '#4a5866', fontWeight: 'bold', marginBottom: 4 },
  heading: { fontSize: 11, fontWeight: 'bold', color: '#083f5e', marginTop: 12 },
  sectionHead: { borderBottomWidth: 1, borderBottomColor: '#c4d2dd', paddingBottom: 2, marginBottom: 4 },
  article: { fontSize: 7.5, color: '#4a5866' },
  subheading: { fontSize: 9, fontWeight: 'bold', marginTop: 5, marginBottom: 1 },
  field: { flexDirection: 'row', paddingVertical: 1 },
  label: { flexGrow: 2, flexBasis: 0, color: '#4a5866', paddingRight: 6, lineHeight: LINE },
  value: { flexGrow: 3, flexBasis: 0, lineHeight: LINE },
  note: { color: '#33414e', marginVertical: 3, lineHeight: LINE },
  freeLabel: { color: '#4a5866', marginTop: 2, lineHeight: LINE },
  freeText: { marginBottom: 2, lineHeight: LINE },
  remark: { fontSize: 7.5, color: '#4a5866' },
  row: { flexDirection: 'row' },
  cell: { flex: 1 },
  gap: { width: 18 },
  footer: {
    fontFamily: CONTRACT_FONT,
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 7.5,
    color: '#4a5866',
    textAlign: 'center',
  },
});

/** The PDF's creation date: when the document was prepared (never the clock, so the bytes repeat). */
function creationDate(preparedAt: string): Date {
  const date = new Date(preparedAt);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/** How many of a section's first lines stay on the page with its heading: a subheading and its first field, or one field. */
function leadingLines(lines: readonly ContractLine[]): number {
  const [first, second] = lines;
  if (!first || first.kind === 'free') return 0;
  return first.kind === 'subheading' && second && second.kind !== 'free' ? 2 : 1;
}

// Written with createElement rather than JSX, so plain Node (the db:seed and db:migrate commands,
// which sign the demo's leases) can load it without a build step.

const text = (style: (typeof styles)[keyof typeof styles], value: ReactNode) => h(Text, { style }, value);

/** One row of the document: the binding text alone, or beside its translation. */
function row(
  left: ReactNode,
  right: ReactNode | null,
  options: {
    key?: string | number;
    wrap?: boolean;
    /** A subheading: moves to the next page rather than end one alone. */
    keepWithNext?: boolean;
  } = {},
) {
  const props = { key: options.key, wrap: options.wrap ?? false, minPresenceAhead: options.keepWithNext ? 36 : undefined };
  if (right === null) return h(View, props, left);
  return h(
    View,
    { ...props, style: styles.row },
    h(View, { style: styles.cell }, left),
    h(View, { style: styles.gap }),
    h(View, { style: styles.cell }, right),
  );
}

function line(value: ContractLine): ReactNode {
  switch (value.kind) {
    case 'subheading':
      return text(styles.subheading, value.text);
    case 'field':
      return h(View, { style: styles.field }, text(styles.label, value.label), text(styles.value, value.value));
    case 'note':
      return text(styles.note, value.text);
    case 'free':
      return h(
        View,
        null,
        text(styles.freeLabel, value.label),
        text(styles.freeText, value.text),
        value.remark ? text(styles.remark, value.remark) : null,
      );
  }
}

export interface ContractDocumentProps {
  input: ContractPdfInput;
  /** The binding Icelandic text. */
  binding: PdfText;
  /** The reader's language beside it, or null. */
  translation: PdfText | null;
}

/** The contract as a react-pdf document (docs/rules/contract-document.md). */
export function ContractDocument({ input, binding, translation }: ContractDocumentProps) {
  const header = contractHeader(input, binding);
  const headerTr = translation ? contractHeader(input, translation) : null;
  const sections = contractSections(input, binding, false);
  const sectionsTr = translation ? contractSections(input, translation, true) : null;
  const brand = translate('is', 'common:brand.name');

  const top = [
    row(text(styles.title, header.title), headerTr ? text(styles.title, headerTr.title) : null, { key: 'title' }),
    row(text(styles.subtitle, header.subtitle), headerTr ? text(styles.subtitle, headerTr.subtitle) : null, { key: 'subtitle' }),
    ...(translation
      ? [
          row(text(styles.notice, binding.t('translationNotice')), text(styles.notice, translation.t('translationNotice')), {
            key: 'notice',
          }),
          row(text(styles.columnHead, binding.t('columnBinding')), text(styles.columnHead, translation.t('columnTranslation')), {
            key: 'columns',
          }),
        ]
      : []),
    ...header.fields.map((field, i) => row(line(field), headerTr ? line(headerTr.fields[i]) : null, { key: `header-${i}` })),
  ];

  const body = sections.map((section, s) => {
    const tr = sectionsTr?.[s] ?? null;
    const lineRow = (value: ContractLine, i: number) =>
      row(line(value), tr ? line(tr.lines[i]) : null, {
        key: i,
        wrap: value.kind === 'free',
        keepWithNext: value.kind === 'subheading',
      });
    // The heading never ends a page alone: it is kept with the section's first lines
    // (not with the parties' own text, which may be longer than a page).
    const lead = leadingLines(section.lines);
    return h(
      View,
      { key: section.id },
      h(
        View,
        { wrap: false },
        h(
          View,
          { style: styles.sectionHead },
          row(text(styles.heading, section.heading), tr ? text(styles.heading, tr.heading) : null),
          section.article ? row(text(styles.article, section.article), tr ? text(styles.article, tr.article) : null) : null,
        ),
        ...section.lines.slice(0, lead).map(lineRow),
      ),
      ...section.lines.map((value, i) => (i < lead ? null : lineRow(value, i))),
    );
  });

  return h(
    Document,
    {
      title: `${header.title} ${input.reference}`,
      subject: header.subtitle,
      author: brand,
      creator: brand,
      producer: brand,
      language: 'is',
      creationDate: creationDate(input.preparedAt),
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(View, null, ...top, ...body),
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          binding.t('footer', {
            reference: input.reference,
            version: String(input.documentVersion),
            page: String(pageNumber),
            pages: String(totalPages),
          }),
      }),
    ),
  );
}
