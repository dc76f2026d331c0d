import type { Db } from '#server/db/client.ts';
import { rentalContractEvents } from '#server/db/schema/rental-contracts.ts';

/**
 * What happened to a contract, for its history (/rental-contracts/{id}) and staff. In the order
 * they happen within one moment (one transaction): a change voids signatures before it is saved,
 * the last signature comes before the contract takes effect.
 */
export const CONTRACT_EVENT_KINDS = [
  'created',
  'party_invited',
  'party_joined',
  'signatures_voided',
  'updated',
  'sent_for_signing',
  'signed',
  'activated',
  'cancelled',
  'registry_submitted',
  'registry_registered',
  'registry_failed',
  // A report of the contract's ending (notice or deregistration) refused or never answered.
  'registry_report_failed',
  'registry_deregistered',
  // The landlord side corrected the registry data of a refused registration and sent it again.
  'registry_corrected',
  'ended',
  'terminated',
  // Ending a contract (server/domain/terminations/).
  'termination_sent',
  'termination_accepted',
  'termination_rejected',
  'termination_countered',
  'termination_withdrawn',
  'payment_demand_sent',
  'payment_demand_paid',
  'payment_demand_expired',
  'written_warning_sent',
  'registry_termination_reported',
] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

export async function recordContractEvent(
  db: Db,
  event: {
    contractId: string;
    actorId: string | null;
    kind: ContractEventKind;
    data?: Record<string, string | number | null>;
    /** When it happened: the service's clock (ctx.now()). */
    at: Date;
  },
): Promise<void> {
  await db.insert(rentalContractEvents).values({
    contractId: event.contractId,
    actorId: event.actorId,
    kind: event.kind,
    data: event.data ?? {},
    createdAt: event.at,
  });
}
