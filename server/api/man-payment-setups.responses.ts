import { z } from 'zod';

// What staff's payment-service setup answers (/api/man/payment-setups/).

const candidateFields = {
  contract_id: z.uuid(),
  reference: z.string().describe('HL-00042'),
  address: z.string().nullable(),
  parties: z.array(z.string()),
  rent_isk: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
};

export const setupCandidatesSchema = z.array(z.object(candidateFields).meta({ id: 'SetupCandidate' }));

export const setupMonthDtoSchema = z
  .object({
    id: z.uuid(),
    due_date: z.string(),
    amount_isk: z.number().int(),
    claim_date: z.string(),
    status: z.string(),
    excluded: z.boolean(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'SetupMonth' });

export const setupStateSchema = z
  .object({
    contract: z.object({
      ...candidateFields,
      tenants: z.array(z.object({ id: z.uuid(), name: z.string() })),
      landlords: z.array(z.string()),
    }),
    availability: z.enum(['ready', 'already_on', 'not_available']).describe('ready: staff may set the service up'),
    payer_party_id: z.uuid().nullable(),
    payout_method_id: z.uuid().nullable(),
    payout_methods: z.array(z.object({ id: z.uuid(), label: z.string(), owner: z.string(), is_default: z.boolean() })),
    service: z.string().nullable(),
    services: z.array(
      z.object({
        code: z.string(),
        reminders: z.boolean(),
        fee: z.object({ basis_points: z.number().int(), fixed_isk: z.number().int() }),
        example: z.object({ gross_isk: z.number().int(), fee_isk: z.number().int(), net_isk: z.number().int() }),
      }),
    ),
    claim_days_before: z.number().int(),
    months: z.array(setupMonthDtoSchema),
    steps: z.record(z.string(), z.boolean()).describe('Each step, done or not'),
    missing: z.array(z.string()),
  })
  .meta({ id: 'SetupState' });

export const setupConfirmedSchema = z
  .object({ enrolment_id: z.uuid(), claims: z.number().int().describe('Claims created') })
  .meta({ id: 'SetupConfirmed' });
