// The legal rules of rental contracts (DOMAIN.md "Rental contracts", REGISTRY.md; the choices made
// where the sources are silent: docs/rules/contracts.md "Legal rules"). Pure, no I/O: the server
// service, the wizard pages and the registry simulator all ask these. Articles are those of
// Húsaleigulög nr. 36/1994.

import { addDays, addMonths, daysBetween, monthOf } from './calendar-day.ts';
import type {
  ContractIssue,
  ContractParty,
  ContractSecurityType,
  ContractStep,
  ContractTerms,
  MeteredCost,
  TermKind,
} from './contract-model.ts';
import { isDay } from './input.ts';
import { isCompanyKennitala, isValidKennitala, kennitalaDigits } from './kennitala.ts';
import { isPostcode } from './postcodes.ts';

// ---------------------------------------------------------------------------------------------
// Constants

/** REGISTRY.md "Rent": the registry form takes 15,000-1,500,000 ISK a month. */
export const RENT_MIN_ISK = 15_000;
export const RENT_MAX_ISK = 1_500_000;

/** REGISTRY.md "Period": the start date is at most about a year ahead (366 days, so a leap year fits). */
export const MAX_START_DAYS_AHEAD = 366;
/** REGISTRY.md "Period": a fixed term ends at least this many calendar months after its start. */
export const MIN_FIXED_TERM = 1;

/** REGISTRY.md "Property": rooms 1-20 in total. */
export const MIN_TOTAL_ROOMS = 1;
export const MAX_TOTAL_ROOMS = 20;
/** REGISTRY.md "Property": sizes 3-500 m² in total. */
export const MIN_TOTAL_M2 = 3;
export const MAX_TOTAL_M2 = 500;
/** REGISTRY.md "Property": a room lease has at most one room. */
export const ROOM_LEASE_MAX_ROOMS = 1;
/** REGISTRY.md "Condition and fire safety": the property description is at most 1,500 characters. */
export const PROPERTY_DESCRIPTION_MAX = 1500;
/** REGISTRY.md "Rent": "other" payment day and payment method texts are at most 50 characters. */
export const PAYMENT_TEXT_MAX = 50;

/** REGISTRY.md "Other costs": up to 3 other costs paid by the tenant, each 1-100,000 ISK. */
export const MAX_OTHER_COSTS = 3;
export const OTHER_COST_MIN_ISK = 1;
export const OTHER_COST_MAX_ISK = 100_000;
/** REGISTRY.md "Other costs": when the tenant pays the housing fund, 1-999,999 ISK a month. */
export const HOUSING_FUND_MIN_ISK = 1;
export const HOUSING_FUND_MAX_ISK = 999_999;
/** REGISTRY.md "Other costs": a meter number is 1-20 digits. */
export const METER_NUMBER_MAX_DIGITS = 20;

/** REGISTRY.md "Condition and fire safety": at least one CE-marked smoke detector per 80 m², rounded up. */
export const SMOKE_DETECTOR_M2 = 80;
/** REGISTRY.md "Condition and fire safety": at least one fire extinguisher. */
export const MIN_FIRE_EXTINGUISHERS = 1;

/** REGISTRY.md "Parties": every person is 18 or older (legal capacity, lögræðislög nr. 71/1997). */
export const MIN_PARTY_AGE = 18;

/** DOMAIN.md "Registry": registered within 30 days of signing (mandatory since 1 Jan 2026). */
export const REGISTRATION_DAYS = 30;
/** DOMAIN.md "Registry": deregistered within 30 days of its end. */
export const DEREGISTRATION_DAYS = 30;
/** DOMAIN.md "Expiring": fixed-term contracts ending within 90 days. */
export const EXPIRING_WITHIN_DAYS = 90;
/** REGISTRY.md "Workflow and signing": a contract in review expires after 10 days. */
export const IN_REVIEW_EXPIRY_DAYS = 10;

/** REGISTRY.md "Rent": a term's length in months is its length in days / 30.44. */
export const DAYS_PER_MONTH = 30.44;
/** 37. gr.: no index-linking on a fixed term of 12 months or less. */
export const INDEX_MIN_TERM_MONTHS = 12;

/** 40. gr.: the security is at most three months' rent. */
export const MAX_SECURITY_MONTHS = 3;
/** 40. gr.: a fee to a landlords' mutual fund (in place of security) is at most 10% of one month's rent. */
export const MAX_MUTUAL_FUND_FEE_PERCENT = 10;

/** REGISTRY.md "Security": these types name their provider (the bank, guarantor, insurer or fund). */
export const SECURITY_TYPES_WITH_PROVIDER: readonly ContractSecurityType[] = [
  'bank_guarantee',
  'third_party_guarantee',
  'insurance',
  'mutual_fund_fee',
];

// ---------------------------------------------------------------------------------------------
// Calendar days (ISO YYYY-MM-DD, counted in UTC so no time zone moves a day): common/calendar-day.ts

export { addDays, addMonths, daysBetween, monthOf };

// ---------------------------------------------------------------------------------------------
// Term, index and security

/** A term's length in months as the registry counts it: days from start to end / 30.44. */
export function termLengthMonths(startDay: string, endDay: string): number {
  return daysBetween(startDay, endDay) / DAYS_PER_MONTH;
}

/**
 * 37. gr.: rent on a fixed term of 12 months or less may not follow an index; an indefinite lease
 * may. A fixed term without both dates (or with impossible ones) is not known to be long enough.
 */
export function isIndexLinkingAllowed(termKind: TermKind, startDay: string | null, endDay: string | null): boolean {
  if (termKind === 'indefinite') return true;
  if (!startDay || !endDay || !isDay(startDay) || !isDay(endDay)) return false;
  return termLengthMonths(startDay, endDay) > INDEX_MIN_TERM_MONTHS;
}

/**
 * The most security the lease may ask for, in krónur (40. gr.): three months' rent; a mutual fund
 * fee at most 10% of one month's rent, rounded down to whole krónur; none is 0.
 */
export function contractMaxSecurityIsk(type: ContractSecurityType, rentIsk: number): number {
  if (type === 'none') return 0;
  if (type === 'mutual_fund_fee') return Math.floor((rentIsk * MAX_MUTUAL_FUND_FEE_PERCENT) / 100);
  return rentIsk * MAX_SECURITY_MONTHS;
}

/** At least one smoke detector per 80 m², rounded up, and never fewer than one. */
export function requiredSmokeDetectors(totalM2: number): number {
  return Math.max(1, Math.ceil(totalM2 / SMOKE_DETECTOR_M2));
}

/**
 * The base months (first days of months) the index may be tied to, newest first. REGISTRY.md:
 * "among recent months not before the start month", and the base value must be known, so: every
 * month from the start month on whose CPI is published. When none is yet (the lease starts in the
 * future, or its month's value is not out), the latest published month: the last value known
 * before the lease starts. No published months, no choices.
 */
export function indexBaseMonthChoices(startDay: string, publishedMonths: string[]): string[] {
  const published = [...new Set(publishedMonths.filter(isDay).map(monthOf))].sort().reverse();
  const startMonth = monthOf(startDay);
  const fromStart = published.filter((month) => month >= startMonth);
  if (fromStart.length > 0) return fromStart;
  return published.slice(0, 1);
}

// ---------------------------------------------------------------------------------------------
// Parties

/** The date of birth in a person's kennitala, or null for a company or an invalid kennitala. */
export function birthDay(kennitala: string): string | null {
  if (!isValidKennitala(kennitala) || isCompanyKennitala(kennitala)) return null;
  const digits = kennitalaDigits(kennitala) as string;
  const year = (digits[9] === '9' ? 1900 : 2000) + Number(digits.slice(4, 6));
  return `${year}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
}

/**
 * Completed years on `day`, from the date of birth in the kennitala (null for a company or an
 * invalid one). A person born on 29 February comes of age on 1 March in other years.
 */
export function ageOn(kennitala: string, day: string): number | null {
  const born = birthDay(kennitala);
  if (!born || !isDay(day)) return null;
  const age = Number(day.slice(0, 4)) - Number(born.slice(0, 4));
  return day.slice(5) >= born.slice(5) ? age : age - 1;
}

/** Whether the person is 18 or older on `day` (REGISTRY.md "Parties"). */
export function isAdultOn(kennitala: string, day: string): boolean {
  const age = ageOn(kennitala, day);
  return age !== null && age >= MIN_PARTY_AGE;
}

/**
 * A mobile number as the registry takes it: an Icelandic one without +354 or 00354, digits only
 * ("+354 581-2345" -> "5812345"); a foreign one written with its country code keeps it behind
 * the international prefix 00 ("+380 67 123 4567" -> "00380671234567").
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const international = /^(\+|00)/.test(trimmed);
  const digits = trimmed.replace(/^(\+|00)/, '').replace(/\D/g, '');
  if (international && !digits.startsWith('354')) return `00${digits}`;
  return digits.length === 10 && digits.startsWith('354') ? digits.slice(3) : digits;
}

/**
 * An Icelandic number (seven digits once normalized), or a foreign one with its country code
 * (E.164: at most 15 digits, at least 8), so a tenant who has only a Ukrainian or Polish number
 * can be a party.
 */
export function isValidContractPhone(value: string): boolean {
  return /^((?!00)\d{7}|00[1-9]\d{7,14})$/.test(normalizePhone(value));
}

/** A fastanúmer as the registry takes it: the optional "F" prefix dropped, spaces and hyphens removed ("F231-2345" -> "2312345"). */
export function normalizeFastanumer(value: string): string {
  return value.trim().replace(/^[Ff]/, '').replace(/[\s-]/g, '');
}

/** Seven digits once normalized. */
export function isValidFastanumer(value: string): boolean {
  return /^\d{7}$/.test(normalizeFastanumer(value));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------------------------------------------------------------------------------------------
// Registry deadlines and expiry

/** The last day to register a contract signed on `signedDay` (30 days). */
export function registrationDeadline(signedDay: string): string {
  return addDays(signedDay, REGISTRATION_DAYS);
}

/** The last day to deregister a contract that ended on `endDay` (30 days). */
export function deregistrationDeadline(endDay: string): string {
  return addDays(endDay, DEREGISTRATION_DAYS);
}

/** A fixed-term contract that has not ended yet (ending today counts) and ends within 90 days. */
export function isExpiring(termKind: TermKind, endDay: string | null, today: string): boolean {
  if (termKind !== 'fixed' || !endDay) return false;
  return endDay >= today && endDay <= addDays(today, EXPIRING_WITHIN_DAYS);
}

/** The earliest end date a fixed term starting on `startDay` may have: one calendar month later. */
export function earliestEndDate(startDay: string): string {
  return addMonths(startDay, MIN_FIXED_TERM);
}

/** The latest start date allowed on `today`. */
export function latestStartDate(today: string): string {
  return addDays(today, MAX_START_DAYS_AHEAD);
}

// ---------------------------------------------------------------------------------------------
// Every issue of a draft

export interface ContractIssuesInput {
  terms: ContractTerms;
  parties: ContractParty[];
  /** Today's date (ISO day): ages, start-date bounds. */
  today: string;
  /** The months whose CPI value is published (first days of months); when given, the base month must be one of the choices. */
  indexMonths?: string[];
  /** Files attached to the condition inspection: with none, the condition description is required. */
  conditionFiles?: number;
}

type Add = (
  step: ContractStep,
  field: string,
  code: string,
  extra?: { article?: string; params?: Record<string, string | number>; severity?: 'error' | 'warning' },
) => void;

function blank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

function isWhole(value: number): boolean {
  return Number.isInteger(value);
}

function partyIssues(parties: ContractParty[], today: string, add: Add): void {
  if (!parties.some((p) => p.role === 'landlord')) add('parties', 'parties', 'contract_landlord_missing');
  if (!parties.some((p) => p.role === 'tenant')) add('parties', 'parties', 'contract_tenant_missing');
  const seen = new Set<string>();
  parties.forEach((party, i) => {
    const at = (name: string) => `parties.${i}.${name}`;
    if (blank(party.name)) add('parties', at('name'), 'contract_party_name_missing');
    if (blank(party.kennitala)) add('parties', at('kennitala'), 'contract_party_kennitala_missing');
    else {
      const kennitala = party.kennitala as string;
      const digits = kennitalaDigits(kennitala);
      if (!isValidKennitala(kennitala)) add('parties', at('kennitala'), 'contract_party_kennitala_invalid');
      else if (isCompanyKennitala(kennitala)) add('parties', at('kennitala'), 'contract_party_kennitala_company');
      else if (!isAdultOn(kennitala, today))
        add('parties', at('kennitala'), 'contract_party_underage', { params: { age: MIN_PARTY_AGE } });
      if (digits && seen.has(digits)) add('parties', at('kennitala'), 'contract_party_kennitala_duplicate');
      if (digits) seen.add(digits);
    }
    const isCompany = party.teamId !== null || !blank(party.companyName) || !blank(party.companyKennitala);
    if (isCompany) {
      if (blank(party.companyName)) add('parties', at('companyName'), 'contract_company_name_missing');
      if (blank(party.companyKennitala)) add('parties', at('companyKennitala'), 'contract_company_kennitala_missing');
      else if (!isValidKennitala(party.companyKennitala as string) || !isCompanyKennitala(party.companyKennitala as string))
        add('parties', at('companyKennitala'), 'contract_company_kennitala_invalid');
    }
    if (blank(party.phone)) add('parties', at('phone'), 'contract_party_phone_missing');
    else if (!isValidContractPhone(party.phone as string)) add('parties', at('phone'), 'contract_party_phone_invalid');
    if (blank(party.email)) add('parties', at('email'), 'contract_party_email_missing');
    else if (!EMAIL.test((party.email as string).trim())) add('parties', at('email'), 'contract_party_email_invalid');
    if (blank(party.address)) add('parties', at('address'), 'contract_party_address_missing');
    if ((party.role === 'landlord' || party.role === 'tenant') && !party.signs)
      add('parties', at('signs'), 'contract_party_must_sign');
  });
}

function propertyIssues(terms: ContractTerms, add: Add): void {
  if (blank(terms.address)) add('date-time', 'address', 'contract_address_missing');
  if (blank(terms.postcode)) add('date-time', 'postcode', 'contract_postcode_missing');
  else if (!isPostcode(terms.postcode as string)) add('date-time', 'postcode', 'contract_postcode_invalid');
  if (blank(terms.municipality)) add('date-time', 'municipality', 'contract_municipality_missing');
  if (terms.units.length === 0) add('date-time', 'units', 'contract_units_missing');
  const fastanumer = new Set<string>();
  let rooms = 0;
  let size = 0;
  let unitsOk = true;
  terms.units.forEach((unit, i) => {
    const at = (name: string) => `units.${i}.${name}`;
    if (blank(unit.fastanumer)) add('date-time', at('fastanumer'), 'contract_unit_fastanumer_missing');
    else if (!isValidFastanumer(unit.fastanumer)) add('date-time', at('fastanumer'), 'contract_unit_fastanumer_invalid');
    else {
      const normal = normalizeFastanumer(unit.fastanumer);
      if (fastanumer.has(normal)) add('date-time', at('fastanumer'), 'contract_unit_duplicate');
      fastanumer.add(normal);
    }
    if (!isWhole(unit.rooms) || unit.rooms < 0) {
      add('date-time', at('rooms'), 'contract_unit_rooms_invalid');
      unitsOk = false;
    } else rooms += unit.rooms;
    if (!Number.isFinite(unit.sizeM2) || unit.sizeM2 <= 0) {
      add('date-time', at('sizeM2'), 'contract_unit_size_invalid');
      unitsOk = false;
    } else size += unit.sizeM2;
  });
  if (terms.units.length > 0 && unitsOk) {
    // With one unit the totals are its own fields; with several they belong to the list.
    const one = terms.units.length === 1;
    const roomsField = one ? 'units.0.rooms' : 'units';
    const sizeField = one ? 'units.0.sizeM2' : 'units';
    const roomBounds = { min: MIN_TOTAL_ROOMS, max: MAX_TOTAL_ROOMS };
    if (rooms < MIN_TOTAL_ROOMS) add('date-time', roomsField, 'contract_rooms_too_few', { params: roomBounds });
    if (rooms > MAX_TOTAL_ROOMS) add('date-time', roomsField, 'contract_rooms_too_many', { params: roomBounds });
    if (terms.category === 'room' && rooms > ROOM_LEASE_MAX_ROOMS) add('date-time', roomsField, 'contract_room_lease_rooms');
    const sizeBounds = { min: MIN_TOTAL_M2, max: MAX_TOTAL_M2 };
    if (size < MIN_TOTAL_M2) add('date-time', sizeField, 'contract_size_too_small', { params: sizeBounds });
    if (size > MAX_TOTAL_M2) add('date-time', sizeField, 'contract_size_too_large', { params: sizeBounds });
  }
  // We keep one size per unit and cannot tell a corrected size from the registered one, so the
  // description is always required (REGISTRY.md: a corrected size makes it mandatory).
  if (blank(terms.propertyDescription)) add('date-time', 'propertyDescription', 'contract_description_missing');
  else if ((terms.propertyDescription as string).trim().length > PROPERTY_DESCRIPTION_MAX)
    add('date-time', 'propertyDescription', 'contract_description_too_long', { params: { max: PROPERTY_DESCRIPTION_MAX } });
}

function periodIssues(terms: ContractTerms, today: string, add: Add): void {
  const { startDate, endDate, termKind, handoverDate } = terms;
  const startOk = startDate !== null && isDay(startDate);
  if (blank(startDate)) add('date-time', 'startDate', 'contract_start_missing');
  else if (!startOk) add('date-time', 'startDate', 'contract_start_invalid');
  else if ((startDate as string) > latestStartDate(today))
    add('date-time', 'startDate', 'contract_start_too_late', { params: { max: latestStartDate(today) } });
  if (termKind === 'fixed') {
    if (blank(endDate)) add('date-time', 'endDate', 'contract_end_missing');
    else if (!isDay(endDate as string)) add('date-time', 'endDate', 'contract_end_invalid');
    else if (startOk && (endDate as string) < earliestEndDate(startDate as string))
      add('date-time', 'endDate', 'contract_end_too_soon', { params: { min: earliestEndDate(startDate as string) } });
    else if ((endDate as string) < today) add('date-time', 'endDate', 'contract_end_past');
  } else if (!blank(endDate)) add('date-time', 'endDate', 'contract_end_indefinite');
  if (!blank(handoverDate) && !isDay(handoverDate as string)) add('date-time', 'handoverDate', 'contract_handover_invalid');
}

function meterIssues(name: 'electricity' | 'heating', cost: MeteredCost, add: Add): void {
  if (cost.payer !== 'tenant') return;
  const meter = new RegExp(`^\\d{1,${METER_NUMBER_MAX_DIGITS}}$`);
  if (blank(cost.meterNumber)) add('price', `${name}.meterNumber`, 'contract_meter_number_missing');
  else if (!meter.test((cost.meterNumber as string).trim()))
    add('price', `${name}.meterNumber`, 'contract_meter_number_invalid', { params: { max: METER_NUMBER_MAX_DIGITS } });
  if (blank(cost.meterReading)) add('price', `${name}.meterReading`, 'contract_meter_reading_missing');
  else if (!/^\d+([.,]\d+)?$/.test((cost.meterReading as string).trim()))
    add('price', `${name}.meterReading`, 'contract_meter_reading_invalid');
  if (blank(cost.readingDate)) add('price', `${name}.readingDate`, 'contract_meter_date_missing');
  else if (!isDay(cost.readingDate as string)) add('price', `${name}.readingDate`, 'contract_meter_date_invalid');
}

function priceIssues(terms: ContractTerms, indexMonths: string[] | undefined, add: Add): void {
  const rent = terms.rentIsk;
  const rentBounds = { min: RENT_MIN_ISK, max: RENT_MAX_ISK };
  if (rent === null) add('price', 'rentIsk', 'contract_rent_missing');
  else if (!isWhole(rent)) add('price', 'rentIsk', 'contract_rent_invalid');
  else if (rent < RENT_MIN_ISK) add('price', 'rentIsk', 'contract_rent_too_low', { params: rentBounds });
  else if (rent > RENT_MAX_ISK) add('price', 'rentIsk', 'contract_rent_too_high', { params: rentBounds });

  if (terms.indexType === 'cpi') {
    const { termKind, startDate, endDate } = terms;
    const datesKnown = startDate !== null && endDate !== null && isDay(startDate) && isDay(endDate);
    if (termKind === 'fixed' && datesKnown && !isIndexLinkingAllowed(termKind, startDate, endDate))
      add('price', 'indexType', 'contract_index_short_term', { article: '37. gr.', params: { months: INDEX_MIN_TERM_MONTHS } });
    if (blank(terms.indexBaseMonth)) add('price', 'indexBaseMonth', 'contract_index_base_missing');
    else if (!isDay(terms.indexBaseMonth as string) || (terms.indexBaseMonth as string).slice(8) !== '01')
      add('price', 'indexBaseMonth', 'contract_index_base_invalid');
    else if (indexMonths && startDate && isDay(startDate)) {
      if (!indexBaseMonthChoices(startDate, indexMonths).includes(terms.indexBaseMonth as string))
        add('price', 'indexBaseMonth', 'contract_index_base_not_allowed');
    }
    if (terms.indexBaseValue === null) add('price', 'indexBaseValue', 'contract_index_value_missing');
    else if (!Number.isFinite(terms.indexBaseValue) || terms.indexBaseValue <= 0)
      add('price', 'indexBaseValue', 'contract_index_value_invalid');
  }

  if (terms.housingFund.payer === 'tenant') {
    const amount = terms.housingFund.amountIsk;
    if (amount === null) add('price', 'housingFund.amountIsk', 'contract_housing_fund_missing');
    else if (!isWhole(amount) || amount < HOUSING_FUND_MIN_ISK || amount > HOUSING_FUND_MAX_ISK)
      add('price', 'housingFund.amountIsk', 'contract_housing_fund_invalid', {
        params: { min: HOUSING_FUND_MIN_ISK, max: HOUSING_FUND_MAX_ISK },
      });
  }
  meterIssues('electricity', terms.electricity, add);
  meterIssues('heating', terms.heating, add);

  if (terms.otherCosts.length > MAX_OTHER_COSTS)
    add('price', 'otherCosts', 'contract_other_costs_too_many', { params: { max: MAX_OTHER_COSTS } });
  terms.otherCosts.forEach((cost, i) => {
    if (blank(cost.description)) add('price', `otherCosts.${i}.description`, 'contract_other_cost_description_missing');
    if (!isWhole(cost.amountIsk) || cost.amountIsk < OTHER_COST_MIN_ISK || cost.amountIsk > OTHER_COST_MAX_ISK)
      add('price', `otherCosts.${i}.amountIsk`, 'contract_other_cost_amount_invalid', {
        params: { min: OTHER_COST_MIN_ISK, max: OTHER_COST_MAX_ISK },
      });
  });
}

function paymentIssues(terms: ContractTerms, add: Add): void {
  const textMax = { max: PAYMENT_TEXT_MAX };
  if (terms.paymentDay === 'other') {
    if (blank(terms.paymentDayOther)) add('payments', 'paymentDayOther', 'contract_payment_day_missing');
    else if ((terms.paymentDayOther as string).trim().length > PAYMENT_TEXT_MAX)
      add('payments', 'paymentDayOther', 'contract_payment_text_too_long', { params: textMax });
  }
  if (terms.paymentMethod === 'other') {
    if (blank(terms.paymentMethodOther)) add('payments', 'paymentMethodOther', 'contract_payment_method_missing');
    else if ((terms.paymentMethodOther as string).trim().length > PAYMENT_TEXT_MAX)
      add('payments', 'paymentMethodOther', 'contract_payment_text_too_long', { params: textMax });
  }
  // Both a bank transfer and the payment service pay into the landlord's payout method.
  if ((terms.paymentMethod === 'bank_transfer' || terms.paymentMethod === 'payment_service') && terms.payoutMethodId === null)
    add('payments', 'payoutMethodId', 'contract_payout_missing');

  const type = terms.securityType;
  if (SECURITY_TYPES_WITH_PROVIDER.includes(type) && blank(terms.securityProvider))
    add('payments', 'securityProvider', 'contract_security_provider_missing');
  if (type === 'other' && blank(terms.securityDescription))
    add('payments', 'securityDescription', 'contract_security_description_missing');
  const amount = terms.securityAmountIsk;
  if (type === 'none') {
    if (amount !== null && amount !== 0) add('payments', 'securityAmountIsk', 'contract_security_none_amount');
    return;
  }
  if (amount === null) add('payments', 'securityAmountIsk', 'contract_security_amount_missing');
  else if (!isWhole(amount) || amount <= 0) add('payments', 'securityAmountIsk', 'contract_security_amount_invalid');
  else if (terms.rentIsk !== null && amount > contractMaxSecurityIsk(type, terms.rentIsk)) {
    const max = contractMaxSecurityIsk(type, terms.rentIsk);
    const code = type === 'mutual_fund_fee' ? 'contract_mutual_fund_fee_too_high' : 'contract_security_too_high';
    add('payments', 'securityAmountIsk', code, { article: '40. gr.', params: { max } });
  }
}

function rulesIssues(terms: ContractTerms, conditionFiles: number, add: Add): void {
  const totalM2 = terms.units.reduce((sum, unit) => sum + (Number.isFinite(unit.sizeM2) && unit.sizeM2 > 0 ? unit.sizeM2 : 0), 0);
  const smoke = terms.smokeDetectors;
  if (smoke === null) add('rules', 'smokeDetectors', 'contract_smoke_detectors_missing');
  else if (!isWhole(smoke) || smoke < 0) add('rules', 'smokeDetectors', 'contract_count_invalid');
  else if (smoke < requiredSmokeDetectors(totalM2))
    add('rules', 'smokeDetectors', 'contract_smoke_detectors_too_few', {
      params: { required: requiredSmokeDetectors(totalM2), m2: SMOKE_DETECTOR_M2 },
      severity: 'warning',
    });
  const extinguishers = terms.fireExtinguishers;
  if (extinguishers === null) add('rules', 'fireExtinguishers', 'contract_fire_extinguishers_missing');
  else if (!isWhole(extinguishers) || extinguishers < 0) add('rules', 'fireExtinguishers', 'contract_count_invalid');
  else if (extinguishers < MIN_FIRE_EXTINGUISHERS) add('rules', 'fireExtinguishers', 'contract_fire_extinguishers_too_few');
  if (terms.inspection === 'independent' && blank(terms.inspectorName))
    add('rules', 'inspectorName', 'contract_inspector_name_missing');
  if (conditionFiles === 0 && blank(terms.conditionDescription))
    add('rules', 'conditionDescription', 'contract_condition_missing');
}

/**
 * Every problem in the draft, each with its field and step: what the registry would refuse
 * (REGISTRY.md), what the law forbids (37. and 40. gr.) and what is not filled in yet. All are
 * errors except too few smoke detectors, a warning.
 */
export function contractIssues(input: ContractIssuesInput): ContractIssue[] {
  const issues: ContractIssue[] = [];
  const add: Add = (step, field, code, extra = {}) => {
    const issue: ContractIssue = { field, step, code, severity: extra.severity ?? 'error' };
    if (extra.article) issue.article = extra.article;
    if (extra.params) issue.params = extra.params;
    issues.push(issue);
  };
  partyIssues(input.parties, input.today, add);
  propertyIssues(input.terms, add);
  periodIssues(input.terms, input.today, add);
  priceIssues(input.terms, input.indexMonths, add);
  paymentIssues(input.terms, add);
  rulesIssues(input.terms, input.conditionFiles ?? 0, add);
  return issues;
}

/** The issues fixed on one step of the wizard. */
export function issuesForStep(issues: readonly ContractIssue[], step: ContractStep): ContractIssue[] {
  return issues.filter((issue) => issue.step === step);
}

/** The issues that block sending for signing (errors; warnings only inform). */
export function blockingIssues(issues: readonly ContractIssue[]): ContractIssue[] {
  return issues.filter((issue) => issue.severity === 'error');
}

/** Whether the draft may go out for signing: no error left. */
export function canSendForSigning(issues: readonly ContractIssue[]): boolean {
  return blockingIssues(issues).length === 0;
}
