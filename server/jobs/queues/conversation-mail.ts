import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Ten minutes after a first unread message: one notification of everything still unread in that
 * conversation for that person (server/domain/inbox/message-mail.worker.ts).
 */
export const conversationMailQueue = defineQueue({
  name: 'conversation-mail',
  payload: z.object({ conversationId: z.uuid(), userId: z.uuid() }),
  options: { retryLimit: 3, retryDelaySeconds: 30 },
});
