import type {
  ContractParty,
  ContractSecurityType,
  ContractTerms,
  CostPayer,
  MeteredCost,
  PartyRole,
  PropertyClass,
} from '#common/contract-model.ts';
import { contractIssues } from '#common/contract-rules.ts';
import { translate } from '#server/i18n/messages.ts';
import type { RegistryMeteredCost, RegistryPartyType, RegistryRecord } from './registry-record.ts';
import type { RegistryReason } from './rental-registry.ts';

// What the registry refuses, as the simulator checks it: the record is read back into our
// contract model and put through the same legal rules the wizard uses (common/contract-rules.ts),
// on the day it was signed. Every error the rules find is a refusal, in the registry's words
// (English), except those about things the record does not carry (below). docs/rules/registry.md.

/** Rules about what we keep and the registry does not take: the payee account, attached files. */
const NOT_THE_REGISTRYS = new Set(['contract_payout_missing']);

const ROLE_OF_TYPE: Record<RegistryPartyType, PartyRole> = {
  OWNER: 'landlord',
  AGENCY: 'landlord',
  OWNERTAKEOVER: 'landlord',
  AGENTFOROWNER: 'landlord_representative',
  TENANT: 'tenant',
  AGENTFORTENANT: 'tenant_representative',
};

const CLASS_OF_GROUP: Record<string, PropertyClass> = {
  STUDENTS: 'students',
  ELDERLY: 'elderly',
  DISABLED: 'disabled',
  HALFWAY_HOUSE: 'halfway_house',
  INCOME_RESTRICTED: 'income_restricted',
};

const SECURITY_OF_COLLATERAL: Record<string, ContractSecurityType> = {
  BANK_GUARANTEE: 'bank_guarantee',
  THIRD_PARTY_GUARANTEE: 'third_party_guarantee',
  INSURANCE: 'insurance',
  MUTUAL_FUND: 'mutual_fund_fee',
  DEPOSIT: 'cash_deposit',
  OTHER: 'other',
};

const payer = (p: 'OWNER' | 'TENANT'): CostPayer => (p === 'TENANT' ? 'tenant' : 'landlord');
const metered = (c: RegistryMeteredCost): MeteredCost => ({ ...c, payer: payer(c.payer) });

function partiesOf(record: RegistryRecord): ContractParty[] {
  return record.parties.map((p, i) => {
    const role = ROLE_OF_TYPE[p.type] ?? 'tenant';
    const person = p.signatory ?? p;
    return {
      id: `party-${i}`,
      role,
      userId: null,
      teamId: null,
      companyName: p.signatory ? p.name : null,
      companyKennitala: p.signatory ? p.kennitala : null,
      name: person.name,
      kennitala: person.kennitala,
      email: person.email,
      phone: person.phone,
      address: p.address,
      signs: role === 'landlord' || role === 'tenant',
    };
  });
}

function termsOf(record: RegistryRecord): ContractTerms {
  const collateral = record.collateral;
  return {
    address: record.address.street,
    postcode: record.address.postcode,
    municipality: record.address.municipality,
    category: record.category === 'ROOM' ? 'room' : 'dwelling',
    propertyClass: record.specialGroup ? (CLASS_OF_GROUP[record.specialGroup] ?? 'general') : 'general',
    units: record.properties.map((p, i) => ({
      id: `unit-${i}`,
      fastanumer: p.fastanumer,
      unitCode: p.unitCode,
      sizeM2: p.sizeM2,
      rooms: p.rooms,
      usage: p.usage,
    })),
    propertyDescription: record.description,
    startDate: record.from || null,
    termKind: record.contractType === 'FIXED' ? 'fixed' : 'indefinite',
    endDate: record.to,
    handoverDate: null,
    rentIsk: record.baseRent,
    indexType: record.indexType === 'CPI' ? 'cpi' : 'none',
    indexBaseMonth: record.baseIndexMonth,
    indexBaseValue: record.baseIndex,
    housingFund: { payer: payer(record.costs.housingFund.payer), amountIsk: record.costs.housingFund.amount },
    electricity: metered(record.costs.electricity),
    heating: metered(record.costs.heating),
    otherCosts: record.costs.other.map((c) => ({ description: c.description, amountIsk: c.amount })),
    paymentDay: record.payment.day === 'FIRST' ? 'first' : record.payment.day === 'LAST' ? 'last' : 'other',
    paymentDayOther: record.payment.dayOther,
    paymentMethod:
      record.payment.method === 'PAYMENT_SLIP' ? 'payment_slip' : record.payment.method === 'OTHER' ? 'other' : 'bank_transfer',
    paymentMethodOther: record.payment.methodOther,
    payoutMethodId: null,
    securityType: collateral ? (SECURITY_OF_COLLATERAL[collateral.type] ?? 'other') : 'none',
    securityProvider: collateral?.provider ?? null,
    securityDescription: collateral?.description ?? null,
    securityAmountIsk: collateral ? collateral.amount : null,
    pets: 'not_allowed',
    smokingAllowed: false,
    sublettingAllowed: false,
    houseRules: null,
    specialProvisions: null,
    fixedTermNoticeGrounds: null,
    smokeDetectors: record.fireSafety.smokeDetectors,
    fireExtinguishers: record.fireSafety.fireExtinguishers,
    fireBlanket: record.fireSafety.fireBlanket,
    escapeRoute: record.fireSafety.escapeRoute,
    inspection: record.inspection.by === 'INDEPENDENT' ? 'independent' : 'parties',
    inspectorName: record.inspection.inspectorName,
    conditionDescription: record.inspection.description,
  };
}

/** Why the registry would refuse this record (empty when it takes it), judged on its signature date. */
export function registryRefusals(record: RegistryRecord): RegistryReason[] {
  const issues = contractIssues({ terms: termsOf(record), parties: partiesOf(record), today: record.signatureDate });
  return issues
    .filter((issue) => issue.severity === 'error' && !NOT_THE_REGISTRYS.has(issue.code))
    .map((issue) => ({
      code: issue.code,
      field: issue.field,
      message: translate(
        'en',
        `errors:fields.${issue.code}`,
        Object.fromEntries(Object.entries(issue.params ?? {}).map(([k, v]) => [k, String(v)])),
      ),
    }));
}
