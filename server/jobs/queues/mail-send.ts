import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Mail rendered in the recipient's language, sent by the worker in server/jobs/queue.ts (SMTP or
 * the outbox). Six retries from 30 s: an SMTP outage of about half an hour loses nothing
 * (docs/decisions/0006-mail-through-a-queue.md).
 */
export const mailSendQueue = defineQueue({
  name: 'mail-send',
  payload: z.object({
    to: z.string().min(3).max(320),
    subject: z.string().max(500),
    text: z.string(),
    html: z.string(),
    /** What the mail is about (confirm_email, reset_password, ...), for the outbox index. */
    kind: z.string().min(1).max(100),
    locale: z.string().min(2).max(10),
    /** Files from storage sent with the mail (the signed contract): read by the worker when it sends. */
    attachments: z
      .array(
        z.object({ fileName: z.string().min(1).max(200), contentType: z.string().max(100), storageKey: z.string().max(300) }),
      )
      .max(5)
      .optional(),
  }),
  options: { retryLimit: 6, retryDelaySeconds: 30 },
});
