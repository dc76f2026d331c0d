import { describe, expect, it } from 'vitest';
import type { ContractParty, ContractTerms } from '#common/contract-model.ts';
import { kennitalaCheckDigit } from '#common/kennitala.ts';
import { HmsRegistry } from './hms-adapter.ts';
import { registryRefusals } from './registry-checks.ts';
import { type ContractForRegistry, floorAndApartment, registryRecord } from './registry-payload.ts';
import { RegistryRefusal, RegistryUnavailable } from './rental-registry.ts';
import { seededRandom, simulatorRegistryNumber } from './simulator.ts';

function kennitala(birth: string, company = false): string {
  const [y, m, d] = birth.split('-');
  for (let serial = 20; serial < 100; serial++) {
    const eight = `${String(Number(d) + (company ? 40 : 0)).padStart(2, '0')}${m}${y.slice(2)}${serial}`;
    const check = kennitalaCheckDigit(eight);
    if (check !== null) return `${eight}${check}${y.startsWith('19') ? '9' : '0'}`;
  }
  throw new Error('no serial');
}

function party(role: ContractParty['role'], birth: string, extra: Partial<ContractParty> = {}): ContractParty {
  return {
    id: `${role}-${birth}`,
    role,
    userId: null,
    teamId: null,
    companyName: null,
    companyKennitala: null,
    name: 'Jón Jónsson',
    kennitala: kennitala(birth),
    email: 'jon@example.is',
    phone: '+354 581 2345',
    address: 'Laugavegur 1, 101 Reykjavík',
    signs: true,
    ...extra,
  };
}

const none = { payer: 'landlord' as const, meterNumber: null, meterReading: null, readingDate: null };
const TERMS: ContractTerms = {
  address: 'Laugavegur 1',
  postcode: '101',
  municipality: 'Reykjavíkurborg',
  category: 'dwelling',
  propertyClass: 'students',
  units: [{ id: 'u1', fastanumer: 'F201-2345', unitCode: '01-0203', sizeM2: 75, rooms: 3, usage: 'Íbúð' }],
  propertyDescription: 'Þriggja herbergja íbúð.',
  startDate: '2026-12-01',
  termKind: 'fixed',
  endDate: '2028-11-30',
  handoverDate: null,
  rentIsk: 250_000,
  indexType: 'cpi',
  indexBaseMonth: '2026-11-01',
  indexBaseValue: 650.4,
  housingFund: { payer: 'landlord', amountIsk: null },
  electricity: none,
  heating: none,
  otherCosts: [],
  paymentDay: 'first',
  paymentDayOther: null,
  paymentMethod: 'payment_service',
  paymentMethodOther: null,
  payoutMethodId: null,
  securityType: 'platform_guarantee',
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
  conditionDescription: 'Nýmáluð.',
};

function contract(terms: Partial<ContractTerms> = {}, parties?: ContractParty[]): ContractForRegistry {
  return {
    id: '0b0e5a52-7f3c-4c1e-9d7a-2f4b8c6d1e90',
    reference: 'HL-00042',
    signatureDate: '2026-11-24',
    terms: { ...TERMS, ...terms },
    parties: parties ?? [
      party('landlord', '1980-05-17', {
        teamId: 'team-1',
        companyName: 'Leigulíðar ehf.',
        companyKennitala: kennitala('1999-03-10', true),
      }),
      party('tenant', '1995-02-03'),
      party('tenant_representative', '1970-01-20'),
    ],
  };
}

describe('our contract as the registry’s record', () => {
  it('maps parties to party types, a team landlord as OWNER with its signatory', () => {
    const record = registryRecord(contract());
    expect(record.parties.map((p) => p.type)).toEqual(['OWNER', 'TENANT', 'AGENTFORTENANT']);
    const [owner, tenant] = record.parties;
    expect(owner.name).toBe('Leigulíðar ehf.');
    expect(owner.kennitala).toMatch(/^\d{10}$/);
    expect(owner.signatory).toMatchObject({ name: 'Jón Jónsson', phone: '5812345' });
    expect(tenant.signatory).toBeNull();
    expect(tenant.phone).toBe('5812345');
  });

  it('maps property, dates, rent, index and collateral', () => {
    const record = registryRecord(contract());
    expect(record).toMatchObject({
      externalReference: 'HL-00042',
      contractType: 'FIXED',
      from: '2026-12-01',
      to: '2028-11-30',
      baseRent: 250_000,
      indexType: 'CPI',
      indexInterval: 1,
      baseIndex: 650.4,
      baseIndexMonth: '2026-11-01',
      category: 'APARTMENT',
      specialGroup: 'STUDENTS',
      collateral: { type: 'THIRD_PARTY_GUARANTEE', provider: 'Heimaleiga', amount: 500_000 },
      payment: { day: 'FIRST', method: 'BANK_TRANSFER' },
    });
    expect(record.properties[0]).toMatchObject({ fastanumer: '2012345', floor: '02', apartment: '03', sizeM2: 75, rooms: 3 });
    const indefinite = registryRecord(
      contract({ termKind: 'indefinite', endDate: null, indexType: 'none', securityType: 'none' }),
    );
    expect(indefinite).toMatchObject({
      contractType: 'INDEFINITE',
      to: null,
      indexType: 'NONE',
      baseIndex: null,
      collateral: null,
    });
  });

  it('reads floor and flat from a unit code of the usual shape only', () => {
    expect(floorAndApartment('01-0203')).toEqual({ floor: '02', apartment: '03' });
    expect(floorAndApartment('kjallari')).toEqual({ floor: null, apartment: null });
    expect(floorAndApartment(null)).toEqual({ floor: null, apartment: null });
  });
});

describe('what the simulator refuses (the registry’s rules, through contract-rules)', () => {
  const codes = (c: ContractForRegistry) => registryRefusals(registryRecord(c)).map((r) => `${r.field}:${r.code}`);

  it('takes a complete contract', () => {
    expect(codes(contract())).toEqual([]);
  });

  it('refuses rent out of bounds, index-linking a short term and too much security, with the field and words', () => {
    const reasons = registryRefusals(registryRecord(contract({ rentIsk: 10_000, securityAmountIsk: 20_000 })));
    expect(reasons).toEqual([expect.objectContaining({ code: 'contract_rent_too_low', field: 'rentIsk' })]);
    expect(reasons[0].message.length).toBeGreaterThan(10);
    expect(codes(contract({ endDate: '2027-06-30' }))).toContain('indexType:contract_index_short_term');
    expect(codes(contract({ securityAmountIsk: 800_000 }))).toContain('securityAmountIsk:contract_security_too_high');
  });

  it('refuses parties the registry would: no tenant, a bad kennitala, the same person twice', () => {
    const landlord = party('landlord', '1980-05-17');
    expect(codes(contract({}, [landlord]))).toContain('parties:contract_tenant_missing');
    expect(codes(contract({}, [landlord, party('tenant', '1995-02-03', { kennitala: '0101012345' })]))).toContain(
      'parties.1.kennitala:contract_party_kennitala_invalid',
    );
    expect(codes(contract({}, [landlord, party('tenant', '1980-05-17')]))).toContain(
      'parties.1.kennitala:contract_party_kennitala_duplicate',
    );
  });

  it('refuses properties out of the registry’s bounds', () => {
    expect(codes(contract({ units: [] }))).toContain('units:contract_units_missing');
    expect(codes(contract({ units: [{ ...TERMS.units[0], rooms: 25 }] }))).toContain('units.0.rooms:contract_rooms_too_many');
    expect(codes(contract({ category: 'room' }))).toContain('units.0.rooms:contract_room_lease_rooms');
  });
});

describe('the simulator’s numbers and random source', () => {
  it('numbers nine digits, and a seed replays the same sequence', () => {
    expect(simulatorRegistryNumber(1)).toBe('100000001');
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('the HMS adapter sorts answers (no network: a fake fetch)', () => {
  const adapter = (response: () => Response | Promise<Response>) =>
    new HmsRegistry({ url: 'https://registry.test/api/', apiKey: 'k', fetch: (async () => response()) as typeof fetch });
  const record = registryRecord(contract());

  it('takes the number from a 2xx, sends the key and the bearer token', async () => {
    let seen: Request | undefined;
    const registry = new HmsRegistry({
      url: 'https://registry.test/api/',
      apiKey: 'secret',
      fetch: (async (url: string, init: RequestInit) => {
        seen = new Request(url, init);
        return Response.json({ id: 123456 }, { status: 201 });
      }) as typeof fetch,
    });
    expect(await registry.register(record, 'key-1')).toEqual({ registryNumber: '123456' });
    expect(seen?.url).toBe('https://registry.test/api/contracts');
    expect(seen?.headers.get('idempotency-key')).toBe('key-1');
    expect(seen?.headers.get('authorization')).toBe('Bearer secret');
  });

  it('turns 422 into a refusal with reasons, and 503 or a network error into unavailability', async () => {
    const refused = adapter(() =>
      Response.json({ errors: [{ code: 'INVALID_RENT', message: 'Leiga of lág', field: 'baseRent' }] }, { status: 422 }),
    );
    await expect(refused.register(record, 'k')).rejects.toBeInstanceOf(RegistryRefusal);
    await expect(refused.register(record, 'k')).rejects.toMatchObject({
      reasons: [{ code: 'INVALID_RENT', message: 'Leiga of lág', field: 'baseRent' }],
    });
    await expect(adapter(() => new Response('', { status: 503 })).register(record, 'k')).rejects.toBeInstanceOf(
      RegistryUnavailable,
    );
    await expect(
      adapter(() => {
        throw new TypeError('fetch failed');
      }).register(record, 'k'),
    ).rejects.toBeInstanceOf(RegistryUnavailable);
  });
});
