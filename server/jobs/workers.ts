import { paymentClaimWorker, paymentDailyWorker, paymentPayoutWorker } from '#server/domain/bank-payments/workers.ts';
import { listingImportWorker } from '#server/domain/imported-listings/import.worker.ts';
import { messageMailWorker } from '#server/domain/inbox/message-mail.worker.ts';
import { expiryWorker } from '#server/domain/listings/expiry.worker.ts';
import { offerExpiryWorker } from '#server/domain/offers/expiry.worker.ts';
import { offerReminderWorker } from '#server/domain/offers/reminder.worker.ts';
import { viewingRemindersWorker } from '#server/domain/open-houses/reminders.worker.ts';
import { registrySubmissionWorker } from '#server/domain/registry/submission.worker.ts';
import { registrySweepWorker } from '#server/domain/registry/sweep.worker.ts';
import { renewalDailyWorker } from '#server/domain/renewals/renewal-daily.worker.ts';
import { rentDailyWorker } from '#server/domain/rent-schedule/rent-daily.worker.ts';
import { digestWorker } from '#server/domain/saved-searches/digest.worker.ts';
import { watcherWorker } from '#server/domain/saved-searches/watcher.worker.ts';
import { registryDailyWorker } from '#server/domain/terminations/lease-daily.worker.ts';
import type { JobWorker } from './queue.ts';

/**
 * Every background worker the app runs (besides mail). Each capability adds its own here: one
 * line, the queue in server/jobs/queues/, the worker itself in its own file next to its service.
 */
// biome-ignore lint/suspicious/noExplicitAny: workers of different queues in one list
export function allWorkers(): JobWorker<any>[] {
  return [
    expiryWorker,
    watcherWorker,
    digestWorker,
    listingImportWorker,
    viewingRemindersWorker,
    offerExpiryWorker,
    offerReminderWorker,
    messageMailWorker,
    registrySubmissionWorker,
    registryDailyWorker,
    registrySweepWorker,
    rentDailyWorker,
    renewalDailyWorker,
    paymentDailyWorker,
    paymentClaimWorker,
    paymentPayoutWorker,
  ];
}
