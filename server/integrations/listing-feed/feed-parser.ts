// Reads a property feed in the XML shape Icelandic portals publish for partners: a root element
// with one <listing> per rental (see sample-feed.xml). Tolerant by design: a field that is
// missing or doesn't parse becomes null, and only an item without an id, a title or a usable
// link is left out (with the reason). The feed is flat, so a few patterns read it; no DTDs,
// no external entities, nothing is ever fetched.
import type { PropertyType } from '#common/listing-rules.ts';
import type { FeedItem, FeedResult } from './listing-feed.ts';

const MAX_DESCRIPTION = 5000;
const MAX_LINE = 200;

/** Parses a feed document. Throws only when it isn't a listing feed at all. */
export function parseListingFeed(xml: string): FeedResult {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '');
  if (!/<[A-Za-z][\w:-]*[^>]*>/.test(body) || !/<(feed|listings|listing)[\s>/]/.test(body)) {
    throw new Error('Not a listing feed: no <feed>, <listings> or <listing> element');
  }
  const result: FeedResult = { items: [], skipped: [] };
  const seen = new Set<string>();
  for (const match of body.matchAll(/<listing(?:\s[^>]*)?>([\s\S]*?)<\/listing>/g)) {
    const parsed = parseItem(match[1]);
    if ('reason' in parsed) {
      result.skipped.push(parsed);
    } else if (seen.has(parsed.externalId)) {
      result.skipped.push({ externalId: parsed.externalId, reason: 'duplicate id (the first one is kept)' });
    } else {
      seen.add(parsed.externalId);
      result.items.push(parsed);
    }
  }
  return result;
}

function parseItem(block: string): FeedItem | { externalId: string | null; reason: string } {
  const rawId = line(field(block, 'id'));
  const externalId = rawId && /^[\w.:-]{1,100}$/.test(rawId) ? rawId : null;
  if (!externalId) return { externalId: rawId, reason: 'missing or malformed id' };
  const title = line(field(block, 'title'));
  if (!title) return { externalId, reason: 'missing title' };
  const url = webUrl(line(field(block, 'url')), ['http:', 'https:']);
  if (!url) return { externalId, reason: 'missing or invalid url' };
  const postcode = line(field(block, 'postcode'));
  return {
    externalId,
    url,
    title: clip(title, MAX_LINE) ?? title,
    description: htmlToText(field(block, 'description')),
    rentIsk: kronur(line(field(block, 'price'))),
    street: clip(line(field(block, 'street')), MAX_LINE),
    postcode: postcode && /^\d{3}$/.test(postcode) ? postcode : null,
    town: clip(line(field(block, 'town')), 100),
    propertyType: propertyType(line(field(block, 'type'))),
    sizeM2: squareMetres(line(field(block, 'size'))),
    rooms: wholeNumber(line(field(block, 'rooms')), 1, 50),
    imageUrl: webUrl(attribute(block, 'image', 'url'), ['https:']),
    publishedAt: isoDate(line(field(block, 'published'))),
  };
}

/** The text of the first <name> element, CDATA kept as written and XML entities decoded elsewhere. */
function field(block: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(block);
  if (!match) return null;
  let text = '';
  let last = 0;
  for (const cdata of match[1].matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)) {
    text += decodeEntities(match[1].slice(last, cdata.index)) + cdata[1];
    last = (cdata.index ?? 0) + cdata[0].length;
  }
  return text + decodeEntities(match[1].slice(last));
}

function attribute(block: string, element: string, name: string): string | null {
  const match = new RegExp(`<${element}\\s[^>]*\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(block);
  return match ? decodeEntities(match[1] ?? match[2] ?? '').trim() || null : null;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  aacute: 'á',
  Aacute: 'Á',
  eacute: 'é',
  Eacute: 'É',
  iacute: 'í',
  Iacute: 'Í',
  oacute: 'ó',
  Oacute: 'Ó',
  uacute: 'ú',
  Uacute: 'Ú',
  yacute: 'ý',
  Yacute: 'Ý',
  thorn: 'þ',
  THORN: 'Þ',
  eth: 'ð',
  ETH: 'Ð',
  aelig: 'æ',
  AElig: 'Æ',
  ouml: 'ö',
  Ouml: 'Ö',
  sup2: '²',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[name] ?? whole;
  });
}

/** HTML (as portals put in descriptions) to plain text: tags gone, paragraphs as blank lines. */
export function htmlToText(html: string | null): string | null {
  if (!html) return null;
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/li\s*>/gi, '')
      .replace(/<\/(p|div|h[1-6]|ul|ol|tr|table)\s*>/gi, '\n\n')
      .replace(/<[^>]*>/g, '')
      .replace(/<[^>]*$/, ''),
  )
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[\t \u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? clip(text, MAX_DESCRIPTION) : null;
}

/** One line of text: any markup removed, whitespace collapsed; null when empty. */
function line(text: string | null): string | null {
  if (text === null) return null;
  const cleaned = decodeEntities(text.replace(/<[^>]*>/g, ' '))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return cleaned || null;
}

function clip(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

function webUrl(text: string | null, protocols: string[]): string | null {
  if (!text || text.length > 2000) return null;
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** "289.000 kr.", "289000", "289 000 ISK" -> 289000; anything else, 0 or over 10 million -> null. */
export function kronur(text: string | null): number | null {
  if (!text) return null;
  const bare = text.replace(/(kr\.?|isk)$/i, '').replace(/[\s\u00a0]/g, '');
  if (!/^\d+$/.test(bare) && !/^\d{1,3}([.,]\d{3})+$/.test(bare)) return null;
  const value = Number(bare.replace(/[.,]/g, ''));
  return value >= 1 && value <= 10_000_000 ? value : null;
}

/** "68,4", "68.4 m²", "120 fm" -> one decimal; out of 1-5000 or unparsable -> null. */
export function squareMetres(text: string | null): number | null {
  if (!text) return null;
  const bare = text.replace(/(m²|m2|fm|fermetrar)$/i, '').replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,4}([.,]\d+)?$/.test(bare)) return null;
  const value = Math.round(Number(bare.replace(',', '.')) * 10) / 10;
  return value >= 1 && value <= 5000 ? value : null;
}

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (!text || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function isoDate(text: string | null): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

// The type names Icelandic portals use, to our vocabulary (common/listing-rules.ts).
const TYPES: Record<string, PropertyType> = {
  fjölbýlishús: 'apartment',
  fjölbýli: 'apartment',
  íbúð: 'apartment',
  hæð: 'apartment',
  einbýlishús: 'house',
  einbýli: 'house',
  raðhús: 'townhouse',
  parhús: 'townhouse',
  herbergi: 'room',
  stúdíóíbúð: 'studio',
  stúdíó: 'studio',
  sumarhús: 'summer_house',
  sumarbústaður: 'summer_house',
  frístundahús: 'summer_house',
  geymsla: 'storage',
  geymsluhúsnæði: 'storage',
  atvinnuhúsnæði: 'commercial',
};

function propertyType(text: string | null): PropertyType | null {
  return text ? (TYPES[text.toLocaleLowerCase('is')] ?? null) : null;
}
