import { asc, eq } from 'drizzle-orm';
import type { ContractEventDto, ContractPartyDto, RegistryStatus } from '#common/contract-dtos.ts';
import type { ContractStatus, ContractTerms } from '#common/contract-model.ts';
import type { SubmissionRowDto } from '#common/registry-staff.ts';
import { rentalContractEvents } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { agreementTerms, loadContract, partyFromRow } from '../tenancy/core/agreement.ts';
import { submissionsOfContract } from './registry-rows.ts';

// One contract for staff (/man/rental-contracts/{id}): read-only, parties (personal data: each
// read is audited in the same transaction), terms, history and registry submissions.

export interface StaffContractDetailDto {
  id: string;
  reference: string;
  status: ContractStatus;
  team: { id: string; name: string; slug: string } | null;
  terms: ContractTerms;
  parties: ContractPartyDto[];
  registry: { status: RegistryStatus; number: string | null; registered_at: string | null; due: string | null };
  activated_at: string | null;
  ended_at: string | null;
  created_at: string;
  events: ContractEventDto[];
  submissions: SubmissionRowDto[];
}

export async function staffContractDetail(ctx: ServiceContext, contractId: string): Promise<StaffContractDetailDto> {
  const actor = await authorize(ctx, 'staff.contracts.read');
  requireId(contractId);
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadContract(tx, contractId);
    if (!loaded) throw new AppError('not_found');
    const [events, submissions] = await Promise.all([
      tx
        .select({
          id: rentalContractEvents.id,
          kind: rentalContractEvents.kind,
          actorName: users.name,
          data: rentalContractEvents.data,
          createdAt: rentalContractEvents.createdAt,
        })
        .from(rentalContractEvents)
        .leftJoin(users, eq(users.id, rentalContractEvents.actorId))
        .where(eq(rentalContractEvents.contractId, contractId))
        .orderBy(asc(rentalContractEvents.createdAt), asc(rentalContractEvents.id)),
      submissionsOfContract(tx, contractId),
    ]);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'contract.read',
      targetType: 'contract',
      targetId: contractId,
      ip: ctx.meta.ip,
    });
    const { row } = loaded;
    return {
      id: row.id,
      reference: loaded.reference,
      status: row.status as ContractStatus,
      team: loaded.team,
      terms: agreementTerms(loaded),
      parties: loaded.parties.map((p) => ({
        ...partyFromRow(p),
        signedAt: loaded.signedAt.get(p.id)?.toISOString() ?? null,
      })),
      registry: {
        status: row.registryStatus as RegistryStatus,
        number: row.registryNumber,
        registered_at: row.registeredAt?.toISOString() ?? null,
        due: row.registrationDue,
      },
      activated_at: row.activatedAt?.toISOString() ?? null,
      ended_at: row.endedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        actorName: e.actorName,
        data: e.data,
        createdAt: e.createdAt.toISOString(),
      })),
      submissions,
    };
  });
}
