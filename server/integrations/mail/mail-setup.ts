import type { Env } from '#server/lib/env.ts';
import { outboxDir } from '#server/lib/env.ts';

// Mail in production (docs/decisions/0006-mail-through-a-queue.md): without SMTP_URL every mail,
// password resets included, is only written to the outbox on disk. The server refuses to start
// so, unless MAIL_OUTBOX_IN_PRODUCTION=1 says it is meant (a staging copy, say), and then says it
// loudly at start.

export const NO_SMTP_IN_PRODUCTION =
  'SMTP_URL is not set in production: mail (password resets included) would only be written to disk, never ' +
  'delivered. Set SMTP_URL, or MAIL_OUTBOX_IN_PRODUCTION=1 to run without delivering mail on purpose.';

/** Throws when production has no way to deliver mail and no opt-in; warns when opted in. */
export function checkMailSetup(config: Env, warn: (fields: object, message: string) => void): void {
  if (!config.isProduction || config.SMTP_URL) return;
  if (config.MAIL_OUTBOX_IN_PRODUCTION !== '1') throw new Error(NO_SMTP_IN_PRODUCTION);
  warn(
    { outbox: outboxDir(config) },
    'MAIL IS NOT DELIVERED: production without SMTP_URL (MAIL_OUTBOX_IN_PRODUCTION=1); every mail, password resets included, is written to the outbox on disk',
  );
}

/** What the mail worker logs for a mail it handed to the mailer. */
export function mailLogMessage(kind: 'smtp' | 'outbox'): string {
  return kind === 'smtp' ? 'mail sent' : 'mail written to outbox, not delivered';
}
