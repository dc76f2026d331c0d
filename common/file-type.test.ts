import { describe, expect, it } from 'vitest';
import { isImageType, sniffFileType } from './file-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ISO-BMFF ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
}

describe('sniffFileType', () => {
  it('knows a PDF by "%PDF-" and a version', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'))).toBe('application/pdf');
    expect(sniffFileType(bytes('%PDF-2.0\n'))).toBe('application/pdf');
    expect(sniffFileType(bytes('%PDF-'))).toBeNull();
    expect(sniffFileType(bytes('%PDF-x'))).toBeNull();
    // The signature must be at the start, not somewhere inside.
    expect(sniffFileType(bytes('<html>%PDF-1.4'))).toBeNull();
  });

  it('knows JPEG, PNG and WebP', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))).toBe('image/png');
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('tells AVIF from HEIC by the brands, and refuses other ISO-BMFF files', () => {
    expect(sniffFileType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(sniffFileType(ftyp('mif1', 'avif', 'miaf'))).toBe('image/avif');
    expect(sniffFileType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffFileType(ftyp('mif1', 'heic'))).toBe('image/heic');
    expect(sniffFileType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
    expect(sniffFileType(ftyp('mif1'))).toBeNull();
  });

  it('refuses near misses and other files', () => {
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a]))).toBeNull(); // cut short
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull(); // audio
    expect(sniffFileType(bytes('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffFileType(bytes('PK', [3, 4]))).toBeNull(); // zip, docx
    expect(sniffFileType(bytes('This is a payslip, honest.'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes([0, 0, 0, 7], 'ftypavif'))).toBeNull(); // box size too small
  });

  it('says which types are pictures', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});
