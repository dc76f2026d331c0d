import { z } from 'zod';
import { isDay, wholeNumber } from '#common/input.ts';
import { RENT_PAYMENT_STATUSES } from '#common/rent-schedule-dtos.ts';

/** The largest amount one month can be marked paid with (ten times the registry's highest rent). */
export const MARK_PAID_MAX_ISK = 50_000_000;

/** Marking a month paid by hand: the amount received and the day it came. */
export const markPaidSchema = z
  .object({
    amountIsk: wholeNumber(1, MARK_PAID_MAX_ISK).describe('Whole krónur ("198.000" is read as written)'),
    paidOn: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required', abort: true })
      .refine(isDay, { error: 'date_invalid' })
      .describe('The day the money came, YYYY-MM-DD (not in the future)'),
  })
  .meta({ id: 'RentPaymentMarkPaid' });
export type MarkPaidInput = z.output<typeof markPaidSchema>;

const paymentSchema = z.object({
  id: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  baseAmountIsk: z.number().int(),
  amountIsk: z.number().int(),
  indexMonth: z.string().nullable(),
  indexValue: z.number().nullable(),
  status: z.enum(RENT_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  paidAmountIsk: z.number().int().nullable().describe('The money received for the month (the sum of its receipts)'),
  owedIsk: z.number().int().describe('Still owed: due less what was paid and the credit applied'),
  creditInIsk: z.number().int().describe('Credit from earlier overpaid months applied to this month'),
  heldCreditIsk: z.number().int().describe('Paid above what was due, not yet applied to a later month'),
  receipts: z
    .array(
      z.object({
        id: z.string(),
        number: z.string().describe('The receipt number, K-<year>-<number>'),
        amountIsk: z.number().int(),
        paidAt: z.string(),
        source: z.enum(['manual', 'bank']),
      }),
    )
    .describe('Each payment received, part payments included'),
  paidBy: z.enum(['hand', 'bank']).nullable(),
  canUndo: z.boolean(),
});

export const rentPaymentDtoSchema = paymentSchema.meta({ id: 'RentPayment' });

export const rentScheduleDtoSchema = z
  .object({
    contractId: z.string(),
    reference: z.string(),
    rentIsk: z.number().int().nullable(),
    indexed: z
      .object({
        baseMonth: z.string(),
        baseValue: z.number(),
        currentMonth: z.string().nullable(),
        currentValue: z.number().nullable(),
        changePercent: z.number().nullable(),
        article: z.literal('37. gr.'),
      })
      .nullable()
      .describe('Index-linked contracts: the base month and value, the index the rent follows now, the change'),
    payments: z.array(paymentSchema),
    creditIsk: z.number().int().describe('Credit the tenant has on the contract, not yet applied to a month'),
    can: z.object({ mark: z.boolean() }),
  })
  .meta({ id: 'RentSchedule' });
