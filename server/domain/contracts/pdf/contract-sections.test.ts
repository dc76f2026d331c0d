import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_SECURITY_TYPES,
  CONTRACT_STATUSES,
  COST_PAYERS,
  INDEX_TYPES,
  INSPECTORS,
  PAYMENT_DAYS,
  PAYMENT_METHODS,
  PET_RULES,
  PROPERTY_CATEGORIES,
  PROPERTY_CLASSES,
  TERM_KINDS,
} from '#common/contract-model.ts';
import { LOCALES } from '#common/locales.ts';
import { fullContractInput, minimalDraftInput, signedContractInput } from '#tests/fixtures/contract-pdf-input.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import { EMPTY, pdfText } from './contract-pdf-text.ts';
import { type ContractLine, contractHeader, contractSections, SECTION_IDS } from './contract-sections.ts';

// The text of the document without drawing it (fast): every enum value and every empty field,
// in every language, with the two columns of the translation built line for line alike.
const shape = (lines: ContractLine[]) => lines.map((line) => line.kind);
const texts = (lines: ContractLine[]) =>
  lines.flatMap((line) =>
    line.kind === 'field' ? [line.label, line.value] : line.kind === 'free' ? [line.label, line.text] : [line.text],
  );

const NULLABLE = [
  'address',
  'postcode',
  'municipality',
  'propertyDescription',
  'startDate',
  'endDate',
  'handoverDate',
  'rentIsk',
  'indexBaseMonth',
  'indexBaseValue',
  'paymentDayOther',
  'paymentMethodOther',
  'securityProvider',
  'securityDescription',
  'securityAmountIsk',
  'houseRules',
  'specialProvisions',
  'smokeDetectors',
  'fireExtinguishers',
  'inspectorName',
  'conditionDescription',
] as const;

const anyInput = fc
  .record({
    base: fc.constantFrom(fullContractInput(), minimalDraftInput(), signedContractInput()),
    status: fc.constantFrom(...CONTRACT_STATUSES),
    category: fc.constantFrom(...PROPERTY_CATEGORIES),
    propertyClass: fc.constantFrom(...PROPERTY_CLASSES),
    termKind: fc.constantFrom(...TERM_KINDS),
    indexType: fc.constantFrom(...INDEX_TYPES),
    payer: fc.constantFrom(...COST_PAYERS),
    paymentDay: fc.constantFrom(...PAYMENT_DAYS),
    paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
    securityType: fc.constantFrom(...CONTRACT_SECURITY_TYPES),
    pets: fc.constantFrom(...PET_RULES),
    inspection: fc.constantFrom(...INSPECTORS),
    blank: fc.boolean(),
  })
  .map(({ base, blank, payer, ...enums }): ContractPdfInput => {
    const terms = { ...base.terms, ...enums };
    terms.housingFund = { ...terms.housingFund, payer };
    terms.heating = { ...terms.heating, payer };
    if (blank) {
      // Every value that may be null, not filled in.
      for (const key of NULLABLE) (terms as Record<string, unknown>)[key] = null;
      terms.housingFund = { ...terms.housingFund, amountIsk: null };
      terms.electricity = { payer: 'tenant', meterNumber: null, meterReading: null, readingDate: null };
      const parties = base.parties.map((p) => ({ ...p, kennitala: null, email: null, phone: null, address: null }));
      return { ...base, status: enums.status, terms, parties };
    }
    return { ...base, status: enums.status, terms };
  });

describe('contractSections', () => {
  it('has every section, in order, with the same lines in every language and never null or a key', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const is = contractSections(input, pdfText('is'), false);
        expect(is.map((s) => s.id)).toEqual([...SECTION_IDS]);
        for (const locale of LOCALES) {
          const own = contractSections(input, pdfText(locale), locale !== 'is');
          expect(own.map((s) => shape(s.lines))).toEqual(is.map((s) => shape(s.lines)));
          const all = [
            ...texts(contractHeader(input, pdfText(locale)).fields),
            ...own.flatMap((s) => [s.heading, ...texts(s.lines)]),
          ];
          for (const text of all) {
            expect(text).not.toMatch(/null|undefined|NaN|contractPdf:|\{\{/);
            expect(text.trim()).not.toBe('');
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('prints the parties’ own words as written in both columns, marked in the translation', () => {
    const input = fullContractInput();
    const special = (locale: 'is' | 'pl') =>
      contractSections(input, pdfText(locale), locale !== 'is')
        .find((s) => s.id === 'special')
        ?.lines.find((line) => line.kind === 'free');
    expect(special('is')).toMatchObject({ text: input.terms.specialProvisions, remark: null });
    expect(special('pl')).toMatchObject({ text: input.terms.specialProvisions, remark: pdfText('pl').t('untranslated') });
  });

  it('shows the landlord team with the person who signs for it', () => {
    const lines = contractSections(fullContractInput(), pdfText('is'), false)[0].lines;
    expect(lines).toContainEqual({ kind: 'field', label: 'Félag', value: 'Ægisleiga ehf.' });
    expect(lines).toContainEqual({ kind: 'field', label: 'Kennitala félags', value: '550169-2829' });
    expect(lines).toContainEqual({ kind: 'field', label: 'Undirritar fyrir hönd félagsins', value: 'Guðríður Þórðardóttir' });
  });

  it('prints a decomposed letter as the composed one', () => {
    expect(pdfText('is').text(' Jo\u0301n ')).toBe('Jón');
  });

  it('reads an empty value as "—"', () => {
    const x = pdfText('uk');
    expect([
      x.text(null),
      x.text('  '),
      x.money(null),
      x.day(null),
      x.day('not a day'),
      x.kennitala(null),
      x.number(Number.NaN),
    ]).toEqual(Array(7).fill(EMPTY));
  });
});
