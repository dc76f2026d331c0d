import { z } from 'zod';
import { dayOf, dayStart } from './calendar-day.ts';
import { parseDecimal, parseWhole, type TypedNumber } from './number-parse.ts';

// The input primitives every schema is built from (docs/decisions/0013-one-schema-per-kind-of-input.md):
// free text, a calendar day, an id. Each refuses, with a translated field error, what the
// database would otherwise refuse with a 500: control characters (PostgreSQL text cannot hold
// NUL), impossible dates, malformed uuids. Messages are keys under errors:fields.*.

// Unicode's control characters (Cc: C0, DEL and C1). Multi-line text keeps tab, line feed and carriage return.
const LINE_CONTROLS = /\p{Cc}/u;
const TEXT_CONTROLS = /[^\P{Cc}\t\n\r]/u;

/** True when the string holds no control character (except \t \n \r when multi-line) and no lone surrogate. */
export function isCleanText(value: string, multiline = false): boolean {
  return value.isWellFormed() && !(multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(value);
}

/**
 * One line of text (a name, a title, a street): trimmed, at most `max` characters, no control
 * characters. Chain `.min()` with the field's own message where the field needs a length.
 */
export function line(max = 200) {
  return z
    .string({ error: 'required' })
    .trim()
    .max(max, { error: 'too_long' })
    .refine((v) => isCleanText(v), { error: 'control_characters' });
}

/** Text that may run over several lines (a description, a message): as `line`, but keeps \n, \r and \t. */
export function text(max = 5000) {
  return z
    .string({ error: 'required' })
    .trim()
    .max(max, { error: 'too_long' })
    .refine((v) => isCleanText(v, true), { error: 'control_characters' });
}

/** A field that must be filled in: `required(line(120))` refuses "" and "   " with `required`. */
export function required<T extends z.ZodString>(schema: T): T {
  return schema.min(1, { error: 'required' }) as T;
}

/** An optional text field: missing or empty (after trimming) is `undefined`. */
export function optional(schema: z.ZodString) {
  return schema.optional().transform((v) => (v ? v : undefined));
}

/** Typed text read as a number; nothing typed is undefined; what is not a number stays text (number_invalid). */
// Typed as string | number so forms and the API document see what may be sent (any value is still checked).
const readTyped =
  (parse: (text: string) => TypedNumber) =>
  (value: string | number): unknown => {
    if (typeof value !== 'string') return value;
    const parsed = parse(value);
    return parsed === null ? undefined : parsed === 'invalid' ? value : parsed;
  };

const numberField = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number_invalid') });

/**
 * A whole number (krónur, months, a count) from a form or JSON: text is read as people write it
 * ("198.000", "198 000", "198,000", "198.000 kr.": common/number-parse.ts), a JSON number as is.
 */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    readTyped(parseWhole),
    numberField().int({ error: 'whole_number' }).min(min, { error: 'number_too_small' }).max(max, { error: 'number_too_large' }),
  );
}

/**
 * A number with decimals ("680,1" or "680.1"; "1.234,5"), from a form or JSON. `checks` adds the
 * field's bounds: decimalNumber((n) => n.min(1, { error: 'number_too_small' })).
 */
export function decimalNumber<T extends z.ZodType = z.ZodNumber>(checks?: (n: z.ZodNumber) => T) {
  const inner = checks ? checks(numberField()) : numberField();
  return z.preprocess(
    readTyped((text) => parseDecimal(text)),
    inner as T,
  );
}

const DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2028-02-29 yes, 2027-02-30 no), years 1000-9999. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = dayStart(value);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

/** A calendar day, YYYY-MM-DD, that exists (round-trip checked; 2027-02-30 is refused). */
export function day() {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine(isDay, { error: 'date_invalid' })
    .meta({ format: 'date' });
}

// Any uuid the database's uuid columns hold, in the canonical 8-4-4-4-12 form.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid in its canonical form (what every id in the database is). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A route or API path parameter named `id` or `…Id` is an id: anything but a uuid there is a
 * 404 before a loader, handler or query runs. (Slugs and tokens are named otherwise.)
 */
export function isIdParamName(name: string): boolean {
  return name === 'id' || /^[a-z]+Id$/.test(name);
}

/** The first path parameter that should be an id and is not, if any. */
export function malformedIdParam(params: Readonly<Record<string, string | undefined>>): string | undefined {
  return Object.keys(params).find((name) => isIdParamName(name) && params[name] !== undefined && !isId(params[name]));
}

/** An id in a body or form: a uuid, lower-cased; anything else is the field error `id_invalid`. */
export function id() {
  return z
    .string({ error: 'required' })
    .trim()
    .refine(isId, { error: 'id_invalid' })
    .transform((v) => v.toLowerCase())
    .meta({ format: 'uuid' });
}

/** An instant for a keyset cursor: an ISO date-time PostgreSQL can hold (years 1000-9999). */
export function isCursorInstant(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  if (!/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/.test(value)) return false;
  return !Number.isNaN(Date.parse(value)) && isDay(value.slice(0, 10));
}
