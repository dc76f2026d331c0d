import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { addDays, addMonths } from '#common/contract-rules.ts';
import {
  LANDLORD_REMINDER_DAYS,
  landlordReminderDue,
  NOTICE_MONTHS,
  noticeDeadline,
  TENANT_REMINDER_DAYS,
} from '#common/renewal-rules.ts';
import { contractRenewalReminders, contractRenewals } from '#server/db/schema/contract-renewals.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { renewalDailyQueue } from '#server/jobs/queues/renewal-daily.ts';
import { logger } from '#server/lib/logger.ts';
import { type LoadedContract, loadContract } from '../tenancy/core/agreement.ts';
import { notifySide, requestPath } from './renewal-notify.ts';
import { noticeDay } from './renewal-rows.ts';

// Every morning (docs/rules/renewals.md "Reminders and lapse"). Idempotent: an offer lapses once
// (its status moves from sent only once), a tenant is reminded once (tenant_reminded_at), and a
// landlord reminder is one row per contract and days-before (unique), so a second run sends nothing.

/** Offers still open after their answer day lapse; the tenants and the landlord side are told. Returns how many. */
export async function lapseOffers(deps: JobDeps): Promise<number> {
  const now = deps.now();
  const today = dayOf(now);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contractRenewals.id, contractId: contractRenewals.contractId, end: contractRenewals.contractEndDate })
      .from(contractRenewals)
      .where(and(eq(contractRenewals.kind, 'offer'), eq(contractRenewals.status, 'sent'), lt(contractRenewals.answerDue, today)))
      .for('update', { skipLocked: true });
    for (const offer of due) {
      await tx
        .update(contractRenewals)
        .set({ status: 'lapsed', respondedAt: now, updatedAt: now })
        .where(and(eq(contractRenewals.id, offer.id), eq(contractRenewals.status, 'sent')));
      const contract = (await loadContract(tx, offer.contractId)) as LoadedContract;
      const params = { end: noticeDay(offer.end) };
      const link = requestPath(offer.contractId, offer.id);
      await notifySide(deps, tx, contract, 'tenants', 'renewal_lapsed_tenant', params, link);
      await notifySide(deps, tx, contract, 'landlords', 'renewal_lapsed_landlord', params, link);
    }
    return due.length;
  });
}

/** Tenants of open offers whose answer day is 7 days off or nearer are reminded, once. Returns how many offers. */
export async function remindTenants(deps: JobDeps): Promise<number> {
  const now = deps.now();
  const today = dayOf(now);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .update(contractRenewals)
      .set({ tenantRemindedAt: now, updatedAt: now })
      .where(
        and(
          eq(contractRenewals.kind, 'offer'),
          eq(contractRenewals.status, 'sent'),
          isNull(contractRenewals.tenantRemindedAt),
          gte(contractRenewals.answerDue, today),
          lte(contractRenewals.answerDue, addDays(today, TENANT_REMINDER_DAYS)),
        ),
      )
      .returning({ id: contractRenewals.id, contractId: contractRenewals.contractId, due: contractRenewals.answerDue });
    for (const offer of due) {
      const contract = (await loadContract(tx, offer.contractId)) as LoadedContract;
      await notifySide(
        deps,
        tx,
        contract,
        'tenants',
        'renewal_answer_due',
        { due: noticeDay(offer.due ?? today) },
        requestPath(offer.contractId, offer.id),
      );
    }
    return due.length;
  });
}

/**
 * The landlord side of each active fixed-term contract with no notice given yet (none open,
 * accepted, declined or lapsed) is reminded 30 and 7 days before the notice deadline, each once.
 * Returns how many reminders were sent.
 */
export async function remindLandlords(deps: JobDeps): Promise<number> {
  const now = deps.now();
  const today = dayOf(now);
  const longest = Math.max(...LANDLORD_REMINDER_DAYS);
  return deps.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: rentalContracts.id, endDate: rentalContracts.endDate })
      .from(rentalContracts)
      .where(
        and(
          eq(rentalContracts.status, 'active'),
          eq(rentalContracts.termKind, 'fixed'),
          gte(rentalContracts.endDate, today),
          lte(rentalContracts.endDate, addMonths(addDays(today, longest + 1), NOTICE_MONTHS)),
        ),
      );
    if (!candidates.length) return 0;
    const noticed = await tx
      .select({ contractId: contractRenewals.contractId })
      .from(contractRenewals)
      .where(
        and(
          inArray(
            contractRenewals.contractId,
            candidates.map((c) => c.id),
          ),
          inArray(contractRenewals.status, ['sent', 'accepted', 'declined', 'lapsed']),
        ),
      );
    const skip = new Set(noticed.map((n) => n.contractId));
    let sent = 0;
    for (const candidate of candidates) {
      if (skip.has(candidate.id) || !candidate.endDate) continue;
      const due = landlordReminderDue(candidate.endDate, today);
      if (due === null) continue;
      // This reminder and any earlier one not sent yet (a first run inside the last 7 days sends one, not two).
      const rows = LANDLORD_REMINDER_DAYS.filter((d) => d >= due).map((daysBefore) => ({
        contractId: candidate.id,
        daysBefore,
        sentAt: now,
      }));
      const fresh = await tx
        .insert(contractRenewalReminders)
        .values(rows)
        .onConflictDoNothing()
        .returning({ daysBefore: contractRenewalReminders.daysBefore });
      if (!fresh.some((r) => r.daysBefore === due)) continue;
      const contract = (await loadContract(tx, candidate.id)) as LoadedContract;
      await notifySide(
        deps,
        tx,
        contract,
        'landlords',
        'renewal_notice_due',
        { end: noticeDay(candidate.endDate), deadline: noticeDay(noticeDeadline(candidate.endDate)) },
        `/rental-contracts/${candidate.id}`,
      );
      sent++;
    }
    return sent;
  });
}

export const renewalDailyWorker: JobWorker<typeof renewalDailyQueue> = {
  queue: renewalDailyQueue,
  schedule: '30 6 * * *',
  async handle(_data, deps) {
    const lapsed = await lapseOffers(deps);
    const tenants = await remindTenants(deps);
    const landlords = await remindLandlords(deps);
    logger.info({ lapsed, tenants, landlords }, 'renewal daily');
  },
};
