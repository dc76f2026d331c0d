import type {
  ContractSecurityType,
  ContractTerms,
  ContractUnit,
  CostPayer,
  IndexType,
  Inspector,
  PaymentDay,
  PaymentMethod,
  PetRule,
  PropertyCategory,
  PropertyClass,
  TermKind,
} from '#common/contract-model.ts';
import type { rentalContracts, rentalContractUnits } from '#server/db/schema/rental-contracts.ts';

// The contract's terms as columns and back: the one mapping between rental_contracts and
// ContractTerms (common/contract-model.ts).

type ContractRow = typeof rentalContracts.$inferSelect;
type ContractInsert = typeof rentalContracts.$inferInsert;
type UnitRow = typeof rentalContractUnits.$inferSelect;

export function unitFromRow(row: UnitRow): ContractUnit {
  return {
    id: row.id,
    fastanumer: row.fastanumer,
    unitCode: row.unitCode,
    sizeM2: row.sizeM2 ?? 0,
    rooms: row.rooms ?? 0,
    usage: row.usage,
  };
}

export function termsFromRow(row: ContractRow, units: UnitRow[]): ContractTerms {
  return {
    address: row.address,
    postcode: row.postcode,
    municipality: row.municipality,
    category: row.category as PropertyCategory,
    propertyClass: row.propertyClass as PropertyClass,
    units: [...units].sort((a, b) => a.position - b.position).map(unitFromRow),
    propertyDescription: row.propertyDescription,
    startDate: row.startDate,
    termKind: row.termKind as TermKind,
    endDate: row.endDate,
    handoverDate: row.handoverDate,
    rentIsk: row.rentIsk,
    indexType: row.indexType as IndexType,
    indexBaseMonth: row.indexBaseMonth,
    indexBaseValue: row.indexBaseValue,
    housingFund: { payer: row.housingFundPayer as CostPayer, amountIsk: row.housingFundIsk },
    electricity: row.electricity,
    heating: row.heating,
    otherCosts: row.otherCosts,
    paymentDay: row.paymentDay as PaymentDay,
    paymentDayOther: row.paymentDayOther,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentMethodOther: row.paymentMethodOther,
    payoutMethodId: row.payoutMethodId,
    securityType: (row.securityType ?? 'none') as ContractSecurityType,
    securityProvider: row.securityProvider,
    securityDescription: row.securityDescription,
    securityAmountIsk: row.securityAmountIsk,
    pets: row.pets as PetRule,
    smokingAllowed: row.smokingAllowed,
    sublettingAllowed: row.sublettingAllowed,
    houseRules: row.houseRules,
    specialProvisions: row.specialProvisions,
    fixedTermNoticeGrounds: row.fixedTermNoticeGrounds,
    smokeDetectors: row.smokeDetectors,
    fireExtinguishers: row.fireExtinguishers,
    fireBlanket: row.fireBlanket,
    escapeRoute: row.escapeRoute,
    inspection: row.inspection as Inspector,
    inspectorName: row.inspectorName,
    conditionDescription: row.conditionDescription,
  };
}

/** The columns for a change of terms (units are rows of their own: see replaceUnits). */
export function termsToColumns(terms: Partial<Omit<ContractTerms, 'units'>>): Partial<ContractInsert> {
  const out: Partial<ContractInsert> = {};
  const set = <K extends keyof ContractInsert>(key: K, value: ContractInsert[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('address', terms.address);
  set('postcode', terms.postcode);
  set('municipality', terms.municipality);
  set('category', terms.category);
  set('propertyClass', terms.propertyClass);
  set('propertyDescription', terms.propertyDescription);
  set('startDate', terms.startDate);
  set('termKind', terms.termKind);
  set('endDate', terms.endDate);
  set('handoverDate', terms.handoverDate);
  set('rentIsk', terms.rentIsk);
  set('indexType', terms.indexType);
  set('indexBaseMonth', terms.indexBaseMonth);
  set('indexBaseValue', terms.indexBaseValue);
  if (terms.housingFund) {
    out.housingFundPayer = terms.housingFund.payer;
    out.housingFundIsk = terms.housingFund.amountIsk;
  }
  set('electricity', terms.electricity);
  set('heating', terms.heating);
  set('otherCosts', terms.otherCosts);
  set('paymentDay', terms.paymentDay);
  set('paymentDayOther', terms.paymentDayOther);
  set('paymentMethod', terms.paymentMethod);
  set('paymentMethodOther', terms.paymentMethodOther);
  set('payoutMethodId', terms.payoutMethodId);
  set('securityType', terms.securityType);
  set('securityProvider', terms.securityProvider);
  set('securityDescription', terms.securityDescription);
  set('securityAmountIsk', terms.securityAmountIsk);
  set('pets', terms.pets);
  set('smokingAllowed', terms.smokingAllowed);
  set('sublettingAllowed', terms.sublettingAllowed);
  set('houseRules', terms.houseRules);
  set('specialProvisions', terms.specialProvisions);
  set('fixedTermNoticeGrounds', terms.fixedTermNoticeGrounds);
  set('smokeDetectors', terms.smokeDetectors);
  set('fireExtinguishers', terms.fireExtinguishers);
  set('fireBlanket', terms.fireBlanket);
  set('escapeRoute', terms.escapeRoute);
  set('inspection', terms.inspection);
  set('inspectorName', terms.inspectorName);
  set('conditionDescription', terms.conditionDescription);
  // A fixed term's length in whole months, kept for the lists and the offers that show it.
  if (terms.termKind === 'indefinite') out.termMonths = null;
  return out;
}
