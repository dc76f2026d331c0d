import { and, eq, isNull } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import type { ContractDto } from '#common/contract-dtos.ts';
import type { PartyRole } from '#common/contract-model.ts';
import { blockingIssues, registrationDeadline } from '#common/contract-rules.ts';
import type { Db } from '#server/db/client.ts';
import { rentalContractSignatures, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { SigningProof } from '#server/integrations/signing/signing-provider.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { markListingRented } from '../listings/listing-rented.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { enqueueRegistration } from '../registry/registry-enqueue.ts';
import { ensureSchedule } from '../rent-schedule/schedule.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';
import { type SigningPort, signAgreement } from '../tenancy/core/signing.ts';
import { recordContractEvent } from './contract-events.ts';
import { contractIssuesOf } from './contract-issues.ts';
import { pdfInputOf, storeContractPdf, versionPdf } from './contract-pdf.service.ts';
import { contractTerms, type LoadedContract, loadContract, partyFromRow } from './contract-rows.ts';
import { getContract, indexMonths } from './contracts.service.ts';
import { enqueueSignedContractMails } from './signed-contract-mail.ts';

// Sending for signing, signing, and the contract taking effect (docs/rules/contract-signing.md).

const link = (id: string) => `/rental-contracts/${id}`;

/**
 * The landlord side sends a complete draft for signing: its PDF of this version is made and kept
 * (the exact bytes every party signs), and each signing party with an account is asked to sign.
 * Refused while anything blocks it (422, the issues as field errors) or once it is not a draft.
 */
export async function sendForSigning(ctx: ServiceContext, id: string): Promise<ContractDto> {
  await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await agreementFor(ctx, id, 'contract.update', { lock: true, db: tx });
    if (contract.row.status !== 'draft') throw new AppError('contract_not_editable');
    const parties = contract.parties.map(partyFromRow);
    const blocking = blockingIssues(contractIssuesOf(contractTerms(contract), parties, ctx.now(), await indexMonths(ctx, tx)));
    if (blocking.length) {
      const fields: Record<string, string[]> = {};
      for (const issue of blocking) fields[issue.field] = [...(fields[issue.field] ?? []), issue.code];
      throw new AppError('contract_not_ready', undefined, { fields });
    }
    const now = ctx.now();
    await tx
      .update(rentalContracts)
      .set({ status: 'awaiting_signatures', sentForSigningAt: now, signaturesVoidedAt: null, updatedAt: now })
      .where(eq(rentalContracts.id, id));
    const sent = { ...contract, row: { ...contract.row, status: 'awaiting_signatures', sentForSigningAt: now } };
    await storeContractPdf(tx, ctx.storage, sent, 'version', pdfInputOf(sent, now), actor.userId);
    await recordContractEvent(tx, { contractId: id, actorId: actor.userId, kind: 'sent_for_signing', at: now });
    for (const party of contract.parties) {
      if (!party.signs || !party.userId || party.userId === actor.userId) continue;
      await publishNotification(
        ctx,
        {
          userId: party.userId,
          kind: 'contracts',
          event: 'contract_sign_requested',
          params: { reference: contract.reference, address: contract.row.address ?? '' },
          link: `${link(id)}/sign`,
        },
        tx,
      );
    }
  });
  return getContract(ctx, id);
}

/**
 * The lease as the kernel signs it (server/domain/tenancy/core/signing.ts): its parties, its
 * signatures and documents, its history, and what happens when the last party signs.
 */
export const leaseSigning: SigningPort<LoadedContract> = {
  kind: 'rental_contract',
  notSignable: 'contract_not_signable',
  async authorize(ctx, id, options) {
    const { actor, contract } = await agreementFor(ctx, id, 'contract.sign', options);
    return { actor, agreement: contract };
  },
  state: (contract) => ({
    id: contract.row.id,
    awaitingSignatures: contract.row.status === 'awaiting_signatures',
    documentVersion: contract.row.documentVersion,
    signers: contract.parties,
    signed: new Set(contract.signedAt.keys()),
  }),
  versionDocument: versionPdf,
  async insertSignature(tx, { agreementId, ...signature }) {
    const inserted = await tx
      .insert(rentalContractSignatures)
      .values({ contractId: agreementId, ...signature })
      .onConflictDoNothing()
      .returning({ id: rentalContractSignatures.id });
    return inserted.length > 0;
  },
  async liveSigners(tx, contractId, documentVersion) {
    const signed = await tx
      .select({ partyId: rentalContractSignatures.partyId })
      .from(rentalContractSignatures)
      .where(
        and(
          eq(rentalContractSignatures.contractId, contractId),
          eq(rentalContractSignatures.documentVersion, documentVersion),
          isNull(rentalContractSignatures.voidedAt),
        ),
      );
    return new Set(signed.map((s) => s.partyId));
  },
  async signed(_ctx, tx, contract, signature) {
    const party = contract.parties.find((p) => p.id === signature.partyId);
    await recordContractEvent(tx, {
      contractId: contract.row.id,
      actorId: signature.userId,
      kind: 'signed',
      data: { party: party?.name ?? '', method: signature.method },
      at: signature.signedAt,
    });
  },
  completed: (ctx, tx, contract, actorId, now) => activate(ctx, tx, contract, actorId, now),
};

/**
 * A signing party signs the version sent to them, after proving who they are (the signing
 * provider: by default a confirmed email and the password again; with SIGNING_PROVIDER=eid the
 * electronic ID's kennitala, eid-signing.service.ts): the kernel's signAgreement with the lease's
 * port. The last signature makes the contract active.
 */
export async function signContract(ctx: ServiceContext, id: string, proof: SigningProof): Promise<ContractDto> {
  await signAgreement(ctx, leaseSigning, id, proof);
  return getContract(ctx, id);
}

/**
 * Every party has signed: the contract is active, its signed copy (with the signatures) is kept,
 * the registration is due within 30 days, and everyone is told.
 */
async function activate(ctx: ServiceContext, tx: Db, contract: LoadedContract, actorId: string, now: Date): Promise<void> {
  const signedDay = dayOf(now);
  await tx
    .update(rentalContracts)
    .set({ status: 'active', activatedAt: now, registrationDue: registrationDeadline(signedDay), updatedAt: now })
    .where(eq(rentalContracts.id, contract.row.id));
  const fresh = (await loadContract(tx, contract.row.id)) as LoadedContract;
  const signatures = await tx
    .select()
    .from(rentalContractSignatures)
    .where(
      and(
        eq(rentalContractSignatures.contractId, contract.row.id),
        eq(rentalContractSignatures.documentVersion, contract.row.documentVersion),
        isNull(rentalContractSignatures.voidedAt),
      ),
    );
  const byParty = new Map(fresh.parties.map((p) => [p.id, p]));
  const signedCopy = await storeContractPdf(
    tx,
    ctx.storage,
    fresh,
    'signed',
    pdfInputOf(fresh, fresh.row.sentForSigningAt ?? now, {
      signatures: signatures
        .sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime())
        .map((s) => ({
          partyId: s.partyId,
          name: byParty.get(s.partyId)?.name ?? '',
          role: (byParty.get(s.partyId)?.role ?? 'tenant') as PartyRole,
          signedAt: s.signedAt.toISOString(),
          method: s.method,
        })),
    }),
    actorId,
  );
  await recordContractEvent(tx, { contractId: contract.row.id, actorId: null, kind: 'activated', at: now });
  // A lease that starts today or started already takes effect now: its listing is rented. One that
  // starts later is marked by the morning run on its start day (registry/daily.worker.ts).
  if (fresh.row.listingId && fresh.row.startDate !== null && fresh.row.startDate <= signedDay)
    await markListingRented(tx, fresh.row.listingId, now);
  await ensureSchedule(tx, contract.row.id, now);
  await enqueueRegistration(tx, contract.row.id, now, ctx.jobs);
  await enqueueSignedContractMails(ctx, tx, fresh, signedCopy);
  for (const party of fresh.parties) {
    if (!party.userId) continue;
    await publishNotification(
      ctx,
      {
        userId: party.userId,
        kind: 'contracts',
        event: 'contract_active',
        params: { reference: fresh.reference, address: fresh.row.address ?? '' },
        link: link(contract.row.id),
      },
      tx,
    );
  }
}
