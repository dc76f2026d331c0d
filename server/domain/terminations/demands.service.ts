import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { dayOf } from '#common/calendar-day.ts';
import { type DemandFacts, type DemandKind, paymentDemandDeadline } from '#common/termination-rules.ts';
import type { DemandCreateInput, demandDtoSchema } from '#common/terminations.schemas.ts';
import type { Db } from '#server/db/client.ts';
import { contractDemands } from '#server/db/schema/contract-terminations.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { actsFor, agreementFor, sidesOf } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { demandMonthsPaid } from './termination-end.ts';
import { dottedDay } from './termination-facts.ts';

// Written demands and warnings before rescission (61. gr., docs/rules/terminations.md): the
// landlord side sends a payment demand for the overdue months (7 days to pay) or a written
// warning; the tenant side is told in-app and by mail. The daily job settles demands
// (termination-end.ts settleDemands).

export type DemandDto = z.infer<typeof demandDtoSchema>;
type DemandRow = typeof contractDemands.$inferSelect;

export async function loadDemands(db: Db, contractId: string): Promise<DemandRow[]> {
  return db.select().from(contractDemands).where(eq(contractDemands.contractId, contractId)).orderBy(asc(contractDemands.sentAt));
}

/** Whether the rescission preconditions are met: an expired demand still unpaid; a warning sent. */
export async function demandFactsOf(db: Db, contractId: string, rows?: DemandRow[]): Promise<DemandFacts> {
  const demands = rows ?? (await loadDemands(db, contractId));
  let expiredPaymentDemand = false;
  for (const d of demands) {
    if (d.kind === 'payment_demand' && d.expiredAt && !d.resolvedAt && !(await demandMonthsPaid(db, contractId, d.months)))
      expiredPaymentDemand = true;
  }
  return { expiredPaymentDemand, writtenWarning: demands.some((d) => d.kind === 'written_warning') };
}

export function demandDtoOf(row: DemandRow): DemandDto {
  let status: DemandDto['status'] = 'open';
  if (row.kind === 'written_warning') status = 'sent';
  else if (row.resolvedAt) status = 'paid';
  else if (row.expiredAt) status = 'expired';
  return {
    id: row.id,
    kind: row.kind as DemandKind,
    months: row.months,
    amountIsk: row.amountIsk,
    text: row.text,
    sentAt: row.sentAt.toISOString(),
    deadline: row.deadline,
    status,
  };
}

/** The contract's demands and warnings, for those who may read it. */
export async function listDemands(ctx: ServiceContext, contractId: string): Promise<DemandDto[]> {
  await agreementFor(ctx, contractId, 'contract.read');
  return (await loadDemands(ctx.db, contractId)).map(demandDtoOf);
}

/**
 * The landlord side sends a written payment demand (for the contract's overdue months, 7 days to
 * pay; one open at a time) or a written warning (its text is needed).
 */
export async function sendDemand(ctx: ServiceContext, contractId: string, input: DemandCreateInput): Promise<DemandDto> {
  const now = ctx.now();
  const today = dayOf(now);
  return ctx.db.transaction(async (tx) => {
    const { actor, contract } = await agreementFor(ctx, contractId, 'contract.read', { lock: true, db: tx });
    const sides = actsFor(actor, contract);
    if (!sides.includes('landlord')) throw new AppError(sides.length ? 'termination_landlord_only' : 'forbidden');
    if (contract.row.status !== 'active') throw new AppError('termination_not_active');
    let values: Partial<typeof contractDemands.$inferInsert> = { text: input.text ?? null };
    if (input.kind === 'payment_demand') {
      const [open] = await tx
        .select({ id: contractDemands.id })
        .from(contractDemands)
        .where(
          and(
            eq(contractDemands.contractId, contractId),
            eq(contractDemands.kind, 'payment_demand'),
            isNull(contractDemands.resolvedAt),
            isNull(contractDemands.expiredAt),
          ),
        );
      if (open) throw new AppError('payment_demand_open');
      const overdue = await tx
        .select({ month: rentPayments.periodStart, amount: rentPayments.amountIsk })
        .from(rentPayments)
        .where(and(eq(rentPayments.contractId, contractId), eq(rentPayments.status, 'overdue')))
        .orderBy(asc(rentPayments.periodStart));
      if (!overdue.length) throw new AppError('payment_demand_nothing_unpaid');
      values = {
        ...values,
        months: overdue.map((o) => o.month),
        amountIsk: overdue.reduce((sum, o) => sum + o.amount, 0),
        deadline: paymentDemandDeadline(today),
      };
    } else if (!input.text) {
      throw new AppError('validation_failed', undefined, { fields: { text: ['required'] } });
    }
    const [row] = await tx
      .insert(contractDemands)
      .values({ contractId, kind: input.kind, sentAt: now, createdById: actor.userId, createdAt: now, updatedAt: now, ...values })
      .returning();
    await recordContractEvent(tx, {
      contractId,
      actorId: actor.userId,
      kind: input.kind === 'payment_demand' ? 'payment_demand_sent' : 'written_warning_sent',
      at: now,
    });
    for (const userId of sidesOf(contract).recipients.tenant)
      await publishNotification(
        ctx,
        {
          userId,
          kind: 'contracts',
          event: input.kind === 'payment_demand' ? 'payment_demand_received' : 'written_warning_received',
          params: { reference: contract.reference, date: row.deadline ? dottedDay(row.deadline) : '' },
          link: `/rental-contracts/${contractId}/termination-requests`,
        },
        tx,
      );
    return demandDtoOf(row);
  });
}
