import { z } from 'zod';
import { PARTY_ROLES } from '#common/contract-model.ts';
import { day, optional, text, wholeNumber } from '#common/input.ts';
import {
  DEFAULT_EXPIRY_DAYS,
  MAX_EXPIRY_DAYS,
  MAX_OFFER_RENT_ISK,
  MAX_TERM_MONTHS,
  MIN_EXPIRY_DAYS,
  MIN_OFFER_RENT_ISK,
  MIN_TERM_MONTHS,
  OFFER_SECURITY_TYPES,
  OFFER_STATUSES,
} from '#common/offer-rules.ts';
import { whoseSchema } from '../teams/whose.schemas.ts';

// One schema per input, shared by the forms (Conform) and the JSON API. Messages are keys under
// errors:fields.*. Rules that need the listing, the rent or the clock (40. gr., a start date in
// the past) are checked in the service (offers.service.ts).

export const MESSAGE_MAX = 2000;
export const LEASE_KINDS = ['fixed', 'indefinite'] as const;

/** Whole numbers as people type them ("198.000"), or JSON numbers. */
const int = wholeNumber;

export const offerCreateSchema = z
  .object({
    rentIsk: int(MIN_OFFER_RENT_ISK, MAX_OFFER_RENT_ISK).describe('Monthly rent in whole krónur'),
    startDate: day().describe('The first day of the lease (YYYY-MM-DD), today or later'),
    leaseType: z.enum(LEASE_KINDS, { error: 'invalid' }).describe('fixed (with termMonths) or indefinite'),
    termMonths: int(MIN_TERM_MONTHS, MAX_TERM_MONTHS).optional().describe('The fixed term in months (fixed leases only)'),
    securityType: z.enum(OFFER_SECURITY_TYPES, { error: 'invalid' }),
    securityAmountIsk: int(0, 3 * MAX_OFFER_RENT_ISK)
      .optional()
      .describe("Whole krónur: at most 3 months' rent, a mutual fund fee at most 10% of one month's rent (40. gr.); 0 for none"),
    expiryDays: int(MIN_EXPIRY_DAYS, MAX_EXPIRY_DAYS)
      .optional()
      .describe(`Days the tenant has to answer (default ${DEFAULT_EXPIRY_DAYS})`),
    message: optional(text(MESSAGE_MAX)).describe('A note to the tenant'),
  })
  .superRefine((value, issue) => {
    if (value.leaseType === 'fixed' && value.termMonths === undefined)
      issue.addIssue({ code: 'custom', path: ['termMonths'], message: 'term_required' });
    if (value.securityType !== 'none' && value.securityAmountIsk === undefined)
      issue.addIssue({ code: 'custom', path: ['securityAmountIsk'], message: 'required' });
  })
  .meta({ id: 'OfferInput' });
export type OfferCreate = z.infer<typeof offerCreateSchema>;

/** The tenant's or the landlord's words when declining or withdrawing (optional). */
export const offerAnswerSchema = z
  .object({ message: optional(text(MESSAGE_MAX)).describe('A reason, shown to the other side') })
  .meta({ id: 'OfferAnswer' });
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

export const offerStatusFilter = z.enum(OFFER_STATUSES);

const contractDraftSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    rent_isk: z.number().int().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable().describe('The last day of a fixed term, or null for an indefinite lease'),
    term_months: z.number().int().nullable(),
    security_type: z.string().nullable(),
    security_amount_isk: z.number().int().nullable(),
    parties: z.array(z.object({ user_id: z.string().nullable(), name: z.string(), role: z.enum(PARTY_ROLES) })),
    created_at: z.string(),
  })
  .meta({ id: 'RentalContractDraft' });

export const offerDtoSchema = z
  .object({
    id: z.string(),
    application_id: z.string(),
    listing: z.object({ id: z.string(), title: z.string(), address: z.string(), town: z.string().nullable() }),
    tenant: z.object({ id: z.string(), name: z.string() }),
    landlord_name: z.string(),
    status: z.enum(OFFER_STATUSES).describe('A sent offer past expires_at reads as expired'),
    rent_isk: z.number().int(),
    start_date: z.string(),
    term_months: z.number().int().nullable().describe('null: an indefinite lease'),
    end_date: z.string().nullable(),
    security_type: z.enum(OFFER_SECURITY_TYPES),
    security_amount_isk: z.number().int(),
    message: z.string().nullable(),
    response_message: z.string().nullable(),
    expires_at: z.string(),
    responded_at: z.string().nullable(),
    created_at: z.string(),
    contract: contractDraftSchema.nullable().describe('The rental contract draft stored when the offer was accepted'),
    whose: whoseSchema
      .optional()
      .describe('In the lists of the landlord side: whose the listing is (yours or a team’s) and who looks after it'),
  })
  .meta({ id: 'Offer' });

export const offerPageSchema = z
  .object({
    items: z.array(offerDtoSchema),
    next_cursor: z.string().nullable().describe('Pass as ?cursor= for the next (older) page; null on the last'),
  })
  .meta({ id: 'OfferPage' });
