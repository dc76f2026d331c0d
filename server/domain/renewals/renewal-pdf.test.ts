import { describe, expect, it } from 'vitest';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import type { LoadedContract } from '../tenancy/core/agreement.ts';
import { renewalDocument } from './renewal-pdf.ts';
import type { RenewalRow } from './renewal-rows.ts';

// What the PDF copy of a sent renewal notice says (docs/rules/renewals.md "The PDF copy").

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

const rowValue = (doc: { rows: { label: string; value: string }[] }, label: string) =>
  doc.rows.find((r) => r.label === label)?.value;

function renewal(over: Partial<RenewalRow>): RenewalRow {
  return {
    id: '00000000-0000-4000-8000-000000000003',
    contractId: '00000000-0000-4000-8000-000000000002',
    kind: 'offer',
    status: 'sent',
    proposedTermKind: null,
    proposedEndDate: null,
    proposedRentIsk: null,
    message: null,
    reasonCode: null,
    reasonText: null,
    sentAt: new Date('2026-02-01T10:00:00Z'),
    contractEndDate: '2026-05-31',
    noticeDeadline: '2026-02-28',
    late: false,
    answerDue: null,
    ...over,
  } as RenewalRow;
}

describe('renewalDocument', () => {
  it('an offer: the proposed term and rent, the answer due date, 51. gr.', () => {
    const doc = renewalDocument(
      renewal({ proposedTermKind: 'fixed', proposedEndDate: '2027-05-31', proposedRentIsk: 260_000, answerDue: '2026-03-03' }),
      contract,
      'uk',
    );
    expect(doc.title).toBe('Tilboð um endurnýjun leigusamnings');
    expect(doc.titleSecond).toBe('Пропозиція продовжити договір оренди');
    expect(rowValue(doc, 'Nýr leigusamningur')).toBe(`Frá ${day('2026-06-01')} til ${day('2027-05-31')}`);
    expect(rowValue(doc, 'Leiga')).toBe(formatMoney(260_000, 'is'));
    expect(rowValue(doc, 'Svarfrestur leigjanda')).toBe(day('2026-03-03'));
    expect(rowValue(doc, 'Lok leigusamnings')).toBe(day('2026-05-31'));
    expect(rowValue(doc, 'Lagagrein')).toBe('51. gr.');
    expect(rowValue(doc, 'Leigusali')).toBe('Guðrún Jónsdóttir');
    expect(rowValue(doc, 'Leigjandi')).toBe('Olena Kovalenko');
  });

  it('a non-renewal: its ground and articles, the end; a late one says so', () => {
    const doc = renewalDocument(
      renewal({ kind: 'not_renew', reasonCode: 'other_lawful', reasonText: 'Flyt sjálf inn', late: true }),
      contract,
      'is',
    );
    expect(doc.title).toBe('Tilkynning um að leigusamningur verði ekki endurnýjaður');
    expect(rowValue(doc, 'Ástæða')).toBeTruthy();
    expect(rowValue(doc, 'Nánari skýring')).toBe('Flyt sjálf inn');
    expect(rowValue(doc, 'Lagagrein')).toBe('51. gr., 58. gr.');
    expect(rowValue(doc, 'Lok leigusamnings')).toBe(day('2026-05-31'));
    expect(rowValue(doc, 'Eftir frest')).toContain(day('2026-02-28'));
    expect(rowValue(doc, 'Nýr leigusamningur')).toBeUndefined();
  });
});
