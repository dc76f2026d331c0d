// A small, valid one-page PDF built by hand: the demo tenant's paycheck. Text is set in the
// standard Helvetica fonts with WinAnsiEncoding, which covers Icelandic letters (á, ð, þ, æ, ö).

export interface PdfLine {
  text: string;
  /** Points from the left and from the bottom of an A4 page (595 x 842). */
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

function pdfString(text: string): string {
  for (const ch of text) {
    if (ch.charCodeAt(0) > 0xff) throw new Error(`Not in WinAnsi/Latin-1: ${ch}`);
  }
  return `(${text.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** A PDF 1.4 file: catalog, one page, two fonts, one content stream, a correct cross-reference table. */
export function buildPdf(lines: PdfLine[], title: string): Uint8Array {
  const content = lines
    .map((l) => `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 11} Tf ${l.x} ${l.y} Td ${pdfString(l.text)} Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Heimaleiga) >>`,
  ];
  // Latin-1 text: one byte per character, so string lengths are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** The demo tenant's October 2026 paycheck (made-up figures, marked as a sample). */
export function demoPaycheckPdf(): Uint8Array {
  const row = (label: string, amount: string, y: number, bold = false): PdfLine[] => [
    { text: label, x: 56, y, bold },
    { text: amount, x: 420, y, bold },
  ];
  return buildPdf(
    [
      { text: 'Launaseðill október 2026', x: 56, y: 780, size: 20, bold: true },
      { text: 'Launagreiðandi: Heilsugæslan Hlíð ehf., Reykjavík', x: 56, y: 740 },
      { text: 'Starfsmaður: Guðrún Jónsdóttir, kt. 241290-4849', x: 56, y: 722 },
      { text: 'Starfsheiti: Hjúkrunarfræðingur', x: 56, y: 704 },
      { text: 'Tímabil: 1.-31. október 2026    Greiðsludagur: 1. nóvember 2026', x: 56, y: 686 },
      ...row('Dagvinna, 160 klst.', '712.000 kr.', 640),
      ...row('Vaktaálag', '148.500 kr.', 622),
      ...row('Heildarlaun', '860.500 kr.', 598, true),
      ...row('Lífeyrissjóður (4%)', '-34.420 kr.', 570),
      ...row('Stéttarfélagsgjald (1,5%)', '-12.908 kr.', 552),
      ...row('Staðgreiðsla skatta', '-214.458 kr.', 534),
      ...row('Útborguð laun', '598.714 kr.', 506, true),
      { text: 'Sýnishorn: búið til fyrir kynningargögn Heimaleigu, ekki raunverulegur launaseðill.', x: 56, y: 80, size: 9 },
    ],
    'Launaseðill október 2026',
  );
}
