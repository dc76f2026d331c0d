// What the registry takes for one contract (REGISTRY.md "Registry records" and the form's
// fields). Plain JSON; registry-payload.ts makes it from our contract.

/** REGISTRY.md "Parties": the registry's party types. */
export const REGISTRY_PARTY_TYPES = ['OWNER', 'TENANT', 'AGENCY', 'AGENTFOROWNER', 'AGENTFORTENANT', 'OWNERTAKEOVER'] as const;
export type RegistryPartyType = (typeof REGISTRY_PARTY_TYPES)[number];

export interface RegistryPerson {
  kennitala: string;
  name: string;
  /** Seven digits, without +354. */
  phone: string;
  email: string;
}

export interface RegistryParty extends RegistryPerson {
  type: RegistryPartyType;
  address: string;
  /** A company party acts through a named signatory; kennitala and name above are the company's. */
  signatory: RegistryPerson | null;
}

export interface RegistryProperty {
  /** Seven digits, no "F". */
  fastanumer: string;
  unitCode: string | null;
  /** Not known to us (the registry finds it from the fastanúmer). */
  appraisalUnitId: string | null;
  sizeM2: number;
  rooms: number;
  floor: string | null;
  apartment: string | null;
  usage: string | null;
}

export type RegistryCollateralType =
  | 'BANK_GUARANTEE'
  | 'THIRD_PARTY_GUARANTEE'
  | 'INSURANCE'
  | 'MUTUAL_FUND'
  | 'DEPOSIT'
  | 'OTHER';

export interface RegistryMeteredCost {
  payer: 'OWNER' | 'TENANT';
  meterNumber: string | null;
  meterReading: string | null;
  readingDate: string | null;
}

export interface RegistryRecord {
  /** Our contract id and reference: the registry's external reference. */
  externalId: string;
  externalReference: string;
  /** The day the last party signed (ISO day). */
  signatureDate: string;
  contractType: 'FIXED' | 'INDEFINITE';
  from: string;
  to: string | null;
  baseRent: number;
  indexType: 'NONE' | 'CPI';
  /** Months between index adjustments (1: monthly), when index-linked. */
  indexInterval: number | null;
  baseIndex: number | null;
  /** The first day of the base month. */
  baseIndexMonth: string | null;
  category: 'APARTMENT' | 'ROOM';
  specialGroup: null | 'STUDENTS' | 'ELDERLY' | 'DISABLED' | 'HALFWAY_HOUSE' | 'INCOME_RESTRICTED';
  address: { street: string; postcode: string; municipality: string };
  description: string;
  parties: RegistryParty[];
  properties: RegistryProperty[];
  collateral: { type: RegistryCollateralType; provider: string | null; description: string | null; amount: number } | null;
  costs: {
    housingFund: { payer: 'OWNER' | 'TENANT'; amount: number | null };
    electricity: RegistryMeteredCost;
    heating: RegistryMeteredCost;
    other: { description: string; amount: number }[];
  };
  payment: {
    day: 'FIRST' | 'LAST' | 'OTHER';
    dayOther: string | null;
    method: 'BANK_TRANSFER' | 'PAYMENT_SLIP' | 'OTHER';
    methodOther: string | null;
  };
  fireSafety: { smokeDetectors: number; fireExtinguishers: number; fireBlanket: boolean; escapeRoute: boolean };
  inspection: { by: 'PARTIES' | 'INDEPENDENT'; inspectorName: string | null; description: string | null };
}
