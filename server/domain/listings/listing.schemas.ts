import { z } from 'zod';
import { day as dayInput, decimalNumber, line, optional, required, text, wholeNumber } from '#common/input.ts';
import {
  AMENITIES,
  LEASE_TYPES,
  MAX_SECURITY_MONTHS,
  normalizeFastanumer,
  PROPERTY_TYPES,
  SECURITY_TYPES,
  UTILITIES,
} from '#common/listing-rules.ts';
import { isPostcode } from '#common/postcodes.ts';
import { SLUG_MAX } from '#common/team-rules.ts';

// One schema per wizard step, shared by the form (Conform) and the JSON API. Messages are keys
// under errors:fields.*. Rules that need the clock (dates in the past) are checked in the service.

// A required line of text between min and max characters (after trimming).
const requiredLine = (min: number, max: number) => required(line(max)).min(min, { error: 'too_short' });
// A required text of several lines (a description).
const requiredText = (min: number, max: number) => required(text(max)).min(min, { error: 'too_short' });

/** Whole numbers as people type them ("198.000"), or JSON numbers. */
const int = wholeNumber;

const day = dayInput();

/**
 * Cross-field checks run even when a field failed (zod skips them by default), so a step shows
 * all its errors at once (docs/rules/listing-wizard.md). Their values may then be raw input:
 * each check looks at the types it compares.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' });

const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'invalid' }))
    .max(values.length)
    .optional()
    .transform((v) => [...new Set(v ?? [])]);

export const locationSchema = z
  .object({
    street: requiredLine(2, 100),
    houseNumber: required(line(20)).regex(/^\d{1,4}[a-zA-Z]?(-\d{1,4}[a-zA-Z]?)?$/, { error: 'house_number_invalid' }),
    unit: optional(line(30)),
    postcode: required(line(10)).refine(isPostcode, {
      error: 'postcode_unknown',
    }),
    fastanumer: optional(line(12)).pipe(
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (!v) return undefined;
          const normal = normalizeFastanumer(v);
          if (!normal) {
            ctx.addIssue({ code: 'custom', message: 'fastanumer_invalid' });
            return z.NEVER;
          }
          return normal;
        }),
    ),
  })
  .meta({ id: 'ListingLocation' });

/**
 * Starting a listing through the API: the address, and optionally the team it belongs to (a
 * slug; null: personally), overriding the team mode (docs/rules/team-mode.md).
 */
export const listingCreateSchema = locationSchema
  .extend({
    team: z
      .string({ error: 'invalid' })
      .max(SLUG_MAX, { error: 'invalid' })
      .nullable()
      .optional()
      .describe('The team (slug) the listing belongs to; null: you personally; left out: your team mode decides'),
  })
  .meta({ id: 'ListingCreate' });

export const propertySchema = z
  .object({
    type: z.enum(PROPERTY_TYPES, { error: 'required' }),
    sizeM2: decimalNumber((n) => n.min(1, { error: 'size_too_small' }).max(5000, { error: 'number_too_large' })).transform(
      (v) => Math.round(v * 10) / 10,
    ),
    rooms: int(1, 30),
    bedrooms: int(0, 20),
    bathrooms: int(0, 10),
    floor: int(-3, 60).optional(),
    elevator: z.boolean().optional().default(false),
    yearBuilt: int(1800, 2100).optional(),
    amenities: list(AMENITIES),
  })
  .superRefine((value, ctx) => {
    const { bedrooms, rooms } = value as { bedrooms: unknown; rooms: unknown };
    if (typeof bedrooms === 'number' && typeof rooms === 'number' && bedrooms > rooms)
      ctx.addIssue({ code: 'custom', path: ['bedrooms'], message: 'bedrooms_over_rooms' });
  }, always)
  .meta({ id: 'ListingProperty' });

export const descriptionSchema = z
  .object({
    titleIs: requiredLine(5, 100),
    descriptionIs: requiredText(30, 5000),
    titleEn: optional(line(100)),
    descriptionEn: optional(text(5000)),
  })
  .superRefine((value, ctx) => {
    // English is optional, but half of it is not: a title needs its text and the other way round.
    if (value.titleEn && !value.descriptionEn) ctx.addIssue({ code: 'custom', path: ['descriptionEn'], message: 'required' });
    if (value.descriptionEn && !value.titleEn) ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'required' });
  }, always)
  .meta({ id: 'ListingDescription' });

export const houseRulesSchema = z
  .object({
    petsAllowed: z.boolean().optional().default(false),
    smokingAllowed: z.boolean().optional().default(false),
    sublettingAllowed: z.boolean().optional().default(false),
    maxOccupants: int(1, 30),
    quietFrom: time.optional(),
    quietTo: time.optional(),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.quietFrom) !== Boolean(value.quietTo)) {
      ctx.addIssue({ code: 'custom', path: [value.quietFrom ? 'quietTo' : 'quietFrom'], message: 'required' });
    }
  }, always)
  .meta({ id: 'ListingHouseRules' });

export const pricingSchema = z
  .object({
    rentIsk: int(1, 10_000_000),
    securityType: z.enum(SECURITY_TYPES, { error: 'required' }),
    securityMonths: decimalNumber((n) =>
      n
        .min(0, { error: 'number_too_small' })
        .max(MAX_SECURITY_MONTHS, { error: 'security_over_limit' })
        .multipleOf(0.5, { error: 'security_half_months' }),
    )
      .optional()
      .default(0),
    availableFrom: day,
    leaseType: z.enum(LEASE_TYPES, { error: 'required' }),
    leaseMonths: int(1, 120).optional(),
    utilitiesIncluded: list(UTILITIES),
    /** "Yes, this is right": a rent outside the plausible range for the size and region is kept (common/rent-plausibility.ts). */
    rentConfirmed: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.leaseType === 'fixed' && value.leaseMonths === undefined)
      ctx.addIssue({ code: 'custom', path: ['leaseMonths'], message: 'required' });
    const chosen = (SECURITY_TYPES as readonly unknown[]).includes(value.securityType);
    if (chosen && value.securityType !== 'none' && value.securityMonths === 0)
      ctx.addIssue({ code: 'custom', path: ['securityMonths'], message: 'required' });
  }, always)
  .transform((value) => ({
    ...value,
    securityMonths: value.securityType === 'none' ? 0 : value.securityMonths,
    leaseMonths: value.leaseType === 'fixed' ? value.leaseMonths : undefined,
  }))
  // The refinement above, as the document says it (JSON Schema's if/then): a fixed lease needs its
  // months, a security other than none needs more than 0 months.
  .meta({
    id: 'ListingPricing',
    allOf: [
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
      { if: { properties: { leaseType: { const: 'fixed' } }, required: ['leaseType'] }, then: { required: ['leaseMonths'] } },
      {
        if: { properties: { securityType: { enum: SECURITY_TYPES.filter((t) => t !== 'none') } }, required: ['securityType'] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
        then: { required: ['securityMonths'], properties: { securityMonths: { exclusiveMinimum: 0 } } },
      },
    ],
  });

export const STEP_SCHEMAS = {
  property: propertySchema,
  description: descriptionSchema,
  'house-rules': houseRulesSchema,
  pricing: pricingSchema,
} as const;

/** The amenities alone (the management page edits them without the other property facts). */
export const amenitiesSchema = z.object({ amenities: list(AMENITIES) }).meta({ id: 'ListingAmenities' });

const clock = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).pipe(time);

/** One weekly viewing window: day 1 = Monday … 7 = Sunday, from before to. */
const viewingHour = z.object({ day: int(1, 7), from: clock, to: clock }).superRefine((value, ctx) => {
  if (value.from >= value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'time_order' });
});

/** Availability window and viewing hours (API, PUT: what is sent replaces what was there). */
export const dateTimeSchema = z
  .object({
    availableUntil: day.optional(),
    viewingHours: z.array(viewingHour).max(7, { error: 'too_many_rows' }).optional().default([]),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.viewingHours.forEach((row, index) => {
      if (seen.has(row.day)) ctx.addIssue({ code: 'custom', path: ['viewingHours', index, 'day'], message: 'day_repeated' });
      seen.add(row.day);
    });
  })
  .transform((value) => ({ ...value, viewingHours: [...value.viewingHours].sort((a, b) => a.day - b.day) }))
  .meta({ id: 'ListingDateTime' });

/** The page's form: one row per weekday (index 0 = Monday); a row left empty means no viewing. */
export const dateTimeFormSchema = z
  .object({
    availableUntil: day.optional(),
    hours: z
      .array(
        z.object({ day: int(1, 7), from: time.optional(), to: time.optional() }).superRefine((value, ctx) => {
          if (value.from && !value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
          if (value.to && !value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
          if (value.from && value.to && value.from >= value.to)
            ctx.addIssue({ code: 'custom', path: ['to'], message: 'time_order' });
        }),
      )
      .max(7)
      .optional()
      .default([]),
  })
  .transform((value) => ({
    availableUntil: value.availableUntil,
    viewingHours: value.hours.flatMap((h) => (h.from && h.to ? [{ day: h.day, from: h.from, to: h.to }] : [])),
  }));
