import type {
  ContractParty,
  ContractSecurityType,
  ContractTerms,
  CostPayer,
  MeteredCost,
  PartyRole,
  PropertyClass,
} from '#common/contract-model.ts';
import { normalizeFastanumer, normalizePhone } from '#common/contract-rules.ts';
import { kennitalaDigits } from '#common/kennitala.ts';
import type {
  RegistryCollateralType,
  RegistryMeteredCost,
  RegistryParty,
  RegistryPartyType,
  RegistryRecord,
} from './registry-record.ts';

// Our contract -> the registry's record (REGISTRY.md "Registry records"). Pure. The choices
// (party types of a team, collateral of the platform guarantee, the index interval) are in
// docs/rules/registry.md "What we send".

export interface ContractForRegistry {
  id: string;
  reference: string;
  /** The day the last party signed (the contract became active), ISO day. */
  signatureDate: string;
  terms: ContractTerms;
  parties: ContractParty[];
}

/**
 * A landlord is the OWNER, a team landlord too (the team itself is the lessor named on the lease,
 * with its kennitala; its member signs as the named signatory). AGENCY and OWNERTAKEOVER are not
 * used: we never let on an owner's behalf, nor take a lease over.
 */
export const PARTY_TYPE_OF_ROLE: Record<PartyRole, RegistryPartyType> = {
  landlord: 'OWNER',
  landlord_representative: 'AGENTFOROWNER',
  tenant: 'TENANT',
  tenant_representative: 'AGENTFORTENANT',
};

export const COLLATERAL_OF_SECURITY: Record<Exclude<ContractSecurityType, 'none'>, RegistryCollateralType> = {
  bank_guarantee: 'BANK_GUARANTEE',
  third_party_guarantee: 'THIRD_PARTY_GUARANTEE',
  insurance: 'INSURANCE',
  mutual_fund_fee: 'MUTUAL_FUND',
  cash_deposit: 'DEPOSIT',
  // The platform's rental guarantee is a guarantee by a third party (us) to the landlord.
  platform_guarantee: 'THIRD_PARTY_GUARANTEE',
  other: 'OTHER',
};

/** The provider named for the platform's own guarantee. */
export const PLATFORM_GUARANTOR = 'Heimaleiga';

const SPECIAL_GROUP: Record<PropertyClass, RegistryRecord['specialGroup']> = {
  general: null,
  students: 'STUDENTS',
  elderly: 'ELDERLY',
  disabled: 'DISABLED',
  halfway_house: 'HALFWAY_HOUSE',
  income_restricted: 'INCOME_RESTRICTED',
};

const payer = (p: CostPayer): 'OWNER' | 'TENANT' => (p === 'tenant' ? 'TENANT' : 'OWNER');

function metered(cost: MeteredCost): RegistryMeteredCost {
  return {
    payer: payer(cost.payer),
    meterNumber: cost.meterNumber,
    meterReading: cost.meterReading,
    readingDate: cost.readingDate,
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const digits = (value: string | null | undefined) => kennitalaDigits(value ?? '') ?? text(value);

/** The unit code "01-0203" (building-floor flat) gives floor "02" and flat "03"; other shapes give neither. */
export function floorAndApartment(unitCode: string | null): { floor: string | null; apartment: string | null } {
  const match = /^\s*\d{2}-(\d{2})(\d{2})\s*$/.exec(unitCode ?? '');
  return match ? { floor: match[1], apartment: match[2] } : { floor: null, apartment: null };
}

function registryParty(party: ContractParty): RegistryParty {
  const person = {
    kennitala: digits(party.kennitala),
    name: text(party.name),
    phone: normalizePhone(party.phone ?? ''),
    email: text(party.email),
  };
  const isCompany = party.teamId !== null || text(party.companyName) !== '' || text(party.companyKennitala) !== '';
  const type = PARTY_TYPE_OF_ROLE[party.role];
  const address = text(party.address);
  if (!isCompany) return { type, ...person, address, signatory: null };
  return {
    type,
    kennitala: digits(party.companyKennitala),
    name: text(party.companyName),
    phone: person.phone,
    email: person.email,
    address,
    signatory: person,
  };
}

/** The record the registry takes for this contract. */
export function registryRecord(contract: ContractForRegistry): RegistryRecord {
  const { terms } = contract;
  const security = terms.securityType;
  const cpi = terms.indexType === 'cpi';
  return {
    externalId: contract.id,
    externalReference: contract.reference,
    signatureDate: contract.signatureDate,
    contractType: terms.termKind === 'fixed' ? 'FIXED' : 'INDEFINITE',
    from: terms.startDate ?? '',
    to: terms.termKind === 'fixed' ? terms.endDate : null,
    baseRent: terms.rentIsk ?? 0,
    indexType: cpi ? 'CPI' : 'NONE',
    indexInterval: cpi ? 1 : null,
    baseIndex: cpi ? terms.indexBaseValue : null,
    baseIndexMonth: cpi ? terms.indexBaseMonth : null,
    category: terms.category === 'room' ? 'ROOM' : 'APARTMENT',
    specialGroup: SPECIAL_GROUP[terms.propertyClass],
    address: { street: text(terms.address), postcode: text(terms.postcode), municipality: text(terms.municipality) },
    description: text(terms.propertyDescription),
    parties: contract.parties.map(registryParty),
    properties: terms.units.map((unit) => ({
      fastanumer: normalizeFastanumer(unit.fastanumer),
      unitCode: unit.unitCode,
      appraisalUnitId: null,
      sizeM2: unit.sizeM2,
      rooms: unit.rooms,
      ...floorAndApartment(unit.unitCode),
      usage: unit.usage,
    })),
    collateral:
      security === 'none'
        ? null
        : {
            type: COLLATERAL_OF_SECURITY[security],
            provider: security === 'platform_guarantee' ? PLATFORM_GUARANTOR : terms.securityProvider,
            description: terms.securityDescription,
            amount: terms.securityAmountIsk ?? 0,
          },
    costs: {
      housingFund: { payer: payer(terms.housingFund.payer), amount: terms.housingFund.amountIsk },
      electricity: metered(terms.electricity),
      heating: metered(terms.heating),
      other: terms.otherCosts.map((c) => ({ description: c.description, amount: c.amountIsk })),
    },
    payment: {
      day: terms.paymentDay === 'first' ? 'FIRST' : terms.paymentDay === 'last' ? 'LAST' : 'OTHER',
      dayOther: terms.paymentDay === 'other' ? terms.paymentDayOther : null,
      // Our payment service pays into the landlord's account: a bank transfer to the registry.
      method:
        terms.paymentMethod === 'payment_slip' ? 'PAYMENT_SLIP' : terms.paymentMethod === 'other' ? 'OTHER' : 'BANK_TRANSFER',
      methodOther: terms.paymentMethod === 'other' ? terms.paymentMethodOther : null,
    },
    fireSafety: {
      smokeDetectors: terms.smokeDetectors ?? 0,
      fireExtinguishers: terms.fireExtinguishers ?? 0,
      fireBlanket: terms.fireBlanket,
      escapeRoute: terms.escapeRoute,
    },
    inspection: {
      by: terms.inspection === 'independent' ? 'INDEPENDENT' : 'PARTIES',
      inspectorName: terms.inspectorName,
      description: terms.conditionDescription,
    },
  };
}
