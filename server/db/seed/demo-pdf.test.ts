import { describe, expect, it } from 'vitest';
import { sniffFileType } from '#common/file-type.ts';
import { buildPdf, demoPaycheckPdf } from './demo-pdf.ts';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('demo PDF', () => {
  it('is a PDF by its content, with a cross-reference table that points at every object', () => {
    const pdf = demoPaycheckPdf();
    expect(sniffFileType(pdf)).toBe('application/pdf');
    const source = text(pdf);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)?.[1]);
    expect(source.slice(startxref, startxref + 4)).toBe('xref');
    const entries = source
      .slice(startxref)
      .split('\n')
      .filter((line) => / 00000 n $/.test(line));
    expect(entries).toHaveLength(7);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(source.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    // The stream's /Length is the exact number of bytes between "stream\n" and "\nendstream".
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(source);
    expect(Number(stream?.[1])).toBe(stream?.[2].length);
  });

  it('writes Icelandic letters in WinAnsi and escapes parentheses', () => {
    const source = text(buildPdf([{ text: 'Launaseðill (okt.)', x: 1, y: 2 }], 'Þ'));
    expect(source).toContain('(Launase\u00f0ill \\(okt.\\)) Tj');
    expect(source).toContain('/Title (\u00de)');
    expect(() => buildPdf([{ text: 'Ковал', x: 0, y: 0 }], 'x')).toThrow(/Latin-1/);
  });
});
