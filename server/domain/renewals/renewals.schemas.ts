import { z } from 'zod';
import { RENT_MAX_ISK, RENT_MIN_ISK } from '#common/contract-rules.ts';
import { day, optional, text, wholeNumber } from '#common/input.ts';
import { isReasonTextRequired, NOT_RENEW_REASONS, RENEWAL_KINDS, RENEWAL_STATUSES } from '#common/renewal-rules.ts';

// One schema per input, shared by the forms (Conform) and the JSON API. Messages are keys under
// errors:fields.*. Rules that need the contract or the clock (the new end after the old one, the
// renewal window of 51. gr.) are checked in renewals.service.ts.

export const RENEWAL_MESSAGE_MAX = 2000;
export const REASON_TEXT_MAX = 1000;
export const RENEWAL_TERM_KINDS = ['fixed', 'indefinite'] as const;

const required = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid');

export const renewalOfferSchema = z
  .object({
    termKind: z.enum(RENEWAL_TERM_KINDS, { error: required }).describe('fixed (with endDate) or indefinite'),
    endDate: day().optional().describe('The last day of the renewed fixed term (YYYY-MM-DD)'),
    rentIsk: wholeNumber(RENT_MIN_ISK, RENT_MAX_ISK).describe('The monthly rent of the renewed lease, whole krónur'),
    message: optional(text(RENEWAL_MESSAGE_MAX)).describe('A note to the tenant'),
  })
  .superRefine((value, ctx) => {
    if (value.termKind === 'fixed' && value.endDate === undefined)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'contract_end_missing' });
  })
  .meta({ id: 'RenewalOfferInput' });
export type RenewalOfferInput = Omit<z.output<typeof renewalOfferSchema>, 'message'> & { message?: string };

export const notRenewSchema = z
  .object({
    reasonCode: z.enum(NOT_RENEW_REASONS, { error: required }).describe(`The ground of 51. gr.: ${NOT_RENEW_REASONS.join(', ')}`),
    reasonText: optional(text(REASON_TEXT_MAX)).describe('The landlord’s words (needed for tenant_breach and other_lawful)'),
  })
  .superRefine((value, ctx) => {
    if (isReasonTextRequired(value.reasonCode) && value.reasonText === undefined)
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'required' });
  })
  .meta({ id: 'RenewalNotRenewInput' });
export type NotRenewInput = Omit<z.output<typeof notRenewSchema>, 'reasonText'> & { reasonText?: string };

export const renewalAnswerSchema = z
  .object({ message: optional(text(RENEWAL_MESSAGE_MAX)).describe('A note to the other side') })
  .meta({ id: 'RenewalAnswerInput' });
export type RenewalAnswerInput = { message?: string };

const requestDtoSchema = z
  .object({
    id: z.string(),
    contractId: z.string(),
    kind: z.enum(RENEWAL_KINDS),
    status: z.enum(RENEWAL_STATUSES),
    proposal: z
      .object({
        termKind: z.enum(RENEWAL_TERM_KINDS),
        startDate: z.string(),
        endDate: z.string().nullable(),
        rentIsk: z.number().int(),
      })
      .nullable(),
    message: z.string().nullable(),
    reason: z.object({ code: z.enum(NOT_RENEW_REASONS), text: z.string().nullable(), article: z.string() }).nullable(),
    sentAt: z.string(),
    contractEndDate: z.string(),
    noticeDeadline: z.string().describe('The end date less 3 calendar months (51. gr.)'),
    late: z.boolean().describe('Given after the notice deadline (still valid as a notice, shown as late)'),
    answerDue: z.string().nullable().describe('An offer: the last day to accept (sent + 30 days, 51. gr.)'),
    respondedAt: z.string().nullable(),
    responseMessage: z.string().nullable(),
    newContractId: z.string().nullable().describe('The contract draft made when the offer was accepted'),
    article: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'RenewalRequest' });

export { requestDtoSchema as renewalRequestDtoSchema };

export const renewalOverviewDtoSchema = z
  .object({
    contractId: z.string(),
    reference: z.string(),
    address: z.string().nullable(),
    phase: z.enum(['not_applicable', 'early', 'open', 'late', 'ended']),
    endDate: z.string().nullable(),
    noticeDeadline: z.string().nullable(),
    promptFrom: z.string().nullable(),
    lateToday: z.boolean(),
    article: z.string(),
    open: requestDtoSchema.nullable(),
    accepted: requestDtoSchema.nullable(),
    requests: z.array(requestDtoSchema),
    rentIsk: z.number().int().nullable(),
    can: z.object({
      offer: z.boolean(),
      notRenew: z.boolean(),
      respond: z.boolean(),
      withdraw: z.boolean(),
      manage: z.boolean(),
    }),
  })
  .meta({ id: 'RenewalOverview' });
