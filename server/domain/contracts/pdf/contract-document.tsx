import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
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

/** One row of the document: the binding text alone, or beside its translation. */
function Row({
  left,
  right,
  wrap = false,
  keepWithNext = false,
}: {
  left: ReactNode;
  right: ReactNode | null;
  wrap?: boolean;
  /** A subheading: moves to the next page rather than end one alone. */
  keepWithNext?: boolean;
}) {
  const ahead = keepWithNext ? 36 : undefined;
  if (right === null)
    return (
      <View wrap={wrap} minPresenceAhead={ahead}>
        {left}
      </View>
    );
  return (
    <View style={styles.row} wrap={wrap} minPresenceAhead={ahead}>
      <View style={styles.cell}>{left}</View>
      <View style={styles.gap} />
      <View style={styles.cell}>{right}</View>
    </View>
  );
}

function Line({ line }: { line: ContractLine }) {
  switch (line.kind) {
    case 'subheading':
      return <Text style={styles.subheading}>{line.text}</Text>;
    case 'field':
      return (
        <View style={styles.field}>
          <Text style={styles.label}>{line.label}</Text>
          <Text style={styles.value}>{line.value}</Text>
        </View>
      );
    case 'note':
      return <Text style={styles.note}>{line.text}</Text>;
    case 'free':
      return (
        <View>
          <Text style={styles.freeLabel}>{line.label}</Text>
          <Text style={styles.freeText}>{line.text}</Text>
          {line.remark ? <Text style={styles.remark}>{line.remark}</Text> : null}
        </View>
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

  return (
    <Document
      title={`${header.title} ${input.reference}`}
      subject={header.subtitle}
      author={brand}
      creator={brand}
      producer={brand}
      language="is"
      creationDate={creationDate(input.preparedAt)}
    >
      <Page size="A4" style={styles.page}>
        <View>
          <Row
            left={<Text style={styles.title}>{header.title}</Text>}
            right={headerTr ? <Text style={styles.title}>{headerTr.title}</Text> : null}
          />
          <Row
            left={<Text style={styles.subtitle}>{header.subtitle}</Text>}
            right={headerTr ? <Text style={styles.subtitle}>{headerTr.subtitle}</Text> : null}
          />
          {translation ? (
            <>
              <Row
                left={<Text style={styles.notice}>{binding.t('translationNotice')}</Text>}
                right={<Text style={styles.notice}>{translation.t('translationNotice')}</Text>}
              />
              <Row
                left={<Text style={styles.columnHead}>{binding.t('columnBinding')}</Text>}
                right={<Text style={styles.columnHead}>{translation.t('columnTranslation')}</Text>}
              />
            </>
          ) : null}
          {header.fields.map((line, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, built the same way for both columns
              key={i}
              left={<Line line={line} />}
              right={headerTr ? <Line line={headerTr.fields[i]} /> : null}
            />
          ))}
          {sections.map((section, s) => {
            const tr = sectionsTr?.[s] ?? null;
            const row = (line: ContractLine, i: number) => (
              <Row
                key={i}
                wrap={line.kind === 'free'}
                keepWithNext={line.kind === 'subheading'}
                left={<Line line={line} />}
                right={tr ? <Line line={tr.lines[i]} /> : null}
              />
            );
            // The heading never ends a page alone: it is kept with the section's first lines
            // (not with the parties' own text, which may be longer than a page).
            const lead = leadingLines(section.lines);
            return (
              <View key={section.id}>
                <View wrap={false}>
                  <View style={styles.sectionHead}>
                    <Row
                      left={<Text style={styles.heading}>{section.heading}</Text>}
                      right={tr ? <Text style={styles.heading}>{tr.heading}</Text> : null}
                    />
                    {section.article ? (
                      <Row
                        left={<Text style={styles.article}>{section.article}</Text>}
                        right={tr ? <Text style={styles.article}>{tr.article}</Text> : null}
                      />
                    ) : null}
                  </View>
                  {section.lines.slice(0, lead).map(row)}
                </View>
                {section.lines.map((line, i) => (i < lead ? null : row(line, i)))}
              </View>
            );
          })}
        </View>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            binding.t('footer', {
              reference: input.reference,
              version: String(input.documentVersion),
              page: String(pageNumber),
              pages: String(totalPages),
            })
          }
        />
      </Page>
    </Document>
  );
}
