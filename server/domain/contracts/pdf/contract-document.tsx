import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { CONTRACT_FONT } from './contract-pdf-fonts.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import type { PdfText } from './contract-pdf-text.ts';
import { type ContractLine, contractHeader, contractSections } from './contract-sections.ts';

const styles = StyleSheet.create({
  // No lineHeight on the page: react-pdf then drops the fixed footer (its page-number text).
  page: { fontFamily: CONTRACT_FONT, fontSize: 8.5, color: '#17212b', paddingTop: 36, paddingBottom: 52, paddingHorizontal: 40 },
  body: { lineHeight: 1.35 },
  title: { fontSize: 17, fontWeight: 'bold', color: '#083f5e' },
  subtitle: { fontSize: 9, color: '#4a5866', marginTop: 2, marginBottom: 8 },
  notice: { borderWidth: 1, borderColor: '#0b6aa2', backgroundColor: '#eef5fa', padding: 6, marginBottom: 8, fontWeight: 'bold' },
  columnHead: { fontSize: 7.5, color: '#4a5866', fontWeight: 'bold', marginBottom: 4 },
  heading: { fontSize: 11, fontWeight: 'bold', color: '#083f5e', marginTop: 12 },
  sectionHead: { borderBottomWidth: 1, borderBottomColor: '#c4d2dd', paddingBottom: 2, marginBottom: 4 },
  article: { fontSize: 7.5, color: '#4a5866' },
  subheading: { fontSize: 9, fontWeight: 'bold', marginTop: 5, marginBottom: 1 },
  field: { flexDirection: 'row', paddingVertical: 1 },
  label: { width: '40%', color: '#4a5866', paddingRight: 6 },
  value: { width: '60%' },
  note: { color: '#33414e', marginVertical: 3 },
  freeLabel: { color: '#4a5866', marginTop: 2 },
  freeText: { marginBottom: 2 },
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

/** One row of the document: the binding text alone, or beside its translation. */
function Row({ left, right, wrap = false }: { left: ReactNode; right: ReactNode | null; wrap?: boolean }) {
  if (right === null) return <View wrap={wrap}>{left}</View>;
  return (
    <View style={styles.row} wrap={wrap}>
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

  return (
    <Document
      title={`${header.title} ${input.reference}`}
      subject={header.subtitle}
      author="Heimaleiga"
      creator="Heimaleiga"
      producer="Heimaleiga"
      language="is"
      creationDate={new Date(input.preparedAt)}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.body}>
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
            return (
              <View key={section.id}>
                <View style={styles.sectionHead} minPresenceAhead={60} wrap={false}>
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
                {section.lines.map((line, i) => (
                  <Row
                    // biome-ignore lint/suspicious/noArrayIndexKey: both columns are built from the same input, line for line
                    key={i}
                    wrap={line.kind === 'free'}
                    left={<Line line={line} />}
                    right={tr ? <Line line={tr.lines[i]} /> : null}
                  />
                ))}
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
