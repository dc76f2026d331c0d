import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '#common/contract-rules.ts';
import { bankClaims, paymentReminders, paymentServiceEnrolments, paymentServices } from '#server/db/schema/payment-service.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { tenantPeople } from './people.ts';
import { paymentSettings } from './settings.ts';

// Reminders (docs/rules/payment-service.md "Reminders"), for services that include them: one
// reminderDaysBefore days before the due date, one reminderDaysAfter days after it while the
// month is unpaid, by mail and in the app (publishNotification). One of each kind per month: the
// reminder row is inserted first (unique per month and kind) and only the run that inserted it
// tells anyone, in the same transaction.

export async function sendReminders(deps: JobDeps, today: string): Promise<{ before: number; after: number }> {
  const settings = await paymentSettings(deps.db);
  const counts = { before: 0, after: 0 };
  const kinds: { kind: 'before' | 'after'; days: number; due: ReturnType<typeof sql> }[] = [];
  if (settings.reminderDaysBefore > 0)
    kinds.push({
      kind: 'before',
      days: settings.reminderDaysBefore,
      due: sql`${rentPayments.dueDate} > ${today} and ${rentPayments.dueDate} <= ${addDays(today, settings.reminderDaysBefore)}`,
    });
  if (settings.reminderDaysAfter > 0)
    kinds.push({
      kind: 'after',
      days: settings.reminderDaysAfter,
      due: sql`${rentPayments.dueDate} <= ${addDays(today, -settings.reminderDaysAfter)}`,
    });
  for (const { kind, due } of kinds) {
    const months = await deps.db
      .select({ id: rentPayments.id, contractId: rentPayments.contractId, reference: bankClaims.reference })
      .from(bankClaims)
      .innerJoin(rentPayments, eq(rentPayments.id, bankClaims.rentPaymentId))
      .innerJoin(paymentServiceEnrolments, eq(paymentServiceEnrolments.id, bankClaims.enrolmentId))
      .innerJoin(paymentServices, eq(paymentServices.id, paymentServiceEnrolments.serviceId))
      .where(
        and(
          eq(bankClaims.status, 'sent'),
          eq(paymentServices.reminders, true),
          isNull(paymentServiceEnrolments.stoppedAt),
          sql`${rentPayments.status} in ('pending', 'overdue')`,
          due,
          sql`not exists (select 1 from ${paymentReminders} where ${paymentReminders.rentPaymentId} = ${rentPayments.id} and ${paymentReminders.kind} = ${kind})`,
        ),
      );
    for (const month of months) {
      await deps.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(paymentReminders)
          .values({ rentPaymentId: month.id, kind, sentAt: deps.now() })
          .onConflictDoNothing()
          .returning({ id: paymentReminders.id });
        if (!made) return;
        for (const userId of await tenantPeople(tx, month.contractId)) {
          await publishNotification(
            deps,
            {
              userId,
              kind: 'contracts',
              event: kind === 'before' ? 'payment_reminder_before' : 'payment_reminder_after',
              params: { reference: month.reference },
              link: `/rental-contracts/${month.contractId}`,
            },
            tx,
          );
        }
        counts[kind] += 1;
      });
    }
  }
  return counts;
}
