import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { contractFontsReady } from '#server/lib/pdf-fonts.ts';
import { ContractDocument } from './contract-document.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import { pdfText } from './contract-pdf-text.ts';

export type ContractTranslation = 'en' | 'uk' | 'pl';

/**
 * The contract as an A4 PDF: Icelandic (the binding text), optionally with a translation in a
 * second column. Deterministic: the same input gives the same bytes (the PDF's dates and ID come
 * from `preparedAt` and the signatures), so the SHA-256 a signature records can be recomputed.
 */
export async function renderContractPdf(
  input: ContractPdfInput,
  options: { translation?: ContractTranslation } = {},
): Promise<Uint8Array> {
  await contractFontsReady();
  const element = createElement(ContractDocument, {
    input,
    binding: pdfText('is'),
    translation: options.translation ? pdfText(options.translation) : null,
  });
  // renderToBuffer wants a <Document> element; ContractDocument renders one.
  const buffer = await renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
