import { z } from 'zod';
import {
  CONTRACT_SECURITY_TYPES,
  COST_PAYERS,
  INDEX_TYPES,
  INSPECTORS,
  PARTY_ROLES,
  PAYMENT_DAYS,
  PAYMENT_METHODS,
  PET_RULES,
  PROPERTY_CATEGORIES,
  PROPERTY_CLASSES,
  TERM_KINDS,
} from '#common/contract-model.ts';
import { MAX_OTHER_COSTS } from '#common/contract-rules.ts';
import { isDay, line, text } from '#common/input.ts';
import { parseDecimal, parseWhole } from '#common/number-parse.ts';

// One schema per wizard step (docs/rules/contracts.md "The wizard"), shared by the step forms
// (Conform: form data) and the JSON API (PUT /api/rental-contracts/{id}/steps/{step}/). A draft
// may be incomplete, so every field may be left empty (null). The schemas only refuse what is not
// a value at all (a word where a number goes, an impossible date, control characters); the legal
// rules (REGISTRY.md, 37. and 40. gr.) are contractIssues' (common/contract-rules.ts), asked by
// contract-steps.service.ts on the would-be draft. Messages are keys under errors:fields.*.

/** Empty (missing, "" or blanks) is null. */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? null : value;

const optLine = (max = 200) =>
  z
    .preprocess(blankToNull, line(max).nullable())
    .optional()
    .transform((v) => v ?? null);
const optText = (max = 5000) =>
  z
    .preprocess(blankToNull, text(max).nullable())
    .optional()
    .transform((v) => v ?? null);

/** A number as people type it ("289.000 kr.", "68,4": common/number-parse.ts); JSON numbers as they are. */
function readNumber(value: unknown, whole: boolean): unknown {
  if (typeof value !== 'string') return value;
  const parsed = whole ? parseWhole(value) : parseDecimal(value);
  return parsed === 'invalid' ? value : parsed;
}

const number = (whole: boolean) =>
  z
    .preprocess(
      (v) => readNumber(blankToNull(v), whole),
      z.number({ error: 'number_invalid' }).refine(Number.isFinite, { error: 'number_invalid' }).nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

/** Whole krónur (rent, security, costs). */
const isk = () => number(true).refine((v) => v === null || Number.isInteger(v), { error: 'whole_number' });
/** A count (rooms, detectors). */
const count = () => number(true).refine((v) => v === null || Number.isInteger(v), { error: 'whole_number' });

const optDay = () =>
  z
    .preprocess(blankToNull, z.string().trim().refine(isDay, { error: 'date_invalid' }).nullable())
    .optional()
    .transform((v) => v ?? null);

/** A yes/no box: "on" from a form, a boolean from JSON; unticked is false. */
const flag = () =>
  z
    .preprocess(
      (v) => (v === 'on' || v === 'true' ? true : v === undefined || v === '' || v === 'false' ? false : v),
      z.boolean(),
    )
    .optional()
    .transform((v) => v ?? false);

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .preprocess(blankToNull, z.enum(values, { error: 'invalid' }).nullable())
    .optional()
    .transform((v) => (v ?? fallback) as T[number]);

/** An optional id (a payout method, a party): empty is null. */
const optId = () =>
  z
    .preprocess(blankToNull, z.uuid({ error: 'invalid' }).nullable())
    .optional()
    .transform((v) => v ?? null);

const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max, { error: 'too_many' })
    .optional()
    .transform((v) => v ?? []);

// ---------------------------------------------------------------------------------------------

export const partyInputSchema = z.object({
  id: optId().describe('An existing party (keeps its account link); left out: a new party'),
  role: z.enum(PARTY_ROLES, { error: 'invalid' }),
  name: optLine(120),
  kennitala: optLine(20),
  email: optLine(254),
  phone: optLine(30),
  address: optLine(200),
  companyName: optLine(120),
  companyKennitala: optLine(20),
  /** A representative signs for their side only when this is ticked; landlords and tenants always sign. */
  signs: flag(),
});

export const partiesStepSchema = z
  .object({
    parties: list(partyInputSchema, 20),
    signatoryUserId: optId().describe("A team landlord's named signatory: a member whose role grants contract.sign"),
  })
  .meta({ id: 'RentalContractPartiesStep' });

export const unitInputSchema = z.object({
  fastanumer: optLine(12),
  unitCode: optLine(20),
  sizeM2: number(false),
  rooms: count(),
  usage: optLine(60),
});

export const dateTimeStepSchema = z
  .object({
    address: optLine(200),
    postcode: optLine(10),
    municipality: optLine(100),
    category: choice(PROPERTY_CATEGORIES, 'dwelling'),
    propertyClass: choice(PROPERTY_CLASSES, 'general'),
    units: list(unitInputSchema, 20),
    propertyDescription: optText(3000),
    startDate: optDay(),
    termKind: choice(TERM_KINDS, 'fixed'),
    endDate: optDay(),
    handoverDate: optDay(),
  })
  .meta({ id: 'RentalContractDateTimeStep' });

const meteredInput = z
  .object({
    payer: choice(COST_PAYERS, 'tenant'),
    meterNumber: optLine(30),
    meterReading: optLine(30),
    readingDate: optDay(),
  })
  .optional()
  .transform((v) => v ?? { payer: 'tenant' as const, meterNumber: null, meterReading: null, readingDate: null });

export const priceStepSchema = z
  .object({
    rentIsk: isk(),
    indexType: choice(INDEX_TYPES, 'none'),
    indexBaseMonth: optDay(),
    housingFund: z
      .object({ payer: choice(COST_PAYERS, 'landlord'), amountIsk: isk() })
      .optional()
      .transform((v) => v ?? { payer: 'landlord' as const, amountIsk: null }),
    electricity: meteredInput,
    heating: meteredInput,
    otherCosts: list(z.object({ description: optLine(100), amountIsk: isk() }), MAX_OTHER_COSTS + 2),
  })
  .meta({ id: 'RentalContractPriceStep' });

export const paymentsStepSchema = z
  .object({
    paymentDay: choice(PAYMENT_DAYS, 'first'),
    paymentDayOther: optLine(200),
    paymentMethod: choice(PAYMENT_METHODS, 'bank_transfer'),
    paymentMethodOther: optLine(200),
    payoutMethodId: optId(),
    securityType: choice(CONTRACT_SECURITY_TYPES, 'none'),
    securityProvider: optLine(120),
    securityDescription: optLine(500),
    securityAmountIsk: isk(),
  })
  .meta({ id: 'RentalContractPaymentsStep' });

export const rulesStepSchema = z
  .object({
    pets: choice(PET_RULES, 'not_allowed'),
    smokingAllowed: flag(),
    sublettingAllowed: flag(),
    houseRules: optText(5000),
    specialProvisions: optText(5000),
    fixedTermNoticeGrounds: optText(2000),
    smokeDetectors: count(),
    fireExtinguishers: count(),
    fireBlanket: flag(),
    escapeRoute: flag(),
    inspection: choice(INSPECTORS, 'parties'),
    inspectorName: optLine(120),
    conditionDescription: optText(5000),
  })
  .meta({ id: 'RentalContractRulesStep' });

/** The steps that take input (finish only shows the contract). */
export const STEP_INPUT_SCHEMAS = {
  parties: partiesStepSchema,
  'date-time': dateTimeStepSchema,
  price: priceStepSchema,
  payments: paymentsStepSchema,
  rules: rulesStepSchema,
} as const;

export type InputStep = keyof typeof STEP_INPUT_SCHEMAS;
export type StepInputs = { [S in InputStep]: z.output<(typeof STEP_INPUT_SCHEMAS)[S]> };

export function isInputStep(step: string): step is InputStep {
  return Object.hasOwn(STEP_INPUT_SCHEMAS, step);
}

/**
 * A team's default terms (/teams/{slug}/settings/contracts): payment day and method, security
 * type and months, pets, smoking, subletting, house rules, fire safety and special provisions.
 */
export const contractDefaultsSchema = z
  .object({
    paymentDay: choice(PAYMENT_DAYS, 'first'),
    paymentDayOther: optLine(200),
    paymentMethod: choice(PAYMENT_METHODS, 'bank_transfer'),
    paymentMethodOther: optLine(200),
    securityType: choice(CONTRACT_SECURITY_TYPES, 'none'),
    securityMonths: number(false).refine((v) => v === null || (v >= 0 && v <= 3), { error: 'security_over_limit' }),
    pets: choice(PET_RULES, 'not_allowed'),
    smokingAllowed: flag(),
    sublettingAllowed: flag(),
    houseRules: optText(5000),
    smokeDetectors: count().refine((v) => v === null || v >= 0, { error: 'number_too_small' }),
    fireExtinguishers: count().refine((v) => v === null || v >= 0, { error: 'number_too_small' }),
    fireBlanket: flag(),
    escapeRoute: flag(),
    specialProvisions: optText(5000),
  })
  .meta({ id: 'TeamContractDefaults' });

export type ContractDefaultsInput = z.output<typeof contractDefaultsSchema>;
