import { z } from 'zod';
import { day, text } from '#common/input.ts';
import { defineList, filter, parseList, type QueryOf } from '#common/list-kit.ts';
import {
  DEMAND_KINDS,
  LANDLORD_REASONS,
  NOTICE_PROPERTY_KINDS,
  RESCISSION_CASES,
  TERMINATION_KINDS,
  TERMINATION_SIDES,
  TERMINATION_STATUSES,
} from '#common/termination-rules.ts';

// The inputs of ending a contract (forms and the JSON API alike) and the API's answers.
// Messages are keys under errors:fields.*.

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && !value.trim()) ? undefined : value);

const optText = (max = 2000) => z.preprocess(blankToUndefined, text(max).optional());
const optDay = () => z.preprocess(blankToUndefined, day().optional());

/** Notice on an indefinite lease (or a fixed-term one with special grounds): the reason, for a landlord. */
export const noticeInputSchema = z.object({
  reasonCode: z.preprocess(blankToUndefined, z.enum(LANDLORD_REASONS, { error: 'required' }).optional()),
  reasonText: optText(),
});

/** A mutual end date proposed to the other side. */
export const negotiateInputSchema = z.object({
  proposedEndDate: day(),
  message: optText(),
});

/** Rescission (61. gr.): what happened, and the day it takes effect (empty: on delivery). */
export const rescissionInputSchema = z.object({
  reasonText: z.preprocess((v) => (v === null ? undefined : v), text(2000).min(1, { error: 'required' })),
  effectiveDate: optDay(),
});

/** The API's one body for a new request. */
export const terminationCreateSchema = z.discriminatedUnion('kind', [
  noticeInputSchema.extend({ kind: z.literal('default') }),
  negotiateInputSchema.extend({ kind: z.literal('negotiate') }),
  rescissionInputSchema.extend({ kind: z.literal('violate'), case: z.enum(RESCISSION_CASES) }),
]);
export type TerminationCreateInput = z.output<typeof terminationCreateSchema>;

/** The counterparty's answer to a proposal: accept, reject, or counter with another date. */
export const terminationRespondSchema = z.object({
  answer: z.enum(['accept', 'reject', 'counter'], { error: 'required' }),
  message: optText(),
  proposedEndDate: optDay(),
});
export type TerminationRespondInput = z.output<typeof terminationRespondSchema>;

/** A payment demand (the unpaid months are the contract's overdue months) or a written warning. */
export const demandCreateSchema = z.object({
  kind: z.enum(DEMAND_KINDS),
  text: optText(),
});
export type DemandCreateInput = z.output<typeof demandCreateSchema>;

const dayOut = z.string().describe('YYYY-MM-DD');

export const noticeRuleSchema = z.object({
  months: z.number().int(),
  article: z.string(),
  basis: z.enum([...NOTICE_PROPERTY_KINDS, 'company_long_lease', 'fixed_term_special']),
  runsFrom: dayOut,
});

export const terminationDtoSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: z.enum(TERMINATION_KINDS),
  case: z.enum(RESCISSION_CASES).nullable(),
  fromSide: z.enum(TERMINATION_SIDES),
  status: z.enum(TERMINATION_STATUSES),
  reasonCode: z.enum(LANDLORD_REASONS).nullable(),
  reasonText: z.string().nullable(),
  noticeDate: dayOut,
  proposedEndDate: dayOut.nullable(),
  legalEndDate: dayOut.nullable().describe('The end the law gives, or the agreed or effective end'),
  rule: noticeRuleSchema.nullable(),
  counterOfId: z.string().nullable(),
  counteredById: z.string().nullable().describe('The counter-proposal answering this one'),
  binding: z.boolean(),
  sentAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  responseText: z.string().nullable(),
  createdAt: z.string(),
  can: z.object({ send: z.boolean(), respond: z.boolean(), withdraw: z.boolean() }),
});

export const demandDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(DEMAND_KINDS),
  months: z.array(dayOut),
  amountIsk: z.number().int().nullable(),
  text: z.string().nullable(),
  sentAt: z.string(),
  deadline: dayOut.nullable(),
  status: z.enum(['open', 'paid', 'expired', 'sent']),
});

export const terminationOverviewSchema = z.object({
  contractId: z.string(),
  reference: z.string(),
  contractStatus: z.string(),
  termKind: z.enum(['fixed', 'indefinite']),
  endDate: dayOut.nullable(),
  sides: z.array(z.enum(TERMINATION_SIDES)).describe('The sides you may act for'),
  notice: z
    .discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), rule: noticeRuleSchema, endDate: dayOut, side: z.enum(TERMINATION_SIDES) }),
      z.object({ ok: z.literal(false), code: z.string(), article: z.string() }),
    ])
    .nullable(),
  cases: z.array(z.object({ case: z.enum(RESCISSION_CASES), precondition: z.string(), met: z.boolean() })),
  binding: terminationDtoSchema.nullable(),
  requests: z.array(terminationDtoSchema),
  demands: z.array(demandDtoSchema),
  canDemand: z.boolean(),
});

export const staffTerminationPageSchema = z.object({
  items: z.array(terminationDtoSchema.omit({ can: true }).extend({ reference: z.string(), address: z.string().nullable() })),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
});

/** /man/…/contract-terminations: status (never draft) and kind; a short list, paged by number (the list kit). */
export const staffTerminationList = defineList({
  filters: {
    status: filter.enum(TERMINATION_STATUSES.filter((s) => s !== 'draft')),
    kind: filter.enum(TERMINATION_KINDS),
  },
  paging: 'offset',
});

/** Staff's list filters from the address (?status=&kind=&page=): anything unknown is dropped. */
export function parseStaffTerminationQuery(params: URLSearchParams): QueryOf<typeof staffTerminationList> {
  return parseList(staffTerminationList, params);
}

export type TerminationDto = z.infer<typeof terminationDtoSchema>;
export type TerminationOverview = z.infer<typeof terminationOverviewSchema>;
