import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_SECURITY_TYPES, type ContractParty, type ContractSecurityType, type ContractTerms } from './contract-model.ts';
import {
  addDays,
  addMonths,
  ageOn,
  blockingIssues,
  canSendForSigning,
  contractIssues,
  contractMaxSecurityIsk,
  daysBetween,
  deregistrationDeadline,
  earliestEndDate,
  indexBaseMonthChoices,
  isAdultOn,
  isExpiring,
  isIndexLinkingAllowed,
  issuesForStep,
  isValidContractPhone,
  isValidFastanumer,
  normalizeFastanumer,
  normalizePhone,
  registrationDeadline,
  requiredSmokeDetectors,
  termLengthMonths,
} from './contract-rules.ts';
import { kennitalaCheckDigit } from './kennitala.ts';
import { LOCALES } from './locales.ts';
import { maxSecurityIsk } from './offer-rules.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures

/** A valid kennitala for someone born on `birth` (YYYY-MM-DD, 1900-2099); +40 on the day for a company. */
function kennitalaFor(birth: string, company = false, serialFrom = 20): string {
  const [y, m, d] = birth.split('-');
  const day = String(Number(d) + (company ? 40 : 0)).padStart(2, '0');
  for (let serial = serialFrom; serial < 100; serial++) {
    const eight = `${day}${m}${y.slice(2)}${serial}`;
    const check = kennitalaCheckDigit(eight);
    if (check !== null) return `${eight}${check}${y.startsWith('19') ? '9' : '0'}`;
  }
  throw new Error('no serial');
}

const TODAY = '2026-11-24';

function party(role: ContractParty['role'], birth: string, extra: Partial<ContractParty> = {}): ContractParty {
  return {
    id: `${role}-${birth}`,
    role,
    userId: null,
    teamId: null,
    companyName: null,
    companyKennitala: null,
    name: 'Jón Jónsson',
    kennitala: kennitalaFor(birth),
    email: 'jon@example.is',
    phone: '5812345',
    address: 'Laugavegur 1, 101 Reykjavík',
    signs: true,
    ...extra,
  };
}

const PARTIES = [party('landlord', '1980-05-17'), party('tenant', '1995-02-03')];

function terms(extra: Partial<ContractTerms> = {}): ContractTerms {
  const none = { payer: 'landlord' as const, meterNumber: null, meterReading: null, readingDate: null };
  return {
    address: 'Laugavegur 1',
    postcode: '101',
    municipality: 'Reykjavíkurborg',
    category: 'dwelling',
    propertyClass: 'general',
    units: [{ id: 'u1', fastanumer: '2012345', unitCode: '01-0101', sizeM2: 75, rooms: 3, usage: 'Íbúð' }],
    propertyDescription: 'Þriggja herbergja íbúð á fyrstu hæð.',
    startDate: '2026-12-01',
    termKind: 'fixed',
    endDate: '2027-11-30',
    handoverDate: null,
    rentIsk: 250_000,
    indexType: 'none',
    indexBaseMonth: null,
    indexBaseValue: null,
    housingFund: { payer: 'landlord', amountIsk: null },
    electricity: none,
    heating: none,
    otherCosts: [],
    paymentDay: 'first',
    paymentDayOther: null,
    paymentMethod: 'bank_transfer',
    paymentMethodOther: null,
    payoutMethodId: '00000000-0000-4000-8000-000000000001',
    securityType: 'cash_deposit',
    securityProvider: null,
    securityDescription: null,
    securityAmountIsk: 500_000,
    pets: 'not_allowed',
    smokingAllowed: false,
    sublettingAllowed: false,
    houseRules: null,
    specialProvisions: null,
    fixedTermNoticeGrounds: null,
    smokeDetectors: 1,
    fireExtinguishers: 1,
    fireBlanket: true,
    escapeRoute: true,
    inspection: 'parties',
    inspectorName: null,
    conditionDescription: 'Nýmáluð, engar skemmdir.',
    ...extra,
  };
}

function codes(t: Partial<ContractTerms> = {}, parties: ContractParty[] = PARTIES, extra: { indexMonths?: string[] } = {}) {
  return contractIssues({ terms: terms(t), parties, today: TODAY, ...extra }).map((i) => `${i.field}:${i.code}`);
}

/** Any real day from 1950 to 2090. */
const dayArb = fc.integer({ min: 0, max: 51_500 }).map((n) => addDays('1950-01-01', n));

// ---------------------------------------------------------------------------------------------

describe('a complete draft', () => {
  it('has no issues and may go for signing', () => {
    const issues = contractIssues({ terms: terms(), parties: PARTIES, today: TODAY });
    expect(issues).toEqual([]);
    expect(canSendForSigning(issues)).toBe(true);
  });
});

describe('term length and index-linking (37. gr.)', () => {
  it('counts days / 30.44', () => {
    expect(termLengthMonths('2026-01-01', '2027-01-01')).toBeCloseTo(365 / 30.44);
    expect(termLengthMonths('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('refuses index-linking on a fixed term of 365 days and allows it at 366', () => {
    expect(isIndexLinkingAllowed('fixed', '2026-01-01', '2027-01-01')).toBe(false);
    expect(isIndexLinkingAllowed('fixed', '2026-01-01', '2027-01-02')).toBe(true);
    expect(isIndexLinkingAllowed('fixed', '2026-01-01', '2026-12-31')).toBe(false);
    expect(isIndexLinkingAllowed('indefinite', '2026-01-01', null)).toBe(true);
    expect(isIndexLinkingAllowed('fixed', '2026-01-01', null)).toBe(false);
    expect(isIndexLinkingAllowed('fixed', '2026-01-01', '2027-02-30')).toBe(false);
  });

  it('allows it iff the fixed term is over 12 months (days / 30.44), around the edge, from any start', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 340, max: 390 }), (start, days) => {
        const end = addDays(start, days);
        expect(isIndexLinkingAllowed('fixed', start, end)).toBe(days / 30.44 > 12);
        expect(isIndexLinkingAllowed('fixed', start, end)).toBe(days >= 366);
        expect(isIndexLinkingAllowed('indefinite', start, end)).toBe(true);
      }),
    );
  });

  it('flags a CPI-linked short fixed term on the index field, citing 37. gr.', () => {
    const issues = contractIssues({
      terms: terms({ indexType: 'cpi', indexBaseMonth: '2026-12-01', indexBaseValue: 650.1, endDate: '2027-12-01' }),
      parties: PARTIES,
      today: TODAY,
    });
    expect(issues).toEqual([
      {
        field: 'indexType',
        step: 'price',
        code: 'contract_index_short_term',
        article: '37. gr.',
        params: { months: 12 },
        severity: 'error',
      },
    ]);
    expect(codes({ indexType: 'cpi', indexBaseMonth: '2026-12-01', indexBaseValue: 650.1, endDate: '2027-12-02' })).toEqual([]);
    expect(
      codes({ indexType: 'cpi', indexBaseMonth: '2026-12-01', indexBaseValue: 650.1, termKind: 'indefinite', endDate: null }),
    ).toEqual([]);
  });

  it('needs a base month (a first day) and a positive base value', () => {
    const linked = { indexType: 'cpi' as const, termKind: 'indefinite' as const, endDate: null };
    expect(codes(linked)).toEqual(['indexBaseMonth:contract_index_base_missing', 'indexBaseValue:contract_index_value_missing']);
    expect(codes({ ...linked, indexBaseMonth: '2026-12-02', indexBaseValue: 0 })).toEqual([
      'indexBaseMonth:contract_index_base_invalid',
      'indexBaseValue:contract_index_value_invalid',
    ]);
  });

  it('takes the base month only among the choices when the published months are given', () => {
    const linked = { indexType: 'cpi' as const, termKind: 'indefinite' as const, endDate: null, indexBaseValue: 650 };
    const indexMonths = ['2026-09-01', '2026-10-01'];
    expect(codes({ ...linked, indexBaseMonth: '2026-10-01' }, PARTIES, { indexMonths })).toEqual([]);
    expect(codes({ ...linked, indexBaseMonth: '2026-09-01' }, PARTIES, { indexMonths })).toEqual([
      'indexBaseMonth:contract_index_base_not_allowed',
    ]);
  });
});

describe('index base month choices', () => {
  const published = ['2026-08-01', '2026-09-01', '2026-10-01'];

  it('offers the published months from the start month on, newest first', () => {
    expect(indexBaseMonthChoices('2026-09-15', published)).toEqual(['2026-10-01', '2026-09-01']);
    expect(indexBaseMonthChoices('2026-08-01', published)).toEqual(['2026-10-01', '2026-09-01', '2026-08-01']);
  });

  it('offers the latest published month when the start month is not published yet', () => {
    expect(indexBaseMonthChoices('2026-11-01', published)).toEqual(['2026-10-01']);
    expect(indexBaseMonthChoices('2027-06-30', published)).toEqual(['2026-10-01']);
    expect(indexBaseMonthChoices('2027-06-30', [])).toEqual([]);
  });

  it('never offers a month before the start month unless nothing later is known', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.uniqueArray(
          dayArb.map((d) => `${d.slice(0, 7)}-01`),
          { maxLength: 30 },
        ),
        (start, months) => {
          const choices = indexBaseMonthChoices(start, months);
          const startMonth = `${start.slice(0, 7)}-01`;
          for (const month of choices) expect(months).toContain(month);
          if (months.some((m) => m >= startMonth)) expect(choices.every((m) => m >= startMonth)).toBe(true);
          else expect(choices).toEqual(months.length ? [[...months].sort().at(-1)] : []);
        },
      ),
    );
  });
});

describe('security (40. gr.)', () => {
  it('caps at three months, a mutual fund fee at 10% of one month (rounded down), none at 0', () => {
    expect(contractMaxSecurityIsk('cash_deposit', 250_000)).toBe(750_000);
    expect(contractMaxSecurityIsk('other', 250_000)).toBe(750_000);
    expect(contractMaxSecurityIsk('mutual_fund_fee', 249_999)).toBe(24_999);
    expect(contractMaxSecurityIsk('none', 250_000)).toBe(0);
  });

  it('holds for every type and any rent, and offers agree', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTRACT_SECURITY_TYPES), fc.integer({ min: 0, max: 10_000_000 }), (type, rent) => {
        const max = contractMaxSecurityIsk(type, rent);
        if (type === 'none') expect(max).toBe(0);
        else if (type === 'mutual_fund_fee') {
          expect(max * 10).toBeLessThanOrEqual(rent);
          expect((max + 1) * 10).toBeGreaterThan(rent);
        } else expect(max).toBe(3 * rent);
        if (type !== 'other') expect(maxSecurityIsk(type, rent)).toBe(max);
      }),
    );
  });

  it('accepts the cap and refuses one króna more, on the amount field, for every type', () => {
    const provided = (type: ContractSecurityType) => ({
      securityType: type,
      securityProvider: 'Landsbankinn',
      securityDescription: 'Veð',
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_SECURITY_TYPES.filter((t) => t !== 'none')),
        fc.integer({ min: 15_000, max: 1_500_000 }),
        (type, rent) => {
          const max = contractMaxSecurityIsk(type, rent);
          expect(codes({ ...provided(type), rentIsk: rent, securityAmountIsk: max })).toEqual([]);
          const over = contractIssues({
            terms: terms({ ...provided(type), rentIsk: rent, securityAmountIsk: max + 1 }),
            parties: PARTIES,
            today: TODAY,
          });
          expect(over).toHaveLength(1);
          expect(over[0]).toMatchObject({ field: 'securityAmountIsk', step: 'payments', article: '40. gr.', params: { max } });
          expect(over[0].code).toBe(
            type === 'mutual_fund_fee' ? 'contract_mutual_fund_fee_too_high' : 'contract_security_too_high',
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('needs an amount, the provider where the type has one, a description for other, nothing for none', () => {
    expect(codes({ securityAmountIsk: null })).toEqual(['securityAmountIsk:contract_security_amount_missing']);
    expect(codes({ securityAmountIsk: 0 })).toEqual(['securityAmountIsk:contract_security_amount_invalid']);
    for (const type of ['bank_guarantee', 'third_party_guarantee', 'insurance', 'mutual_fund_fee'] as const)
      expect(codes({ securityType: type, securityAmountIsk: 1000 })).toEqual([
        'securityProvider:contract_security_provider_missing',
      ]);
    expect(codes({ securityType: 'platform_guarantee' })).toEqual([]);
    expect(codes({ securityType: 'other' })).toEqual(['securityDescription:contract_security_description_missing']);
    expect(codes({ securityType: 'none', securityAmountIsk: null })).toEqual([]);
    expect(codes({ securityType: 'none', securityAmountIsk: 0 })).toEqual([]);
    expect(codes({ securityType: 'none', securityAmountIsk: 1 })).toEqual(['securityAmountIsk:contract_security_none_amount']);
  });
});

describe('fire safety', () => {
  it('needs one smoke detector per 80 m², rounded up, at least one', () => {
    expect(requiredSmokeDetectors(0)).toBe(1);
    expect(requiredSmokeDetectors(80)).toBe(1);
    expect(requiredSmokeDetectors(80.5)).toBe(2);
    expect(requiredSmokeDetectors(160)).toBe(2);
    expect(requiredSmokeDetectors(161)).toBe(3);
    expect(requiredSmokeDetectors(500)).toBe(7);
  });

  it('covers every size with the fewest detectors', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 10_000, noNaN: true }), (m2) => {
        const n = requiredSmokeDetectors(m2);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n * 80).toBeGreaterThanOrEqual(m2);
        if (n > 1) expect((n - 1) * 80).toBeLessThan(m2);
      }),
    );
  });

  it('warns about too few detectors without blocking, and blocks without an extinguisher', () => {
    const units = [{ id: 'u1', fastanumer: '2012345', unitCode: null, sizeM2: 161, rooms: 5, usage: null }];
    const issues = contractIssues({ terms: terms({ units, smokeDetectors: 2 }), parties: PARTIES, today: TODAY });
    expect(issues).toEqual([
      {
        field: 'smokeDetectors',
        step: 'rules',
        code: 'contract_smoke_detectors_too_few',
        params: { required: 3, m2: 80 },
        severity: 'warning',
      },
    ]);
    expect(canSendForSigning(issues)).toBe(true);
    expect(codes({ units, smokeDetectors: 3 })).toEqual([]);
    expect(codes({ fireExtinguishers: 0 })).toEqual(['fireExtinguishers:contract_fire_extinguishers_too_few']);
    expect(codes({ smokeDetectors: null, fireExtinguishers: null })).toEqual([
      'smokeDetectors:contract_smoke_detectors_missing',
      'fireExtinguishers:contract_fire_extinguishers_missing',
    ]);
    expect(codes({ smokeDetectors: -1, fireExtinguishers: 1.5 })).toEqual([
      'smokeDetectors:contract_count_invalid',
      'fireExtinguishers:contract_count_invalid',
    ]);
  });

  it('needs an independent inspector named, and a condition description unless files are attached', () => {
    expect(codes({ inspection: 'independent' })).toEqual(['inspectorName:contract_inspector_name_missing']);
    expect(codes({ inspection: 'independent', inspectorName: 'Úttekt ehf.' })).toEqual([]);
    expect(codes({ conditionDescription: ' ' })).toEqual(['conditionDescription:contract_condition_missing']);
    expect(
      contractIssues({ terms: terms({ conditionDescription: null }), parties: PARTIES, today: TODAY, conditionFiles: 1 }),
    ).toEqual([]);
  });
});

describe('parties', () => {
  it('computes age from the kennitala, 18 exactly on the birthday', () => {
    const kt = kennitalaFor('2008-11-24');
    expect(ageOn(kt, '2026-11-23')).toBe(17);
    expect(ageOn(kt, '2026-11-24')).toBe(18);
    expect(isAdultOn(kt, '2026-11-23')).toBe(false);
    expect(isAdultOn(kt, '2026-11-24')).toBe(true);
    expect(ageOn(kennitalaFor('1999-12-31'), '2026-11-24')).toBe(26);
  });

  it('comes of age on 1 March when born on 29 February', () => {
    const kt = kennitalaFor('2008-02-29');
    expect(isAdultOn(kt, '2026-02-28')).toBe(false);
    expect(isAdultOn(kt, '2026-03-01')).toBe(true);
    expect(isAdultOn(kt, '2028-02-28')).toBe(true);
  });

  it('has no age for a company or an invalid kennitala', () => {
    expect(ageOn(kennitalaFor('1990-05-17', true), TODAY)).toBeNull();
    expect(ageOn('1705902099', TODAY)).toBeNull();
    expect(isAdultOn('nonsense', TODAY)).toBe(false);
  });

  it('is 18 on the 18th birthday and 17 the day before, for anyone born 1900-2099', () => {
    const birthArb = fc
      .integer({ min: 0, max: 73_000 })
      .map((n) => addDays('1900-01-01', n))
      .filter((d) => !d.endsWith('02-29'));
    fc.assert(
      fc.property(birthArb, (birth) => {
        const kt = kennitalaFor(birth);
        const birthday18 = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`;
        expect(isAdultOn(kt, birthday18)).toBe(true);
        expect(isAdultOn(kt, addDays(birthday18, -1))).toBe(false);
        expect(ageOn(kt, birthday18)).toBe(18);
      }),
    );
  });

  it('needs a landlord and a tenant', () => {
    expect(codes({}, [PARTIES[0]])).toEqual(['parties:contract_tenant_missing']);
    expect(codes({}, [])).toEqual(['parties:contract_landlord_missing', 'parties:contract_tenant_missing']);
  });

  it('checks every person: kennitala valid, a person, 18+, not twice; phone, email, name, address; signs', () => {
    const minor = party('tenant', '2008-11-25');
    expect(codes({}, [PARTIES[0], minor])).toEqual(['parties.1.kennitala:contract_party_underage']);
    expect(codes({}, [PARTIES[0], party('tenant', '2008-11-24')])).toEqual([]);
    expect(codes({}, [PARTIES[0], { ...PARTIES[1], kennitala: '1705902089' }])).toEqual([
      'parties.1.kennitala:contract_party_kennitala_invalid',
    ]);
    expect(codes({}, [PARTIES[0], { ...PARTIES[1], kennitala: kennitalaFor('1990-05-17', true) }])).toEqual([
      'parties.1.kennitala:contract_party_kennitala_company',
    ]);
    expect(codes({}, [PARTIES[0], { ...PARTIES[1], kennitala: PARTIES[0].kennitala }])).toEqual([
      'parties.1.kennitala:contract_party_kennitala_duplicate',
    ]);
    const [landlord] = PARTIES;
    const blank = { ...PARTIES[1], name: ' ', kennitala: null, phone: null, email: '', address: null, signs: false };
    expect(codes({}, [landlord, blank])).toEqual([
      'parties.1.name:contract_party_name_missing',
      'parties.1.kennitala:contract_party_kennitala_missing',
      'parties.1.phone:contract_party_phone_missing',
      'parties.1.email:contract_party_email_missing',
      'parties.1.address:contract_party_address_missing',
      'parties.1.signs:contract_party_must_sign',
    ]);
    expect(codes({}, [landlord, { ...PARTIES[1], phone: '12345', email: 'jon@' }])).toEqual([
      'parties.1.phone:contract_party_phone_invalid',
      'parties.1.email:contract_party_email_invalid',
    ]);
    expect(codes({}, [landlord, { ...PARTIES[1], phone: '+354 581-2345' }])).toEqual([]);
  });

  it('has a company act through a named signatory with the company kennitala', () => {
    const company = kennitalaFor('1990-05-17', true);
    const team = { ...PARTIES[0], teamId: '00000000-0000-4000-8000-000000000002' };
    expect(codes({}, [team, PARTIES[1]])).toEqual([
      'parties.0.companyName:contract_company_name_missing',
      'parties.0.companyKennitala:contract_company_kennitala_missing',
    ]);
    expect(codes({}, [{ ...team, companyName: 'Leiga ehf.', companyKennitala: PARTIES[1].kennitala }, PARTIES[1]])).toEqual([
      'parties.0.companyKennitala:contract_company_kennitala_invalid',
    ]);
    expect(codes({}, [{ ...team, companyName: 'Leiga ehf.', companyKennitala: company }, PARTIES[1]])).toEqual([]);
  });

  it('normalizes phones: seven Icelandic digits, or a foreign number with its country code', () => {
    expect(normalizePhone('+354 581-2345')).toBe('5812345');
    expect(normalizePhone('00354 5812345')).toBe('5812345');
    expect(normalizePhone('354 581 2345')).toBe('5812345');
    expect(normalizePhone('(581) 2345')).toBe('5812345');
    expect(isValidContractPhone('581 2345')).toBe(true);
    expect(isValidContractPhone('581234')).toBe(false);
    expect(normalizePhone('+380 67 123 4567')).toBe('00380671234567');
    expect(normalizePhone('0048 512-345-678')).toBe('0048512345678');
    expect(isValidContractPhone('+44 7911 123456')).toBe(true);
    expect(isValidContractPhone('+380 67 123 4567')).toBe(true);
    expect(isValidContractPhone('+48 512')).toBe(false);
    expect(isValidContractPhone('+1 234 567 890 123 456')).toBe(false);
    expect(isValidContractPhone('+0 123 456 789')).toBe(false);
    // Without its country code a long number could be anyone's: refused.
    expect(isValidContractPhone('380671234567')).toBe(false);
  });
});

describe('property', () => {
  it('normalizes the fastanúmer: optional F dropped, seven digits', () => {
    expect(normalizeFastanumer('F2312345')).toBe('2312345');
    expect(normalizeFastanumer(' f231-2345 ')).toBe('2312345');
    expect(isValidFastanumer('2312345')).toBe(true);
    expect(isValidFastanumer('F231234')).toBe(false);
    expect(isValidFastanumer('F23123456')).toBe(false);
    expect(isValidFastanumer('FF2312345')).toBe(false);
  });

  const unit = (sizeM2: number, rooms: number, fastanumer = '2012345') => ({
    id: fastanumer,
    fastanumer,
    unitCode: null,
    sizeM2,
    rooms,
    usage: null,
  });

  it('takes 1-20 rooms and 3-500 m² in total, at most one room on a room lease', () => {
    expect(codes({ units: [unit(75, 20)] })).toEqual([]);
    expect(codes({ units: [unit(75, 21)] })).toEqual(['units.0.rooms:contract_rooms_too_many']);
    expect(codes({ units: [unit(75, 0)] })).toEqual(['units.0.rooms:contract_rooms_too_few']);
    expect(codes({ units: [unit(3, 1)] })).toEqual([]);
    expect(codes({ units: [unit(2.9, 1)] })).toEqual(['units.0.sizeM2:contract_size_too_small']);
    expect(codes({ units: [unit(400, 10), unit(100, 10, '2012346')], smokeDetectors: 7 })).toEqual([]);
    expect(codes({ units: [unit(400, 10), unit(100.5, 11, '2012346')], smokeDetectors: 7 })).toEqual([
      'units:contract_rooms_too_many',
      'units:contract_size_too_large',
    ]);
    expect(codes({ category: 'room', units: [unit(15, 1)] })).toEqual([]);
    expect(codes({ category: 'room', units: [unit(15, 2)] })).toEqual(['units.0.rooms:contract_room_lease_rooms']);
  });

  it('needs a unit, valid and distinct fastanúmer, sensible rooms and sizes, and the address', () => {
    expect(codes({ units: [] })).toEqual(['units:contract_units_missing']);
    expect(codes({ units: [unit(75, 3, 'F201234')] })).toEqual(['units.0.fastanumer:contract_unit_fastanumer_invalid']);
    expect(codes({ units: [unit(40, 1), unit(40, 1, 'F201-2345')] })).toEqual(['units.1.fastanumer:contract_unit_duplicate']);
    expect(codes({ units: [unit(0, 1.5)] })).toEqual([
      'units.0.rooms:contract_unit_rooms_invalid',
      'units.0.sizeM2:contract_unit_size_invalid',
    ]);
    expect(codes({ address: null, postcode: '', municipality: null })).toEqual([
      'address:contract_address_missing',
      'postcode:contract_postcode_missing',
      'municipality:contract_municipality_missing',
    ]);
    expect(codes({ postcode: '999' })).toEqual(['postcode:contract_postcode_invalid']);
  });

  it('needs the description, at most 1,500 characters', () => {
    expect(codes({ propertyDescription: 'x'.repeat(1500) })).toEqual([]);
    expect(codes({ propertyDescription: 'x'.repeat(1501) })).toEqual(['propertyDescription:contract_description_too_long']);
    expect(codes({ propertyDescription: null })).toEqual(['propertyDescription:contract_description_missing']);
  });

  it('puts property issues on the date-time step', () => {
    const issues = contractIssues({ terms: terms({ units: [] }), parties: [], today: TODAY });
    expect(issuesForStep(issues, 'date-time').map((i) => i.code)).toEqual(['contract_units_missing']);
    expect(issuesForStep(issues, 'parties')).toHaveLength(2);
    expect(blockingIssues(issues)).toHaveLength(3);
  });
});

describe('dates', () => {
  it('starts at most 366 days ahead, and a fixed term ends at least a month after the start', () => {
    expect(codes({ startDate: '2027-11-25', endDate: '2028-11-25' })).toEqual([]);
    expect(codes({ startDate: '2027-11-26', endDate: '2028-11-25' })).toEqual(['startDate:contract_start_too_late']);
    expect(codes({ startDate: '2026-12-01', endDate: '2027-01-01' })).toEqual([]);
    expect(codes({ startDate: '2026-12-01', endDate: '2026-12-31' })).toEqual(['endDate:contract_end_too_soon']);
    expect(earliestEndDate('2027-01-31')).toBe('2027-02-28');
    expect(earliestEndDate('2028-01-31')).toBe('2028-02-29');
  });

  it('needs the dates, no end on an indefinite lease, and no fixed term already over', () => {
    expect(codes({ startDate: null, endDate: null })).toEqual([
      'startDate:contract_start_missing',
      'endDate:contract_end_missing',
    ]);
    expect(codes({ startDate: '2026-02-30', endDate: '2027-13-01' })).toEqual([
      'startDate:contract_start_invalid',
      'endDate:contract_end_invalid',
    ]);
    expect(codes({ termKind: 'indefinite' })).toEqual(['endDate:contract_end_indefinite']);
    expect(codes({ termKind: 'indefinite', endDate: null })).toEqual([]);
    expect(codes({ startDate: '2025-01-01', endDate: '2026-11-23' })).toEqual(['endDate:contract_end_past']);
    expect(codes({ startDate: '2025-01-01', endDate: '2026-11-24' })).toEqual([]);
    expect(codes({ handoverDate: '2026-11-31' })).toEqual(['handoverDate:contract_handover_invalid']);
  });

  it('refuses a start later than 366 days after today, whatever today is', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 300, max: 400 }), (today, ahead) => {
        const startDate = addDays(today, ahead);
        const issues = contractIssues({
          terms: terms({ startDate, termKind: 'indefinite', endDate: null }),
          parties: PARTIES,
          today,
        }).filter((i) => i.field === 'startDate');
        expect(issues.map((i) => i.code)).toEqual(ahead > 366 ? ['contract_start_too_late'] : []);
      }),
    );
  });

  it('takes a fixed end iff it is at least one calendar month after the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 360 }).map((n) => addDays(TODAY, n)),
        fc.integer({ min: 20, max: 40 }),
        (startDate, days) => {
          const endDate = addDays(startDate, days);
          const issues = contractIssues({ terms: terms({ startDate, endDate }), parties: PARTIES, today: TODAY });
          const tooSoon = issues.some((i) => i.code === 'contract_end_too_soon');
          expect(tooSoon).toBe(endDate < addMonths(startDate, 1));
          expect(tooSoon).toBe(days < daysBetween(startDate, earliestEndDate(startDate)));
        },
      ),
    );
  });

  it('sets the registry deadlines at 30 days and calls a fixed term expiring within 90 days', () => {
    expect(registrationDeadline('2026-12-15')).toBe('2027-01-14');
    expect(deregistrationDeadline('2027-02-28')).toBe('2027-03-30');
    expect(isExpiring('fixed', TODAY, TODAY)).toBe(true);
    expect(isExpiring('fixed', addDays(TODAY, 90), TODAY)).toBe(true);
    expect(isExpiring('fixed', addDays(TODAY, 91), TODAY)).toBe(false);
    expect(isExpiring('fixed', addDays(TODAY, -1), TODAY)).toBe(false);
    expect(isExpiring('indefinite', addDays(TODAY, 10), TODAY)).toBe(false);
    expect(isExpiring('fixed', null, TODAY)).toBe(false);
  });
});

describe('rent, costs and payments', () => {
  it('takes 15,000-1,500,000 ISK in whole krónur', () => {
    expect(codes({ rentIsk: 15_000, securityAmountIsk: 45_000 })).toEqual([]);
    expect(codes({ rentIsk: 1_500_000 })).toEqual([]);
    expect(codes({ rentIsk: 14_999, securityAmountIsk: 1 })).toEqual(['rentIsk:contract_rent_too_low']);
    expect(codes({ rentIsk: 1_500_001 })).toEqual(['rentIsk:contract_rent_too_high']);
    expect(codes({ rentIsk: 200_000.5 })).toEqual(['rentIsk:contract_rent_invalid']);
    expect(codes({ rentIsk: null })).toEqual(['rentIsk:contract_rent_missing']);
  });

  it('takes at most 3 other costs of 1-100,000 ISK, each described', () => {
    const cost = (amountIsk: number, description = 'Internet') => ({ description, amountIsk });
    expect(codes({ otherCosts: [cost(1), cost(100_000), cost(50)] })).toEqual([]);
    expect(codes({ otherCosts: [cost(1), cost(1), cost(1), cost(1)] })).toEqual(['otherCosts:contract_other_costs_too_many']);
    expect(codes({ otherCosts: [cost(0), cost(100_001, ' ')] })).toEqual([
      'otherCosts.0.amountIsk:contract_other_cost_amount_invalid',
      'otherCosts.1.description:contract_other_cost_description_missing',
      'otherCosts.1.amountIsk:contract_other_cost_amount_invalid',
    ]);
  });

  it('takes a housing fund of 1-999,999 ISK when the tenant pays it', () => {
    expect(codes({ housingFund: { payer: 'tenant', amountIsk: 999_999 } })).toEqual([]);
    expect(codes({ housingFund: { payer: 'tenant', amountIsk: 1_000_000 } })).toEqual([
      'housingFund.amountIsk:contract_housing_fund_invalid',
    ]);
    expect(codes({ housingFund: { payer: 'tenant', amountIsk: null } })).toEqual([
      'housingFund.amountIsk:contract_housing_fund_missing',
    ]);
    expect(codes({ housingFund: { payer: 'landlord', amountIsk: null } })).toEqual([]);
  });

  it('needs a meter of 1-20 digits, a reading and its date when the tenant pays electricity or heating', () => {
    const metered = (meterNumber: string | null) => ({
      payer: 'tenant' as const,
      meterNumber,
      meterReading: '1234,5',
      readingDate: '2026-12-01',
    });
    expect(codes({ electricity: metered('1'.repeat(20)) })).toEqual([]);
    expect(codes({ heating: metered('1'.repeat(21)) })).toEqual(['heating.meterNumber:contract_meter_number_invalid']);
    expect(codes({ heating: { payer: 'tenant', meterNumber: null, meterReading: null, readingDate: null } })).toEqual([
      'heating.meterNumber:contract_meter_number_missing',
      'heating.meterReading:contract_meter_reading_missing',
      'heating.readingDate:contract_meter_date_missing',
    ]);
  });

  it('needs the "other" texts (at most 50 characters) and a payout method for transfers', () => {
    expect(codes({ paymentDay: 'other', paymentDayOther: 'x'.repeat(50) })).toEqual([]);
    expect(codes({ paymentDay: 'other', paymentDayOther: 'x'.repeat(51) })).toEqual([
      'paymentDayOther:contract_payment_text_too_long',
    ]);
    expect(codes({ paymentMethod: 'other', paymentMethodOther: null, payoutMethodId: null })).toEqual([
      'paymentMethodOther:contract_payment_method_missing',
    ]);
    expect(codes({ paymentMethod: 'payment_slip', payoutMethodId: null })).toEqual([]);
    expect(codes({ payoutMethodId: null })).toEqual(['payoutMethodId:contract_payout_missing']);
  });
});

describe('messages', () => {
  it('has a message for every code in every locale', () => {
    const source = readFileSync(path.join(__dirname, 'contract-rules.ts'), 'utf8');
    const emitted = [...new Set(source.match(/'contract_[a-z_]+'/g)?.map((c) => c.slice(1, -1)))];
    expect(emitted.length).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const fields = JSON.parse(readFileSync(path.join(__dirname, `../locales/${locale}/errors.json`), 'utf8')).fields;
      expect(
        emitted.filter((code) => typeof fields[code] !== 'string'),
        locale,
      ).toEqual([]);
    }
  });
});
