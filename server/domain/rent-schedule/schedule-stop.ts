import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { daysBetween } from '#common/contract-rules.ts';
import { proRata } from '#common/rent-schedule.ts';
import type { Db } from '#server/db/client.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';

/**
 * Stops a contract's payment schedule when the contract ends (docs/rules/rent-payments.md): the
 * months that start after its last day are cancelled; an unpaid month the last day falls within
 * is cut to end that day, its base amount and amount pro rata (days used / days the period had,
 * whole krónur, half up). Paid months are never touched. Call it in the transaction that ends
 * the contract. Returns how many months were cancelled.
 */
export async function cancelRentAfter(tx: Db, contractId: string, lastDay: string, now: Date): Promise<number> {
  const open = inArray(rentPayments.status, ['pending', 'overdue']);
  const straddling = await tx
    .select()
    .from(rentPayments)
    .where(
      and(
        eq(rentPayments.contractId, contractId),
        lte(rentPayments.periodStart, lastDay),
        gt(rentPayments.periodEnd, lastDay),
        open,
      ),
    )
    .for('update');
  for (const period of straddling) {
    const full = daysBetween(period.periodStart, period.periodEnd) + 1;
    const used = daysBetween(period.periodStart, lastDay) + 1;
    await tx
      .update(rentPayments)
      .set({
        periodEnd: lastDay,
        baseAmountIsk: proRata(period.baseAmountIsk, used, full),
        amountIsk: proRata(period.amountIsk, used, full),
        updatedAt: now,
      })
      .where(and(eq(rentPayments.id, period.id), open));
  }
  const cancelled = await tx
    .update(rentPayments)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(rentPayments.contractId, contractId), gt(rentPayments.periodStart, lastDay), open))
    .returning({ id: rentPayments.id });
  return cancelled.length;
}
