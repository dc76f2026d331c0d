import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/** Every hour: the day-before reminders of open houses and accepted private viewings (server/domain/open-houses/reminders.worker.ts). */
export const viewingRemindersQueue = defineQueue({
  name: 'viewing-reminders',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 60 },
});
