import type { ContractDto } from '#common/contract-dtos.ts';
import type { EidPending } from '#server/integrations/signing/eid-state.ts';
import type { ServiceContext } from '../context.ts';
import { beginEidSignature, finishEidSignature } from '../tenancy/core/eid-signing.ts';
import { getContract } from './contracts.service.ts';
import { leaseSigning } from './signing.service.ts';

// Signing a lease with Icelandic electronic ID (SIGNING_PROVIDER=eid, docs/rules/contract-signing.md):
// the kernel's electronic-ID signing (server/domain/tenancy/core/eid-signing.ts) with the lease's port.

/** A signing party starts signing the lease with electronic ID: the broker's URL and the sign-in to seal. */
export async function startEidSigning(ctx: ServiceContext, id: string): Promise<{ url: string; pending: EidPending }> {
  return beginEidSignature(ctx, leaseSigning, id);
}

/** The party is back from the broker: the signature is kept when the kennitala is the party's. */
export async function finishEidSigning(ctx: ServiceContext, pending: EidPending, query: URLSearchParams): Promise<ContractDto> {
  await finishEidSignature(ctx, leaseSigning, pending, query);
  return getContract(ctx, pending.agreementId);
}
