import type { ContractIssue, ContractParty, ContractStatus, ContractTerms } from './contract-model.ts';

// What the contract API and pages receive.

export type RegistryStatus = 'none' | 'pending' | 'registered' | 'failed';

export interface ContractPartyDto extends ContractParty {
  /** When this party signed the current version, or null. */
  signedAt: string | null;
}

export interface ContractEventDto {
  id: string;
  kind: string;
  actorName: string | null;
  data: Record<string, string | number | null>;
  createdAt: string;
}

export interface ContractDto {
  id: string;
  /** For people to quote: HL-00042. */
  reference: string;
  status: ContractStatus;
  documentVersion: number;
  ownerUserId: string | null;
  team: { id: string; name: string; slug: string } | null;
  listing: { id: string; title: string } | null;
  offerId: string | null;
  terms: ContractTerms;
  parties: ContractPartyDto[];
  /** What still stands between the draft and signing (errors) and what to look at (warnings). */
  issues: ContractIssue[];
  registry: { status: RegistryStatus; number: string | null; registeredAt: string | null; due: string | null };
  sentForSigningAt: string | null;
  signaturesVoidedAt: string | null;
  activatedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the reader may do with it now; `manage`: they are its landlord side (whatever its status). */
  can: { edit: boolean; sign: boolean; cancel: boolean; manage: boolean };
}

/** A row of a contract list. */
export interface ContractSummaryDto {
  id: string;
  reference: string;
  status: ContractStatus;
  address: string | null;
  startDate: string | null;
  endDate: string | null;
  termKind: ContractTerms['termKind'];
  rentIsk: number | null;
  team: { id: string; name: string; slug: string } | null;
  /** The other side, as names (for a landlord: the tenants; for a tenant: the landlord). */
  parties: { name: string; role: ContractParty['role'] }[];
  /** The reader's own role in it, if they are a party. */
  myRole: ContractParty['role'] | null;
  registryStatus: RegistryStatus;
  updatedAt: string;
}

/** "HL-00042" from the running number. */
export function contractReference(number: number): string {
  return `HL-${String(number).padStart(5, '0')}`;
}
