import type { Db } from '#server/db/client.ts';
import { type SigningProof, signingProvider } from '#server/integrations/signing/signing-provider.ts';
import { AppError, type ErrorCode } from '#server/lib/errors.ts';
import type { Actor, ServiceContext } from '../../context.ts';

// Signing an agreement (docs/rules/contract-signing.md), for every kind of agreement: a lease, and
// next an inspection report, a guarantee claim, a car sale. The kind says where its parties,
// signatures and documents are kept and what happens when the last party signs (a `SigningPort`);
// this file holds the rules they share: who may sign, proving who you are through the configured
// provider (password or electronic ID), binding the signature to the exact document, counting a
// double click once, and finishing exactly once when the last signature arrives.

/** A party as signing sees it. */
export interface Signer {
  id: string;
  userId: string | null;
  /** Whether this party's signature is needed (a representative of an own-name landlord may not sign). */
  signs: boolean;
  kennitala: string | null;
}

/** Where an agreement stands for signing. */
export interface SigningState {
  id: string;
  /** Sent for signing and not yet signed by all, nor withdrawn. */
  awaitingSignatures: boolean;
  /** The version the parties sign now (a change to the terms makes a new one). */
  documentVersion: number;
  signers: readonly Signer[];
  /** The parties with a live signature on the current version. */
  signed: ReadonlySet<string>;
}

/** One signature as it is stored: who, which document, how, when and from where. */
export interface SignatureRecord {
  agreementId: string;
  partyId: string;
  userId: string;
  documentVersion: number;
  pdfSha256: string;
  method: 'password' | 'eid';
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** What a kind of agreement gives the kernel so its parties can sign it. */
export interface SigningPort<A> {
  /** Named in the electronic-ID sign-in, so the way back finds the agreement's kind. */
  readonly kind: string;
  /** The refusal when the agreement cannot be signed now (not sent, signed by all, not a signing party). */
  readonly notSignable: ErrorCode;
  /** The agreement, if the person may sign it (else the kind's 401/403/404); `lock` inside `db`'s transaction. */
  authorize(ctx: ServiceContext, id: string, options: { lock?: boolean; db?: Db }): Promise<{ actor: Actor; agreement: A }>;
  state(agreement: A): SigningState;
  /** The kept document of the version being signed (the exact bytes), if it was sent. */
  versionDocument(db: Db, agreement: A): Promise<{ sha256: string } | null>;
  /** Keeps the signature unless the party has a live one on this version; whether it was kept. */
  insertSignature(tx: Db, signature: SignatureRecord): Promise<boolean>;
  /** The parties with a live signature on this version, as the transaction sees them now. */
  liveSigners(tx: Db, agreementId: string, documentVersion: number): Promise<ReadonlySet<string>>;
  /** After a signature is kept, in its transaction: the history, and whom to tell. */
  signed(ctx: ServiceContext, tx: Db, agreement: A, signature: SignatureRecord): Promise<void>;
  /** The last signature was kept, in its transaction: the agreement takes effect. Runs once. */
  completed(ctx: ServiceContext, tx: Db, agreement: A, actorId: string, now: Date): Promise<void>;
}

/** The signing party the person is on this agreement, if any. */
export function signerFor(state: SigningState, userId: string): Signer | undefined {
  return state.signers.find((p) => p.userId === userId && p.signs);
}

/** Whether this person could sign the agreement now (a signing party who has not signed the version sent). */
export function maySignNow(state: SigningState, userId: string): boolean {
  const signer = signerFor(state, userId);
  return state.awaitingSignatures && signer !== undefined && !state.signed.has(signer.id);
}

/**
 * A signing party signs the version sent to them, after proving who they are (the configured
 * provider). The signature records the time, IP, user agent, the method and the SHA-256 of the
 * exact document. Two clicks at once count once (one live signature per party and version, and
 * signed already is not an error). The agreement's row lock makes signers take turns, so exactly
 * one of them sees the last signature and completes the agreement.
 */
export async function signAgreement<A>(
  ctx: ServiceContext,
  port: SigningPort<A>,
  id: string,
  proof: SigningProof,
): Promise<void> {
  const { actor } = await port.authorize(ctx, id, {});
  const provider = signingProvider(ctx.env.SIGNING_PROVIDER);
  await provider.confirm(ctx.db, actor.userId, proof);
  await ctx.db.transaction(async (tx) => {
    const { agreement } = await port.authorize(ctx, id, { lock: true, db: tx });
    const state = port.state(agreement);
    const signer = signerFor(state, actor.userId);
    if (signer && state.signed.has(signer.id)) return;
    if (!state.awaitingSignatures) throw new AppError(port.notSignable);
    const document = await port.versionDocument(tx, agreement);
    if (!signer || !document) throw new AppError(port.notSignable);
    provider.confirmParty?.(signer, { version: state.documentVersion, sha256: document.sha256 }, proof);
    const signature: SignatureRecord = {
      agreementId: state.id,
      partyId: signer.id,
      userId: actor.userId,
      documentVersion: state.documentVersion,
      pdfSha256: document.sha256,
      method: provider.method,
      signedAt: ctx.now(),
      ip: ctx.meta.ip ?? null,
      userAgent: ctx.meta.userAgent?.slice(0, 500) ?? null,
    };
    if (!(await port.insertSignature(tx, signature))) return;
    await port.signed(ctx, tx, agreement, signature);
    const live = await port.liveSigners(tx, state.id, state.documentVersion);
    if (state.signers.filter((p) => p.signs).every((p) => live.has(p.id)))
      await port.completed(ctx, tx, agreement, actor.userId, signature.signedAt);
  });
}
