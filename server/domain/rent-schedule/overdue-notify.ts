import { and, eq, inArray } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import type { Db } from '#server/db/client.ts';
import { bankClaims } from '#server/db/schema/payment-service.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { type PublishContext, publishNotification } from '../notifications/notifications.service.ts';
import { landlordPeople, tenantPeople } from '../tenancy/core/recipients.ts';
import type { OverdueMonth } from './schedule.ts';

// When a month turns overdue (docs/rules/rent-payments.md "Overdue"), in the transaction that
// marks it: the landlord side hears that it is unpaid, with what the law lets them do about it
// (61. gr.: rescission only after a written 7-day demand); the tenant hears it too, unless the
// month has a bank claim, whose own reminders (payment service) already tell them. A month turns
// overdue once, so each person hears once.

const day = (iso: string) => iso.split('-').reverse().join('.');

export async function tellOverdue(ctx: PublishContext, tx: Db, months: OverdueMonth[]): Promise<void> {
  if (months.length === 0) return;
  const ids = months.map((m) => m.id);
  const contracts = new Map(
    (
      await tx
        .select({ id: rentalContracts.id, number: rentalContracts.number, address: rentalContracts.address })
        .from(rentalContracts)
        .where(
          inArray(
            rentalContracts.id,
            months.map((m) => m.contractId),
          ),
        )
    ).map((c) => [c.id, c]),
  );
  const claimed = new Set(
    (
      await tx
        .select({ id: bankClaims.rentPaymentId })
        .from(bankClaims)
        .where(and(inArray(bankClaims.rentPaymentId, ids), eq(bankClaims.status, 'sent')))
    ).map((c) => c.id),
  );
  for (const month of months) {
    const contract = contracts.get(month.contractId);
    if (!contract) continue;
    const params = { reference: contractReference(contract.number), address: contract.address ?? '', due: day(month.dueDate) };
    const link = `/rental-contracts/${month.contractId}/payments/${month.id}`;
    const told: [string[], string][] = [[await landlordPeople(tx, month.contractId), 'rent_overdue_landlord']];
    if (!claimed.has(month.id)) told.push([await tenantPeople(tx, month.contractId), 'rent_overdue_tenant']);
    for (const [people, event] of told)
      for (const userId of people) await publishNotification(ctx, { userId, kind: 'contracts', event, params, link }, tx);
  }
}
