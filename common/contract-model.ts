// The shape of a rental contract as the rules, pages, PDF and registry see it (DOMAIN.md "Rental
// contracts", REGISTRY.md). Plain data: the database rows map onto it in
// server/domain/contracts/contract-rows.ts; the legal rules over it are in common/contract-rules.ts.

/** draft -> awaiting_signatures -> active -> ended | terminated; a draft (or one awaiting signatures) can be cancelled. */
export const CONTRACT_STATUSES = ['draft', 'awaiting_signatures', 'active', 'ended', 'terminated', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The wizard's steps, in order (/rental-contracts/{id}/edit/{step}). */
export const CONTRACT_STEPS = ['parties', 'date-time', 'price', 'payments', 'rules', 'finish'] as const;
export type ContractStep = (typeof CONTRACT_STEPS)[number];

/** Who a party is to the lease (REGISTRY.md "Parties"). Representatives sign for the side they represent. */
export const PARTY_ROLES = ['landlord', 'landlord_representative', 'tenant', 'tenant_representative'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** What is let: a whole dwelling (house or flat) or a room (REGISTRY.md "Property"). */
export const PROPERTY_CATEGORIES = ['dwelling', 'room'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

/** The registry's classes: the general market, or a special group. */
export const PROPERTY_CLASSES = ['general', 'students', 'elderly', 'disabled', 'halfway_house', 'income_restricted'] as const;
export type PropertyClass = (typeof PROPERTY_CLASSES)[number];

export const TERM_KINDS = ['fixed', 'indefinite'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export const INDEX_TYPES = ['none', 'cpi'] as const;
export type IndexType = (typeof INDEX_TYPES)[number];

export const PAYMENT_DAYS = ['first', 'last', 'other'] as const;
export type PaymentDay = (typeof PAYMENT_DAYS)[number];

/** bank_transfer goes to the landlord's payout method; payment_service is the platform's (issue 12). */
export const PAYMENT_METHODS = ['bank_transfer', 'payment_slip', 'payment_service', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Security (trygging, 40. gr.); the same names as offers (common/offer-rules.ts) plus `other`. */
export const CONTRACT_SECURITY_TYPES = [
  'bank_guarantee',
  'third_party_guarantee',
  'insurance',
  'mutual_fund_fee',
  'cash_deposit',
  'platform_guarantee',
  'other',
  'none',
] as const;
export type ContractSecurityType = (typeof CONTRACT_SECURITY_TYPES)[number];

/** Who pays a running cost. */
export const COST_PAYERS = ['landlord', 'tenant'] as const;
export type CostPayer = (typeof COST_PAYERS)[number];

export const PET_RULES = ['not_allowed', 'allowed', 'by_agreement'] as const;
export type PetRule = (typeof PET_RULES)[number];

export const INSPECTORS = ['parties', 'independent'] as const;
export type Inspector = (typeof INSPECTORS)[number];

export interface ContractParty {
  id: string;
  role: PartyRole;
  /** The account, once the person has joined (or was the one who started the contract). */
  userId: string | null;
  /** For a landlord that is a team: the team, with this person as its named signatory. */
  teamId: string | null;
  /** The company's name when a team (or a company) is the party; the person is its signatory. */
  companyName: string | null;
  companyKennitala: string | null;
  name: string;
  kennitala: string | null;
  email: string | null;
  /** Seven digits, no +354 (REGISTRY.md). */
  phone: string | null;
  address: string | null;
  /** Whether this party signs (every landlord and tenant does; a representative signs for their side). */
  signs: boolean;
}

export interface ContractUnit {
  id: string;
  /** Fastanúmer: seven digits (an "F" prefix is dropped). */
  fastanumer: string;
  /** "Merking": floor and flat, e.g. "01-0203". */
  unitCode: string | null;
  sizeM2: number;
  rooms: number;
  usage: string | null;
}

export interface OtherCost {
  description: string;
  amountIsk: number;
}

export interface MeteredCost {
  payer: CostPayer;
  meterNumber: string | null;
  meterReading: string | null;
  readingDate: string | null;
}

/** Everything the draft holds. Dates are ISO days (YYYY-MM-DD). Null means not filled in yet. */
export interface ContractTerms {
  // Property
  address: string | null;
  postcode: string | null;
  municipality: string | null;
  category: PropertyCategory;
  propertyClass: PropertyClass;
  units: ContractUnit[];
  propertyDescription: string | null;
  // Period
  startDate: string | null;
  termKind: TermKind;
  endDate: string | null;
  handoverDate: string | null;
  // Price
  rentIsk: number | null;
  indexType: IndexType;
  /** The first day of the base month. */
  indexBaseMonth: string | null;
  indexBaseValue: number | null;
  housingFund: { payer: CostPayer; amountIsk: number | null };
  electricity: MeteredCost;
  heating: MeteredCost;
  otherCosts: OtherCost[];
  // Payments
  paymentDay: PaymentDay;
  paymentDayOther: string | null;
  paymentMethod: PaymentMethod;
  paymentMethodOther: string | null;
  payoutMethodId: string | null;
  securityType: ContractSecurityType;
  securityProvider: string | null;
  securityDescription: string | null;
  securityAmountIsk: number | null;
  // Rules
  pets: PetRule;
  smokingAllowed: boolean;
  sublettingAllowed: boolean;
  houseRules: string | null;
  specialProvisions: string | null;
  /** Special grounds on which a fixed-term lease may be ended by notice, 3 months both ways (58. gr.). */
  fixedTermNoticeGrounds: string | null;
  smokeDetectors: number | null;
  fireExtinguishers: number | null;
  fireBlanket: boolean;
  escapeRoute: boolean;
  inspection: Inspector;
  inspectorName: string | null;
  conditionDescription: string | null;
}

/** One thing the registry would refuse (or that the law forbids), with the field it belongs to. */
export interface ContractIssue {
  /** The form field, e.g. 'rentIsk', 'units.0.rooms', 'parties.1.kennitala'. */
  field: string;
  /** The step it is fixed on. */
  step: ContractStep;
  /** A field error code: its message is errors:fields.<code> in every locale, e.g. 'contract_index_short_term'. */
  code: string;
  /** The article of Húsaleigulög nr. 36/1994, when the rule is the law's (e.g. '37. gr.'). */
  article?: string;
  /** Numbers the message needs (a cap, a minimum). */
  params?: Record<string, string | number>;
  /** 'error' blocks sending for signing; 'warning' is shown but lets it go (too few smoke detectors). */
  severity: 'error' | 'warning';
}
