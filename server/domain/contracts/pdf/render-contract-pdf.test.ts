import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { translate } from '#server/i18n/messages.ts';
import { fullContractInput, minimalDraftInput, signedContractInput } from '#tests/fixtures/contract-pdf-input.ts';
import { sha256Hex } from '../../tenancy/core/documents.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import { SECTION_IDS } from './contract-sections.ts';
import { type ContractTranslation, renderContractPdf } from './render-contract-pdf.ts';

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes the buffer over: give it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // pdf.js caches fonts by their in-document names, which every one of our PDFs shares: let go
  // of this document before the next is read, or its glyphs are read with this one's map.
  await pdf.loadingTask.destroy();
  // Text runs may be split at line ends: compare with whitespace collapsed.
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const render = (input: ContractPdfInput, translation?: ContractTranslation) => renderContractPdf(input, { translation });
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('renderContractPdf', () => {
  it('prints the binding Icelandic text with every section and every letter', async () => {
    const bytes = await render(fullContractInput());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);

    expect(text).toContain('Húsaleigusamningur');
    expect(text).toContain('HL-2026-0042');
    for (const [i, id] of SECTION_IDS.entries()) {
      const heading = translate('is', `contractPdf:sections.${id}`);
      expect(text).toContain(id === 'signatures' ? heading : `${i + 1}. ${heading}`);
    }
    // Icelandic, Polish and Ukrainian letters in the parties' own names and addresses.
    for (const word of [
      'Guðríður Þórðardóttir',
      'Björn Ævar Sölvason',
      'Ægisleiga ehf.',
      'Zażółć Gęślą',
      'Łąkowa',
      'Оксана Коваленко',
    ]) {
      expect(text).toContain(word);
    }
    for (const letter of ['ð', 'þ', 'æ', 'ö', 'á', 'ą', 'ę', 'ł', 'ż', 'ś', 'ć', 'ї', 'є', 'ґ', 'Ґ', 'Є'])
      expect(text).toContain(letter);
    // Formats: kennitala, money, the articles of the law.
    expect(text).toContain('010130-2989');
    expect(text).toContain('550169-2829');
    expect(text).toContain('250.000 kr.');
    expect(text).toContain('500.000 kr.');
    for (const article of ['37', '33', '40', '58', '69']) {
      expect(text).toContain(squash(translate('is', 'contractPdf:article', { number: article })));
    }
    expect(text).toContain('(41. gr.)');
    expect(text).toContain(squash(translate('is', 'contractPdf:period.fixedNote')));
    expect(text).toContain('Óundirritað');
    expect(text).toMatch(/HL-2026-0042 · útgáfa 3 · bls\. 1\/\d/);
    for (const bad of ['null', 'undefined', 'NaN', 'contractPdf:', '[object']) expect(text).not.toContain(bad);
  });

  it('prints the signatures and the registry number on the signed copy', async () => {
    const { text } = await pdfText(await render(signedContractInput()));
    expect(text).toContain('Rafrænt undirritað 11. febrúar 2026 kl. 10:15');
    expect(text).toContain('LS-2026-118273');
    expect(text).toContain(translate('is', 'contractPdf:signatures.methods.password'));
    expect(text).toContain('Rafræn skilríki (Auðkenni)');
    expect(text).not.toContain('Óundirritað');
  });

  it('sets the translation beside the Icelandic, with the notice in both languages', async () => {
    const { text } = await pdfText(await render(fullContractInput(), 'uk'));
    expect(text).toContain(squash(translate('is', 'contractPdf:translationNotice')));
    expect(text).toContain(squash(translate('uk', 'contractPdf:translationNotice')));
    expect(text).toContain('Договір оренди житла');
    for (const id of SECTION_IDS) {
      expect(text).toContain(translate('uk', `contractPdf:sections.${id}`));
      expect(text).toContain(translate('is', `contractPdf:sections.${id}`));
    }
    // The parties' own words stay as written in the translation column.
    expect(text.split('Kyrrð í húsinu').length - 1).toBe(2);
    expect(text).toContain(translate('uk', 'contractPdf:untranslated'));
    for (const bad of ['null', 'undefined', 'contractPdf:']) expect(text).not.toContain(bad);
  });

  it.each(['en', 'pl'] as const)('renders the %s translation', async (locale) => {
    const { text } = await pdfText(await render(fullContractInput(), locale));
    expect(text).toContain(translate(locale, 'contractPdf:sections.security'));
    expect(text).toContain(squash(translate(locale, 'contractPdf:translationNotice')));
  });

  it('gives the same bytes for the same input, whatever was rendered before, and other bytes when the rent changes', async () => {
    const first = await render(fullContractInput(), 'en');
    // Ukrainian letters are drawn from Latin parts (fontkit caches glyphs): no effect on the next PDF.
    await render(fullContractInput(), 'uk');
    const second = await render(fullContractInput(), 'en');
    expect(sha256Hex(second)).toBe(sha256Hex(first));
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);

    const changed = fullContractInput();
    changed.terms.rentIsk = 255_000;
    expect(sha256Hex(await render(changed, 'en'))).not.toBe(sha256Hex(first));
    expect(sha256Hex(await render(fullContractInput()))).not.toBe(sha256Hex(first));
  });

  it('renders a near-empty draft with "—" for what is not filled in', async () => {
    const { text } = await pdfText(await render(minimalDraftInput()));
    expect(text).toContain('Jón Jónsson');
    expect(text).toContain(`${translate('is', 'contractPdf:rent.monthly')} —`);
    expect(text).toContain(`${translate('is', 'contractPdf:period.start')} —`);
    expect(text).toContain(translate('is', 'contractPdf:property.noUnits'));
    for (const bad of ['null', 'undefined', 'NaN', 'contractPdf:', 'Invalid']) expect(text).not.toContain(bad);
  });
});

describe('sha256Hex', () => {
  it('is the hex SHA-256 of the bytes', () => {
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
