// Numbers as people type them, in any of the four languages: "198.000", "198 000", "198.000 kr.",
// "kr. 198.000,-" and "198,000" are all 198000; "680,1" and "680.1" are both 680.1. The form
// schemas read typed text through these (common/input.ts wholeNumber/decimalNumber), so a form
// without JavaScript and the JSON API accept the same values. Never guesses: "12,5" is not 125,
// "1.2.3" is not a number, and a separator that cannot be grouping (not followed by exactly three
// digits) is a decimal mark.

/** What was typed: a number, null when nothing was, 'invalid' when it is not a number. */
export type TypedNumber = number | null | 'invalid';

const SPACES = /[\s\u00a0\u2007\u2009\u202f]+/g;
const MINUS = /^[-\u2212\u2013]/;
const MAX_LENGTH = 40;
// Currency and units around the number: "kr.", "kr", "ISK", "krónur"; "m²", "m2", "%".
const PREFIX = /^(kr\.?|isk)\s*/i;
const SUFFIX = /\s*(kr\.?|isk|krónur|m²|m2|%)$/i;

/** Trims, drops currency and units, and reads the sign; null when nothing is left. */
function prepare(text: string): { negative: boolean; body: string } | null | 'invalid' {
  if (text.length > MAX_LENGTH) return 'invalid';
  let s = text.replace(SPACES, ' ').trim();
  if (s === '') return null;
  const negative = MINUS.test(s);
  if (negative) s = s.slice(1).trim();
  s = s.replace(PREFIX, '').replace(SUFFIX, '').trim();
  // "198.000,-": the Icelandic way of saying "no aurar" on a price.
  s = s.replace(/[.,]-$/, '');
  return s === '' ? 'invalid' : { negative, body: s };
}

/** Digits in groups of three after the first (1-3 digits), split by one separator: "1.234.567". */
function grouped(body: string, separator: string): string | null {
  const parts = body.split(separator);
  if (parts.length < 2) return null;
  const [first, ...rest] = parts;
  if (!/^\d{1,3}$/.test(first) || !rest.every((p) => /^\d{3}$/.test(p))) return null;
  return parts.join('');
}

/** The digits of a whole number written plainly ("198000") or grouped with one separator. */
function wholeDigits(body: string): string | null {
  if (/^\d+$/.test(body)) return body;
  for (const separator of ['.', ',', ' ', "'"]) {
    const digits = grouped(body, separator);
    if (digits !== null) return digits;
  }
  return null;
}

function signed(negative: boolean, value: number): TypedNumber {
  if (!Number.isFinite(value)) return 'invalid';
  const result = negative ? -value : value;
  return Object.is(result, -0) ? 0 : result;
}

/**
 * A number with a fractional part: "680,1", "680.1", "1.234,5", "1,234.5", "1 234,5", ",5".
 * When both "." and "," appear, the last one is the decimal mark. A mark that appears more than
 * once is grouping. A single "." or "," is the decimal mark, unless `groupMark` (the interface
 * language's grouping: "." in Icelandic) is that character and exactly three digits follow it.
 */
export function parseDecimal(text: string, groupMark?: string): TypedNumber {
  const prepared = prepare(text);
  if (prepared === null || prepared === 'invalid') return prepared;
  const { negative, body } = prepared;
  const count = (mark: string) => body.split(mark).length - 1;
  const dots = count('.');
  const commas = count(',');
  let mark: string | null = null;
  if (dots > 0 && commas > 0) mark = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const only = dots ? '.' : ',';
    const groupingFits = only === groupMark && /^\d{1,3}[.,]\d{3}$/.test(body);
    if (!groupingFits) mark = only;
  }
  if (mark === null) {
    const whole = wholeDigits(body);
    return whole === null ? 'invalid' : signed(negative, Number(whole));
  }
  const at = body.lastIndexOf(mark);
  const integerPart = body.slice(0, at);
  const fraction = body.slice(at + 1);
  if (!/^\d*$/.test(fraction) || (integerPart === '' && fraction === '')) return 'invalid';
  const integerDigits = integerPart === '' ? '0' : wholeDigits(integerPart);
  if (integerDigits === null) return 'invalid';
  return signed(negative, Number(`${integerDigits}.${fraction || '0'}`));
}

/**
 * A whole amount (krónur, a count): "198.000", "198 000", "198,000", "198000", "198.000 kr.",
 * "kr. 198.000,-", "198.000,00". Grouping is read the same in every language, since a whole
 * amount has no decimals; anything with a real fraction ("12,5") comes back as that fraction,
 * for the schema to refuse as not whole.
 */
export function parseWhole(text: string): TypedNumber {
  const prepared = prepare(text);
  if (prepared === null || prepared === 'invalid') return prepared;
  const { negative, body } = prepared;
  const whole = wholeDigits(body);
  if (whole !== null) return signed(negative, Number(whole));
  // "198.000,00" or "198,000.00": a price with zero aurar / cents.
  const zeroCents = /^(.*\d)([.,])0{1,2}$/.exec(body);
  if (zeroCents && !zeroCents[1].includes(zeroCents[2])) {
    const digits = wholeDigits(zeroCents[1]);
    if (digits !== null) return signed(negative, Number(digits));
  }
  return parseDecimal(text);
}
