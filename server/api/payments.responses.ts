import { z } from 'zod';
import { CLAIM_STATUSES, PAYOUT_STATUSES } from '#common/payment-service.ts';
import { RENT_PAYMENT_STATUSES } from '#common/rent-schedule-dtos.ts';
import { keysetPage } from './responses.ts';

// What the payment service and staff's payment pages answer: a lease's payment-service view,
// staff's rent months, claims, settings, overview and service catalogue.

const krónur = () => z.number().int();
const fee = z.object({ basis_points: z.number().int(), fixed_isk: krónur() }).meta({ id: 'PaymentFee' });
const feeExample = z
  .object({ gross_isk: krónur(), fee_isk: krónur(), net_isk: krónur() })
  .describe('What the fee makes of this contract’s rent');
const bank = z.enum(['simulator', 'http']);
const perStatus = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object(Object.fromEntries(statuses.map((s) => [s, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const paymentServiceViewSchema = z
  .object({
    contract_id: z.uuid(),
    available: z.boolean().describe('The contract’s payment method is the payment service and it is active'),
    side: z.enum(['landlord', 'tenant', 'other']),
    enrolment: z
      .object({
        service: z.string(),
        fee,
        payout_method: z.string().nullable(),
        started_at: z.string(),
        set_up_by_staff: z.boolean(),
      })
      .nullable(),
    can_enrol: z.boolean(),
    services: z.array(z.object({ code: z.string(), reminders: z.boolean(), fee, example: feeExample })),
    payout_methods: z.array(z.object({ id: z.uuid(), label: z.string(), is_default: z.boolean() })),
    claims: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        amount_isk: krónur(),
        due_date: z.string(),
        status: z.enum(CLAIM_STATUSES),
        paid_at: z.string().nullable(),
        paid_amount_isk: krónur().nullable(),
        test_bank_path: z
          .string()
          .nullable()
          .describe('The test bank’s page for this claim: only with the simulator, only for the payer, only while open'),
      }),
    ),
    payouts: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        gross_isk: krónur(),
        fee_isk: krónur(),
        net_isk: krónur(),
        status: z.enum(PAYOUT_STATUSES),
        sent_at: z.string().nullable(),
      }),
    ),
    bank,
    claim_days_before: z.number().int().describe('Claims are made this many days before each due date'),
  })
  .meta({ id: 'PaymentServiceView' });

export const staffRentListSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.uuid(),
        contract_id: z.uuid(),
        contract_reference: z.string(),
        address: z.string().nullable(),
        period_start: z.string(),
        period_end: z.string(),
        due_date: z.string(),
        base_amount_isk: krónur(),
        amount_isk: krónur(),
        index_linked: z.boolean(),
        status: z.enum(RENT_PAYMENT_STATUSES),
        paid_at: z.string().nullable(),
        paid_how: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('bank') }),
          z.object({ kind: z.literal('hand'), by: z.string().nullable() }),
          z.object({ kind: z.literal('none') }),
        ]),
      }),
    ),
    page: z.number().int(),
    page_count: z.number().int(),
    total: z.number().int(),
    counts: perStatus(RENT_PAYMENT_STATUSES).describe('Months of each status under the search and month range'),
    totals: z.object({ due_isk: krónur(), paid_isk: krónur(), overdue_isk: krónur() }),
  })
  .meta({ id: 'StaffRentList' });

export const staffPaymentListSchema = keysetPage(
  z.object({
    id: z.uuid(),
    reference: z.string(),
    contract_id: z.uuid(),
    contract_reference: z.string(),
    address: z.string().nullable(),
    amount_isk: krónur(),
    due_date: z.string(),
    status: z.enum(CLAIM_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    paid_at: z.string().nullable(),
    payout: z
      .object({
        status: z.enum(PAYOUT_STATUSES),
        gross_isk: krónur(),
        fee_isk: krónur(),
        net_isk: krónur(),
        method: z.string(),
      })
      .nullable(),
  }),
)
  .extend({ ledger_balanced: z.boolean() })
  .meta({ id: 'StaffPaymentList' });

export const staffPaymentSettingsSchema = z
  .object({
    fee_basis_points: z.number().int(),
    fee_fixed_isk: krónur(),
    claim_days_before: z.number().int(),
    reminder_days_before: z.number().int(),
    reminder_days_after: z.number().int(),
    bank,
    updated_by: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffPaymentSettings' });

export const staffServicesSchema = z.array(
  z
    .object({
      code: z.string(),
      reminders: z.boolean(),
      active: z.boolean(),
      fee_basis_points: z.number().int().nullable().describe('Its own fee, or null for the default'),
      fee_fixed_isk: krónur().nullable(),
      effective_fee: fee,
      enrolments: z.number().int(),
    })
    .meta({ id: 'StaffService' }),
);

export const staffPaymentOverviewSchema = z
  .object({
    claims_by_status: perStatus(CLAIM_STATUSES),
    payouts_by_status: perStatus(PAYOUT_STATUSES),
    totals: z.object({ claimed_isk: krónur(), paid_isk: krónur(), fees_isk: krónur(), paid_out_isk: krónur() }),
    ledger_balanced: z.boolean(),
    enrolments: z.array(
      z.object({
        contract_id: z.uuid(),
        contract_reference: z.string(),
        address: z.string().nullable(),
        service: z.string(),
        started_at: z.string(),
        set_up_by_staff: z.boolean(),
        open_claims: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StaffPaymentOverview' });

export const testBankClaimSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    amount_isk: krónur(),
    due_date: z.string(),
    status: z.enum(['open', 'paid', 'cancelled']),
    payer: z.string(),
    contract_id: z.uuid(),
    address: z.string().nullable(),
  })
  .meta({ id: 'TestBankClaim' });
