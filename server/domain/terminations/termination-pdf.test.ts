import { describe, expect, it } from 'vitest';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import type { LoadedContract } from '../tenancy/core/agreement.ts';
import { terminationDocument } from './termination-pdf.ts';

// What the PDF copy of a sent notice says (docs/rules/terminations.md "The PDF copy").

const day = (value: string) => formatDate(dayStart(value), 'date', 'is');

const contract = {
  reference: 'HL-2026-0042',
  row: { address: 'Laugavegur 12, 101 Reykjavík' },
  team: null,
  parties: [
    { role: 'landlord', name: 'Guðrún Jónsdóttir' },
    { role: 'tenant', name: 'Olena Kovalenko' },
  ] as LoadedContract['parties'],
};

type TerminationRow = Parameters<typeof terminationDocument>[0];

function termination(over: Partial<TerminationRow>): TerminationRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    contractId: '00000000-0000-4000-8000-000000000002',
    kind: 'default',
    rescissionCase: null,
    fromSide: 'landlord',
    reasonCode: null,
    reasonText: null,
    status: 'sent',
    noticeDate: '2026-03-15',
    proposedEndDate: null,
    legalEndDate: null,
    rule: null,
    counterOfId: null,
    respondedById: null,
    respondedAt: null,
    responseText: null,
    sentAt: new Date('2026-03-15T10:00:00Z'),
    bindingAt: new Date('2026-03-15T10:00:00Z'),
    createdById: null,
    createdAt: new Date('2026-03-15T09:00:00Z'),
    updatedAt: new Date('2026-03-15T10:00:00Z'),
    ...over,
  } as TerminationRow;
}

const rowValue = (doc: { rows: { label: string; value: string }[] }, label: string) =>
  doc.rows.find((r) => r.label === label)?.value;

describe('terminationDocument', () => {
  it('a landlord’s notice (56. gr.): who to whom, sent, the end, the rule and article, the reason; Icelandic only for an Icelandic reader', () => {
    const doc = terminationDocument(
      termination({
        reasonCode: 'sale',
        legalEndDate: '2026-09-30',
        rule: { months: 6, article: '56. gr.', basis: 'dwelling', runsFrom: '2026-04-01' },
      }),
      contract,
      'is',
    );
    expect(doc.title).toBe('Uppsögn leigusamnings');
    expect(doc.titleSecond).toBeNull();
    expect(doc.rows.every((r) => r.labelSecond === null)).toBe(true);
    expect(rowValue(doc, 'Leigusamningur')).toBe('HL-2026-0042');
    expect(rowValue(doc, 'Heimilisfang')).toBe('Laugavegur 12, 101 Reykjavík');
    expect(rowValue(doc, 'Sendandi')).toBe('Leigusali: Guðrún Jónsdóttir');
    expect(rowValue(doc, 'Viðtakandi')).toBe('Leigjandi: Olena Kovalenko');
    expect(rowValue(doc, 'Sent')).toBe(day('2026-03-15'));
    expect(rowValue(doc, 'Lokadagur')).toBe(day('2026-09-30'));
    expect(rowValue(doc, 'Uppsagnarfrestur')).toBe(`6 mánaða uppsagnarfrestur frá ${day('2026-04-01')}, 56. gr.`);
    expect(rowValue(doc, 'Lagagrein')).toBe('56. gr.');
    expect(rowValue(doc, 'Ástæða')).toBe('Sala eignarinnar');
  });

  it('a fixed-term notice on special grounds names 58. gr.; the reader’s language stands beside the labels', () => {
    const doc = terminationDocument(
      termination({
        fromSide: 'tenant',
        legalEndDate: '2026-06-30',
        rule: { months: 3, article: '58. gr.', basis: 'fixed_term_special', runsFrom: '2026-04-01' },
      }),
      contract,
      'en',
    );
    expect(doc.titleSecond).toBe('Notice of termination of a lease');
    expect(doc.rows.find((r) => r.label === 'Lokadagur')?.labelSecond).toBe('End date');
    expect(rowValue(doc, 'Sendandi')).toBe('Leigjandi: Olena Kovalenko');
    expect(rowValue(doc, 'Viðtakandi')).toBe('Leigusali: Guðrún Jónsdóttir');
    expect(rowValue(doc, 'Lagagrein')).toBe('58. gr.');
    expect(rowValue(doc, 'Tegund')).toBe('Uppsögn / Notice');
  });

  it('a rescission names 61. gr., its case and when it takes effect', () => {
    const doc = terminationDocument(
      termination({ kind: 'violate', rescissionCase: 'damage', reasonText: 'Gluggi brotinn', legalEndDate: '2026-03-15' }),
      contract,
      'pl',
    );
    expect(doc.title).toBe('Riftun leigusamnings');
    expect(rowValue(doc, 'Lagagrein')).toBe('61. gr.');
    expect(rowValue(doc, 'Tekur gildi')).toBe(day('2026-03-15'));
    expect(rowValue(doc, 'Riftunarástæða')).toMatch(/ \/ .+/);
    expect(rowValue(doc, 'Nánari skýring')).toBe('Gluggi brotinn');
  });
});
