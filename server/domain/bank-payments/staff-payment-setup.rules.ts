import { z } from 'zod';
import { addDays } from '#common/contract-rules.ts';
import { id, isDay, text } from '#common/input.ts';
import { PAYMENT_SERVICE_CODES } from '#common/payment-service.ts';

// Staff setting up a contract's payment service (docs/rules/payment-service.md "Set up by
// staff"): the inputs of each step and the pure rules between them. The service
// (staff-setup.service.ts) checks the ids against the contract.

export const SETUP_STEPS = ['bank-information', 'payment-schedule', 'payment-services'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Step 1: who pays (a tenant party) and where the landlord's money goes (their payout method). */
export const setupBankSchema = z
  .object({
    payer_party_id: z
      .preprocess((v) => (v === '' ? undefined : v), id().optional())
      .refine((v) => v !== undefined, {
        error: 'payment_setup_payer_missing',
      }),
    payout_method_id: z
      .preprocess((v) => (v === '' ? undefined : v), id().optional())
      .refine((v) => v !== undefined, { error: 'payout_method_unknown' }),
  })
  .transform((v) => ({ payer_party_id: v.payer_party_id as string, payout_method_id: v.payout_method_id as string }))
  .meta({ id: 'PaymentSetupBank' });
export type SetupBankInput = z.output<typeof setupBankSchema>;

export const EXCLUDE_REASON_MAX = 500;

/** Step 2, one month: leave it out of the service (with the reason) or put it back. */
export const setupMonthSchema = z
  .discriminatedUnion('include', [
    z.object({ include: z.literal(true) }),
    z.object({
      include: z.literal(false),
      reason: text(EXCLUDE_REASON_MAX).min(1, { error: 'payment_setup_reason_missing' }),
    }),
  ])
  .meta({ id: 'PaymentSetupMonth' });
export type SetupMonthInput = z.output<typeof setupMonthSchema>;

/** The same from a page's form: `include` is "yes" or "no". */
export function monthInputFromForm(form: { include?: unknown; reason?: unknown }): unknown {
  return form.include === 'yes' ? { include: true } : { include: false, reason: form.reason ?? '' };
}

/** Step 3: the service from the catalogue. */
export const setupServiceSchema = z
  .object({ service: z.enum(PAYMENT_SERVICE_CODES, { error: 'payment_service_unknown' }) })
  .meta({ id: 'PaymentSetupService' });
export type SetupServiceInput = z.output<typeof setupServiceSchema>;

/** A month's date in a path: a real day, else the month is not found. */
export function isMonthDate(value: string | undefined): value is string {
  return typeof value === 'string' && isDay(value);
}

/** The day the bank claim is made: `claimDaysBefore` days before the due date. */
export function claimDate(dueDate: string, claimDaysBefore: number): string {
  return addDays(dueDate, -claimDaysBefore);
}

export interface DraftFacts {
  payerPartyId: string | null;
  payoutMethodId: string | null;
  serviceCode: string | null;
  scheduleReviewed: boolean;
}

/** Each step's state and what is missing before staff can confirm. */
export function setupProgress(draft: DraftFacts): { steps: Record<SetupStep, boolean>; missing: string[] } {
  const steps: Record<SetupStep, boolean> = {
    'bank-information': draft.payerPartyId !== null && draft.payoutMethodId !== null,
    'payment-schedule': draft.scheduleReviewed,
    'payment-services': draft.serviceCode !== null,
  };
  const missing: string[] = [];
  if (draft.payerPartyId === null) missing.push('payer');
  if (draft.payoutMethodId === null) missing.push('payout_method');
  if (!draft.scheduleReviewed) missing.push('schedule');
  if (draft.serviceCode === null) missing.push('service');
  return { steps, missing };
}
