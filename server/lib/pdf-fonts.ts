import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/** The one family the contract uses: every Icelandic, Polish and Ukrainian letter (docs/decisions/0019). */
export const CONTRACT_FONT = 'DejaVu Sans';

const WEIGHTS = [
  { file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', fontWeight: 400 },
  { file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', fontWeight: 700 },
] as const;

/** The part of a fontkit font the warm-up needs. */
interface GlyphSource {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

let ready: Promise<void> | null = null;

/**
 * Registers DejaVu Sans from the installed package and prepares it, once per process. The paths
 * are resolved from this module, so they work from the sources, under Vitest and from the server
 * bundle (build/server/index.js keeps node_modules external and resolves from the project root).
 */
export function contractFontsReady(): Promise<void> {
  ready ??= load();
  return ready;
}

async function load(): Promise<void> {
  const require = createRequire(import.meta.url);
  Font.register({
    family: CONTRACT_FONT,
    fonts: WEIGHTS.map(({ file, fontWeight }) => ({ src: require.resolve(file), fontWeight })),
  });
  // Names, kennitölur and fastanúmer are never split with a hyphen: words wrap whole.
  Font.registerHyphenationCallback((word) => [word]);
  for (const { fontWeight } of WEIGHTS) {
    const descriptor = { fontFamily: CONTRACT_FONT, fontWeight };
    await Font.load(descriptor);
    const font = Font.getFont(descriptor)?.data as unknown as GlyphSource | null;
    if (!font) throw new Error(`Contract font ${CONTRACT_FONT} ${fontWeight} did not load`);
    // fontkit keeps one glyph object per glyph id, with the characters of whoever asked first.
    // Drawing a composite letter (Cyrillic "с" is built on Latin "c") asks for its parts with no
    // characters, and every later PDF's text layer would then lose that letter: the bytes (and
    // the hash) would depend on what the process rendered before. Asking for every mapped
    // character first, in code point order, makes each glyph's text fixed and the output the
    // same in every process.
    for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
  }
}
