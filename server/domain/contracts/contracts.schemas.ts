import { z } from 'zod';
import {
  CONTRACT_SECURITY_TYPES,
  CONTRACT_STATUSES,
  CONTRACT_STEPS,
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

// The contract API's response shapes (OpenAPI) and the small inputs of this module. The wizard's
// step inputs are contract-steps.schemas.ts.

const day = z.string().describe('YYYY-MM-DD');
const meteredCost = z.object({
  payer: z.enum(COST_PAYERS),
  meterNumber: z.string().nullable(),
  meterReading: z.string().nullable(),
  readingDate: day.nullable(),
});

export const contractTermsSchema = z
  .object({
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    municipality: z.string().nullable(),
    category: z.enum(PROPERTY_CATEGORIES),
    propertyClass: z.enum(PROPERTY_CLASSES),
    units: z.array(
      z.object({
        id: z.string(),
        fastanumer: z.string(),
        unitCode: z.string().nullable(),
        sizeM2: z.number(),
        rooms: z.number().int(),
        usage: z.string().nullable(),
      }),
    ),
    propertyDescription: z.string().nullable(),
    startDate: day.nullable(),
    termKind: z.enum(TERM_KINDS),
    endDate: day.nullable().describe('The last day of a fixed term; null when indefinite'),
    handoverDate: day.nullable(),
    rentIsk: z.number().int().nullable(),
    indexType: z.enum(INDEX_TYPES),
    indexBaseMonth: day.nullable(),
    indexBaseValue: z.number().nullable(),
    housingFund: z.object({ payer: z.enum(COST_PAYERS), amountIsk: z.number().int().nullable() }),
    electricity: meteredCost,
    heating: meteredCost,
    otherCosts: z.array(z.object({ description: z.string(), amountIsk: z.number().int() })),
    paymentDay: z.enum(PAYMENT_DAYS),
    paymentDayOther: z.string().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentMethodOther: z.string().nullable(),
    payoutMethodId: z
      .string()
      .nullable()
      .describe("The landlord's payout method the rent goes to; null for readers who don't manage the contract"),
    securityType: z.enum(CONTRACT_SECURITY_TYPES),
    securityProvider: z.string().nullable(),
    securityDescription: z.string().nullable(),
    securityAmountIsk: z.number().int().nullable(),
    pets: z.enum(PET_RULES),
    smokingAllowed: z.boolean(),
    sublettingAllowed: z.boolean(),
    houseRules: z.string().nullable(),
    specialProvisions: z.string().nullable(),
    fixedTermNoticeGrounds: z.string().nullable().describe('Special grounds for ending a fixed-term lease by notice (58. gr.)'),
    smokeDetectors: z.number().int().nullable(),
    fireExtinguishers: z.number().int().nullable(),
    fireBlanket: z.boolean(),
    escapeRoute: z.boolean(),
    inspection: z.enum(INSPECTORS),
    inspectorName: z.string().nullable(),
    conditionDescription: z.string().nullable(),
  })
  .meta({ id: 'RentalContractTerms' });

export const partySchema = z.object({
  id: z.string(),
  role: z.enum(PARTY_ROLES),
  userId: z.string().nullable().describe('Set once the person has joined'),
  teamId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyKennitala: z.string().nullable(),
  name: z.string(),
  kennitala: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  signs: z.boolean(),
  signedAt: z.string().nullable().describe('When this party signed the current version'),
});

const team = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const contractDtoSchema = z
  .object({
    id: z.string(),
    reference: z.string().describe('For people to quote, e.g. HL-00042'),
    status: z.enum(CONTRACT_STATUSES),
    documentVersion: z.number().int().describe('Goes up with every change; signatures are of one version'),
    ownerUserId: z.string().nullable(),
    team: team.nullable(),
    listing: z.object({ id: z.string(), title: z.string() }).nullable(),
    offerId: z.string().nullable(),
    terms: contractTermsSchema,
    parties: z.array(partySchema),
    issues: z
      .array(
        z.object({
          field: z.string(),
          step: z.enum(CONTRACT_STEPS),
          code: z.string(),
          article: z.string().optional(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          severity: z.enum(['error', 'warning']),
        }),
      )
      .describe('What stands between the draft and signing (errors) and what to check (warnings)'),
    registry: z.object({
      status: z.enum(['none', 'pending', 'registered', 'failed']),
      number: z.string().nullable(),
      registeredAt: z.string().nullable(),
      due: day.nullable().describe('The last day to register: 30 days after signing'),
    }),
    sentForSigningAt: z.string().nullable(),
    signaturesVoidedAt: z.string().nullable(),
    activatedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    can: z.object({ edit: z.boolean(), sign: z.boolean(), cancel: z.boolean(), manage: z.boolean() }),
  })
  .meta({ id: 'RentalContract' });

export const contractSummarySchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    address: z.string().nullable(),
    startDate: day.nullable(),
    endDate: day.nullable(),
    termKind: z.enum(TERM_KINDS),
    rentIsk: z.number().int().nullable(),
    team: team.nullable(),
    parties: z.array(z.object({ name: z.string(), role: z.enum(PARTY_ROLES) })),
    myRole: z.enum(PARTY_ROLES).nullable(),
    registryStatus: z.enum(['none', 'pending', 'registered', 'failed']),
    updatedAt: z.string(),
  })
  .meta({ id: 'RentalContractSummary' });

export const contractPageSchema = z
  .object({ items: z.array(contractSummarySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'RentalContractPage' });

/** Starting a contract: from one's listing, or blank (as landlord, or as tenant for a tenancy found elsewhere). */
export const contractStartSchema = z
  .discriminatedUnion('from', [
    z.object({ from: z.literal('listing'), listingId: z.string({ error: 'required' }) }),
    z.object({ from: z.literal('blank'), side: z.enum(['landlord', 'tenant'], { error: 'invalid' }) }),
  ])
  .meta({ id: 'RentalContractStart' });

/** Signing: the password again (the built-in signing provider). */
export const contractSignSchema = z
  .object({ password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200) })
  .meta({ id: 'RentalContractSign' });

export const contractVerifyUploadSchema = z
  .object({ file: z.string().meta({ format: 'binary' }).describe('The contract PDF, at most 10 MB') })
  .meta({ id: 'RentalContractVerifyUpload' });

export const verificationSchema = z
  .object({
    status: z
      .enum(['signed', 'partially_signed', 'voided', 'unknown'])
      .describe('signed: every party signed this document here; voided: its signatures were voided by a later change'),
    sha256: z.string(),
    reference: z.string().nullable(),
    signatures: z.array(
      z.object({
        name: z.string(),
        role: z.enum(PARTY_ROLES),
        signedAt: z.string(),
        method: z.string().describe('How the signer proved who they were: password, or eid (electronic ID)'),
      }),
    ),
  })
  .meta({ id: 'RentalContractVerification' });
