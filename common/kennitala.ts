// Kennitala: the Icelandic 10-digit national id, DDMMYY-RRCK.
//   DDMMYY  date of birth (companies add 40 to the day: 41-71)
//   RR      two serial digits
//   C       check digit: weights 3,2,7,6,5,4,3,2 on the first 8 digits, sum mod 11,
//           C = 11 - remainder (remainder 0 gives 0; 10 is impossible, so no such kennitala)
//   K       century: 9 for 1900-1999, 0 for 2000-2099
// Written as ten digits, or with a hyphen after the sixth ("010130-2989").

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The ten digits of a kennitala typed with or without the hyphen (or a space) after six digits, else null. */
export function kennitalaDigits(value: string): string | null {
  const match = /^(\d{6})[-\s]?(\d{4})$/.exec(value.trim());
  return match ? match[1] + match[2] : null;
}

/** The check digit for the first eight digits, or null when none exists (remainder 1). */
export function kennitalaCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) return null;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += WEIGHTS[i] * Number(firstEight[i]);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  const check = 11 - remainder;
  return check === 10 ? null : check;
}

function isRealDate(day: number, month: number, year: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** Whether the value is a well-formed kennitala of a person or a company (checksum, date and century). */
export function isValidKennitala(value: string): boolean {
  const digits = kennitalaDigits(value);
  if (!digits) return false;
  const century = digits[9];
  if (century !== '9' && century !== '0') return false;
  const check = kennitalaCheckDigit(digits.slice(0, 8));
  if (check === null || check !== Number(digits[8])) return false;
  let day = Number(digits.slice(0, 2));
  if (day > 40) day -= 40; // a company
  const month = Number(digits.slice(2, 4));
  const year = (century === '9' ? 1900 : 2000) + Number(digits.slice(4, 6));
  return isRealDate(day, month, year);
}

/** Whether the kennitala belongs to a company or organisation (day 41-71). Assumes a valid kennitala. */
export function isCompanyKennitala(value: string): boolean {
  const digits = kennitalaDigits(value);
  return digits !== null && Number(digits.slice(0, 2)) > 40;
}

/** "0101302989" -> "010130-2989". Anything that is not ten digits comes back trimmed, unchanged. */
export function formatKennitala(value: string): string {
  const digits = kennitalaDigits(value);
  return digits ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value.trim();
}
