// Phone numbers: Icelandic numbers are seven digits after +354; other countries' numbers are
// accepted with their country code, up to E.164's fifteen digits.

export const ICELAND_COUNTRY_CODE = '+354';

export type PhoneProblem = 'empty' | 'countryCode' | 'icelandic' | 'international';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

const SEPARATORS = /[\s\u00a0().\-/]/g;

/** "+354", "354" or "00354" -> "+354"; null unless it is 1-3 digits not starting with 0. */
export function normalizeCountryCode(code: string): string | null {
  const digits = code.replace(SEPARATORS, '').replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,2}$/.test(digits) ? `+${digits}` : null;
}

function international(digits: string): PhoneCheck {
  if (digits.startsWith('354')) return icelandic(digits.slice(3));
  // A country code (1-3 digits) and at least four more, fifteen at most in all.
  return /^[1-9]\d{7,14}$/.test(digits) ? { ok: true, e164: `+${digits}` } : { ok: false, problem: 'international' };
}

function icelandic(national: string): PhoneCheck {
  return /^\d{7}$/.test(national)
    ? { ok: true, e164: `${ICELAND_COUNTRY_CODE}${national}` }
    : { ok: false, problem: 'icelandic' };
}

/**
 * Checks a number typed as a country code plus a number. A number that starts with "+" or "00"
 * carries its own country code and the code field is ignored. Spaces, hyphens, dots and brackets
 * are allowed. Outside Iceland one trunk "0" is dropped (UK 07911 -> +447911), except in Italy.
 */
export function checkPhone(countryCode: string, number: string): PhoneCheck {
  const trimmed = number.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const compact = trimmed.replace(SEPARATORS, '');
  if (/^(\+|00)/.test(compact)) {
    const digits = compact.replace(/^(\+|00)/, '');
    return /^\d+$/.test(digits) ? international(digits) : { ok: false, problem: 'international' };
  }
  const code = normalizeCountryCode(countryCode);
  if (!code) return { ok: false, problem: 'countryCode' };
  if (!/^\d+$/.test(compact))
    return {
      ok: false,
      problem: code === ICELAND_COUNTRY_CODE ? 'icelandic' : 'international',
    };
  if (code === ICELAND_COUNTRY_CODE) return icelandic(compact);
  const national = code === '+39' ? compact : compact.replace(/^0/, '');
  const digits = code.slice(1) + national;
  return national.length >= 4 && digits.length <= 15 ? { ok: true, e164: `+${digits}` } : { ok: false, problem: 'international' };
}

/** "5812345" -> "581 2345" for Icelandic numbers; anything else as typed. */
export function formatIcelandicNumber(number: string): string {
  const compact = number.replace(SEPARATORS, '');
  return /^\d{7}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : number.trim();
}

// How numbers are grouped where they are shown: Iceland 3 + 4, Poland 3 + 3 + 3, Ukraine 2 + 3 + 4.
const GROUPINGS: { code: string; groups: number[] }[] = [
  { code: '354', groups: [3, 4] },
  { code: '48', groups: [3, 3, 3] },
  { code: '380', groups: [2, 3, 4] },
];

function grouped(digits: string, groups: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * A stored phone number as it is shown: "+3545551234" -> "+354 555 1234", "5551234" -> "555 1234",
 * "+48123456789" -> "+48 123 456 789". Other countries' numbers are shown as stored.
 */
export function formatPhone(value: string): string {
  const compact = value.replace(SEPARATORS, '').replace(/^00/, '+');
  if (/^\d{7}$/.test(compact)) return grouped(compact, [3, 4]);
  for (const { code, groups } of GROUPINGS) {
    const national = compact.startsWith(`+${code}`) ? compact.slice(code.length + 1) : null;
    const length = groups.reduce((a, b) => a + b, 0);
    if (national && national.length === length && /^\d+$/.test(national)) return `+${code} ${grouped(national, groups)}`;
  }
  return value.trim();
}
