import type { ContractParty, ContractStatus, ContractTerms, PartyRole } from '#common/contract-model.ts';

/**
 * How a party proved who they were when signing, as the signature row stores it: 'password'
 * (DOMAIN.md: confirmed email and re-entered password) or the name of an electronic ID provider.
 */
export type SignatureMethod = 'password' | (string & {});

export interface ContractPdfSignature {
  partyId: string;
  name: string;
  role: PartyRole;
  /** ISO instant. */
  signedAt: string;
  method: SignatureMethod;
}

/**
 * Everything the contract PDF prints (docs/rules/contract-document.md). The same input always
 * gives the same bytes, so the SHA-256 stored with a signature can be recomputed.
 */
export interface ContractPdfInput {
  contractId: string;
  /** A short human reference, e.g. 'HL-2026-0042'. */
  reference: string;
  status: ContractStatus;
  /** Goes up whenever the terms change; parties sign one version. */
  documentVersion: number;
  terms: ContractTerms;
  parties: ContractParty[];
  /** A landlord that is a team: the company the named signatory signs for. */
  landlordTeam: { name: string; kennitala: string | null } | null;
  /** ISO instant: the document's date, and its PDF creation date. */
  preparedAt: string;
  /** Empty for the version the parties sign; filled for the final signed copy. */
  signatures: ContractPdfSignature[];
  registry?: { number: string; registeredAt: string } | null;
}
