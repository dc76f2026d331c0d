// What a file is, read from its first bytes ("magic numbers"). The name and the type a browser
// claims are never trusted: a text file called payslip.pdf is still a text file.

export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic';

/** How many leading bytes sniffing needs (an ISO-BMFF "ftyp" box lists its brands within these). */
export const SNIFF_BYTES = 64;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/**
 * HEIF-family pictures (AVIF, HEIC) are ISO-BMFF files that open with an "ftyp" box: a size, the
 * text "ftyp", a major brand and a list of compatible brands. The brands say what the file is;
 * a video (brand "isom", "mp42", ...) is neither.
 */
function sniffIsoBmff(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  if (boxSize < 16 || boxSize % 4 !== 0) return null;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'image/avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  return null;
}

/** The file's type from its content, or null when it is none of the types we accept anywhere. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  // "%PDF-" then a version digit, at the very start.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) && bytes.length > 5 && bytes[5] >= 0x31 && bytes[5] <= 0x32) {
    return 'application/pdf';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return sniffIsoBmff(bytes);
}

export function isImageType(type: SniffedType | null): type is Exclude<SniffedType, 'application/pdf'> {
  return type !== null && type !== 'application/pdf';
}
