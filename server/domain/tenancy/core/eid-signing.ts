import { eidRedirectUri, finishEidSignIn, normalizeKennitala, startEidSignIn } from '#server/integrations/signing/eid-broker.ts';
import { EID_STATE_MAX_AGE_S, type EidPending } from '#server/integrations/signing/eid-state.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../../context.ts';
import { maySignNow, type SigningPort, signAgreement, signerFor } from './signing.ts';

// Signing with Icelandic electronic ID (SIGNING_PROVIDER=eid, docs/rules/contract-signing.md), for
// any kind of agreement: the party is sent to the OpenID Connect broker and comes back with a
// verified kennitala, which must be the party's; the signature is then kept by signAgreement like
// any other. The way back (/signing/eid/callback) is one for all kinds: the sealed sign-in names
// the kind and the agreement.

/**
 * A signing party starts signing with electronic ID: refused as signing is (not theirs, not
 * awaiting signatures, signed already) or when the party has no kennitala to compare with.
 * Returns the broker's URL and what the return must find (sealed in a cookie by the page),
 * bound to the party and the exact document they read.
 */
export async function beginEidSignature<A>(
  ctx: ServiceContext,
  port: SigningPort<A>,
  id: string,
): Promise<{ url: string; pending: EidPending }> {
  if (ctx.env.SIGNING_PROVIDER !== 'eid') throw new AppError('not_found');
  const { actor, agreement } = await port.authorize(ctx, id, {});
  const state = port.state(agreement);
  const signer = signerFor(state, actor.userId);
  const document = await port.versionDocument(ctx.db, agreement);
  if (!signer || !document || !maySignNow(state, actor.userId)) throw new AppError(port.notSignable);
  if (!normalizeKennitala(signer.kennitala)) throw new AppError('signing_kennitala_missing');
  const { url, checks } = await startEidSignIn(ctx.env, eidRedirectUri(ctx.publicUrl));
  return {
    url,
    pending: {
      ...checks,
      kind: port.kind,
      agreementId: state.id,
      userId: actor.userId,
      partyId: signer.id,
      documentVersion: state.documentVersion,
      pdfSha256: document.sha256,
      expiresAt: ctx.now().getTime() + EID_STATE_MAX_AGE_S * 1000,
    },
  };
}

/**
 * The party is back from the broker (the callback's `query`, with the sign-in it started, `pending`):
 * the broker's answer is verified, and the signature kept when its kennitala is the party's
 * (`signing_kennitala_mismatch` otherwise: nothing is kept). Only the person who started it may
 * finish it, on the document they read, for the kind of agreement it was started on.
 */
export async function finishEidSignature<A>(
  ctx: ServiceContext,
  port: SigningPort<A>,
  pending: EidPending,
  query: URLSearchParams,
): Promise<void> {
  if (ctx.env.SIGNING_PROVIDER !== 'eid') throw new AppError('not_found');
  if (!ctx.actor || ctx.actor.userId !== pending.userId || pending.kind !== port.kind) throw new AppError('signing_eid_failed');
  if (pending.expiresAt < ctx.now().getTime()) throw new AppError('signing_eid_failed');
  // The URL the broker sent the person to, as registered (not as a proxy may have rewritten it).
  const callbackUrl = new URL(`${eidRedirectUri(ctx.publicUrl)}?${query}`);
  const { kennitala } = await finishEidSignIn(ctx.env, callbackUrl, pending);
  await signAgreement(ctx, port, pending.agreementId, {
    eid: { kennitala, partyId: pending.partyId, documentVersion: pending.documentVersion, pdfSha256: pending.pdfSha256 },
  });
}
