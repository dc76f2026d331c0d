import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { ContractDto } from '#common/contract-dtos.ts';
import type { ContractStatus, ContractStep, ContractTerms } from '#common/contract-model.ts';
import type { Db } from '#server/db/client.ts';
import {
  rentalContractParties,
  rentalContractSignatures,
  rentalContracts,
  rentalContractUnits,
} from '#server/db/schema/rental-contracts.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';
import { insertUnits, type PartySeed, type UnitSeed } from './contract-draft.ts';
import { recordContractEvent } from './contract-events.ts';
import type { LoadedContract } from './contract-rows.ts';
import { termsToColumns } from './contract-terms.ts';
import { EDITABLE_STATUSES, getContract } from './contracts.service.ts';

// Changing a draft (docs/rules/contracts.md). Every change makes a new version of the document.
// A change after the first signature voids the signatures, puts the contract back to draft and
// says so in its history: the parties signed a text that no longer exists.

/** A party as the wizard sends it: an existing one by id (its account link is kept), or a new one. */
export type PartyChange = Omit<PartySeed, 'userId' | 'teamId'> & { id?: string };

export interface ContractChange {
  terms?: Partial<Omit<ContractTerms, 'units'>>;
  units?: UnitSeed[];
  parties?: PartyChange[];
}

export async function updateContract(
  ctx: ServiceContext,
  id: string,
  change: ContractChange,
  options: { step?: ContractStep } = {},
): Promise<ContractDto> {
  await ctx.db.transaction(async (tx) => {
    const { actor, contract } = await agreementFor(ctx, id, 'contract.update', { lock: true, db: tx });
    if (!EDITABLE_STATUSES.includes(contract.row.status as ContractStatus)) throw new AppError('contract_not_editable');
    const now = ctx.now();
    const voided = await voidSignatures(tx, contract, now);
    await tx
      .update(rentalContracts)
      .set({
        ...termsToColumns(change.terms ?? {}),
        documentVersion: contract.row.documentVersion + 1,
        status: 'draft',
        ...(voided ? { signaturesVoidedAt: now, sentForSigningAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(rentalContracts.id, id));
    if (change.units) {
      await tx.delete(rentalContractUnits).where(eq(rentalContractUnits.contractId, id));
      await insertUnits(tx, id, change.units);
    }
    if (change.parties) await replaceParties(tx, contract, change.parties);
    if (voided)
      await recordContractEvent(tx, {
        contractId: id,
        actorId: actor.userId,
        kind: 'signatures_voided',
        data: { count: voided },
        at: now,
      });
    await recordContractEvent(tx, {
      contractId: id,
      actorId: actor.userId,
      kind: 'updated',
      data: { step: options.step ?? null },
      at: now,
    });
  });
  return getContract(ctx, id);
}

/** Voids the live signatures of the contract; how many there were. */
async function voidSignatures(tx: Db, contract: LoadedContract, now: Date): Promise<number> {
  const voided = await tx
    .update(rentalContractSignatures)
    .set({ voidedAt: now })
    .where(and(eq(rentalContractSignatures.contractId, contract.row.id), isNull(rentalContractSignatures.voidedAt)))
    .returning({ id: rentalContractSignatures.id });
  return voided.length;
}

/**
 * The parties become exactly `parties`, in that order. Existing ones (by id) keep their account
 * and team link; the wizard can never attach a person's account to a party (they join through
 * their invitation). Parties left out are removed.
 */
async function replaceParties(tx: Db, contract: LoadedContract, parties: PartyChange[]): Promise<void> {
  const existing = new Map(contract.parties.map((p) => [p.id, p]));
  const kept = parties.filter((p) => p.id !== undefined && existing.has(p.id)).map((p) => p.id as string);
  await tx
    .delete(rentalContractParties)
    .where(
      kept.length
        ? and(eq(rentalContractParties.contractId, contract.row.id), notInArray(rentalContractParties.id, kept))
        : eq(rentalContractParties.contractId, contract.row.id),
    );
  for (const [position, party] of parties.entries()) {
    const before = party.id ? existing.get(party.id) : undefined;
    // Only the party's own details: never its account or team link, whatever the input carries.
    const fields = {
      role: party.role,
      name: party.name,
      kennitala: party.kennitala,
      email: party.email,
      phone: party.phone,
      address: party.address,
      companyName: party.companyName,
      companyKennitala: party.companyKennitala,
      signs: party.signs,
    };
    if (before) {
      await tx
        .update(rentalContractParties)
        .set({ ...fields, position })
        .where(eq(rentalContractParties.id, before.id));
    } else {
      await tx
        .insert(rentalContractParties)
        .values({ ...fields, userId: null, teamId: null, contractId: contract.row.id, position });
    }
  }
}
