import type { ContractDto } from '#common/contract-dtos.ts';
import { eidRedirectUri, finishEidSignIn, normalizeKennitala, startEidSignIn } from '#server/integrations/signing/eid-broker.ts';
import { EID_STATE_MAX_AGE_S, type EidPending } from '#server/integrations/signing/eid-state.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { versionPdf } from './contract-pdf.service.ts';
import { contractFor } from './contracts.service.ts';
import { signContract } from './signing.service.ts';

// Signing with Icelandic electronic ID (SIGNING_PROVIDER=eid, docs/rules/contract-signing.md):
// the party is sent to the OpenID Connect broker and comes back with a verified kennitala, which
// must be the party's; the signature is then recorded by signContract like any other.

/**
 * A signing party starts signing with electronic ID: refused as signing is (not theirs, not
 * awaiting signatures, signed already) or when the party has no kennitala to compare with.
 * Returns the broker's URL and what the return must find (sealed in a cookie by the page),
 * bound to the party and the exact document they read.
 */
export async function startEidSigning(ctx: ServiceContext, id: string): Promise<{ url: string; pending: EidPending }> {
  if (ctx.env.SIGNING_PROVIDER !== 'eid') throw new AppError('not_found');
  const { actor, contract } = await contractFor(ctx, id, 'contract.sign');
  const party = contract.parties.find((p) => p.userId === actor.userId && p.signs);
  const pdf = await versionPdf(ctx.db, contract);
  if (!party || !pdf || contract.row.status !== 'awaiting_signatures' || contract.signedAt.has(party.id))
    throw new AppError('contract_not_signable');
  if (!normalizeKennitala(party.kennitala)) throw new AppError('signing_kennitala_missing');
  const { url, checks } = await startEidSignIn(ctx.env, eidRedirectUri(ctx.publicUrl));
  return {
    url,
    pending: {
      ...checks,
      contractId: id,
      userId: actor.userId,
      partyId: party.id,
      documentVersion: contract.row.documentVersion,
      pdfSha256: pdf.sha256,
      expiresAt: ctx.now().getTime() + EID_STATE_MAX_AGE_S * 1000,
    },
  };
}

/**
 * The party is back from the broker (the callback's `query`, with the sign-in it started, `pending`):
 * the broker's answer is verified, and the signature recorded when its kennitala is the party's
 * (`signing_kennitala_mismatch` otherwise: nothing is recorded). Only the person who started it
 * may finish it, on the document they read.
 */
export async function finishEidSigning(ctx: ServiceContext, pending: EidPending, query: URLSearchParams): Promise<ContractDto> {
  if (ctx.env.SIGNING_PROVIDER !== 'eid') throw new AppError('not_found');
  if (!ctx.actor || ctx.actor.userId !== pending.userId) throw new AppError('signing_eid_failed');
  if (pending.expiresAt < ctx.now().getTime()) throw new AppError('signing_eid_failed');
  // The URL the broker sent the person to, as registered (not as a proxy may have rewritten it).
  const callbackUrl = new URL(`${eidRedirectUri(ctx.publicUrl)}?${query}`);
  const { kennitala } = await finishEidSignIn(ctx.env, callbackUrl, pending);
  return signContract(ctx, pending.contractId, {
    eid: { kennitala, partyId: pending.partyId, documentVersion: pending.documentVersion, pdfSha256: pending.pdfSha256 },
  });
}
