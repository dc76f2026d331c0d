import { z } from 'zod';
import { CONTRACT_STATUSES } from '#common/contract-model.ts';
import { REGISTRY_STATUSES, SUBMISSION_STATUSES } from '#common/registry-staff.ts';
import { contractTermsSchema, partySchema } from '#server/domain/contracts/contracts.schemas.ts';
import { keysetPage, numberedPage } from './responses.ts';

// What the registry operations answer: the overview (staff and a team), submissions, contracts
// as staff list them, the registry settings and a lease's registry view.

const submissionKind = z.enum(['register', 'deregister', 'terminate']);

const submissionRow = z
  .object({
    id: z.uuid(),
    contract_id: z.uuid(),
    reference: z.string(),
    address: z.string().nullable(),
    kind: submissionKind,
    status: z.enum(SUBMISSION_STATUSES),
    attempts: z.number().int(),
    registry_number: z.string().nullable(),
    reasons: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })),
    next_attempt_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    registration_due: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'RegistrySubmission' });

const deadlineRow = z.object({
  contract_id: z.uuid(),
  reference: z.string(),
  address: z.string().nullable(),
  registration_due: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
});

export const registryOverviewSchema = z
  .object({
    by_status: z.object(
      Object.fromEntries(REGISTRY_STATUSES.map((s) => [s, z.number().int()])) as Record<
        (typeof REGISTRY_STATUSES)[number],
        z.ZodNumber
      >,
    ),
    alert_days: z.number().int(),
    counts: z.object({ nearing: z.number().int(), overdue: z.number().int(), failed: z.number().int() }),
    nearing: z.array(deadlineRow),
    overdue: z.array(deadlineRow),
    failures: z.array(submissionRow),
    today: z.string(),
  })
  .meta({ id: 'RegistryOverview' });

export const submissionPageSchema = numberedPage(submissionRow).meta({ id: 'RegistrySubmissionPage' });
export const submissionKeysetPageSchema = keysetPage(submissionRow).meta({ id: 'RegistrySubmissionList' });

export const staffContractListSchema = keysetPage(
  z.object({
    id: z.uuid(),
    reference: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    address: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    registry_status: z.enum(REGISTRY_STATUSES),
    registry_number: z.string().nullable(),
    registered_at: z.string().nullable(),
    registration_due: z.string().nullable(),
    registration_late: z.boolean().describe('Past its registration deadline and not registered'),
    team_name: z.string().nullable(),
  }),
).meta({ id: 'StaffContractList' });

export const registrySettingsSchema = z
  .object({
    adapter: z.enum(['simulator', 'hms']),
    simulator: z.object({ latency_ms: z.number(), failure_rate: z.number() }).nullable(),
    alert_days: z.number().int(),
    cpi: z.array(z.object({ month: z.string(), value: z.number(), entered_by: z.string().nullable(), updated_at: z.string() })),
  })
  .meta({ id: 'RegistrySettings' });

export const staffContractDetailSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    team: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
    terms: contractTermsSchema,
    parties: z.array(partySchema),
    registry: z.object({
      status: z.enum(REGISTRY_STATUSES),
      number: z.string().nullable(),
      registered_at: z.string().nullable(),
      due: z.string().nullable(),
    }),
    activated_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    created_at: z.string(),
    events: z.array(
      z.object({
        id: z.uuid(),
        kind: z.string(),
        actorName: z.string().nullable(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
        createdAt: z.string(),
      }),
    ),
    submissions: z.array(submissionRow),
  })
  .meta({ id: 'StaffContractDetail' });

const refusal = z.object({
  kind: submissionKind,
  status: z.enum(['rejected', 'failed']).describe('rejected: refused by the registry; failed: not answered after every retry'),
  reasons: z.array(
    z.object({ code: z.string(), field: z.string().nullable().describe('The record’s field the reason is about') }),
  ),
  at: z.string(),
});

export const leaseRegistryViewSchema = z
  .object({
    contractId: z.uuid(),
    reference: z.string(),
    address: z.string().nullable(),
    landlordSide: z.boolean().describe('The reader may correct and resend'),
    late: z.boolean().describe('Past the 30-day registration deadline and not registered'),
    due: z.string().nullable(),
    refusal: refusal.nullable(),
    reportRefusal: refusal.nullable().describe('A refused report of the ending: the landlord side only'),
    canCorrect: z.boolean(),
    corrections: z.array(
      z.object({
        at: z.string(),
        actorName: z.string().nullable(),
        changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
      }),
    ),
    units: z.array(
      z.object({
        fastanumer: z.string(),
        unitCode: z.string().nullable(),
        sizeM2: z.number().nullable(),
        rooms: z.number().int().nullable(),
      }),
    ),
    postcode: z.string().nullable(),
    municipality: z.string().nullable(),
  })
  .meta({ id: 'LeaseRegistryView' });

export const registryCorrectedSchema = z
  .object({ changed: z.number().int().describe('The number of fields changed') })
  .meta({ id: 'RegistryCorrected' });
