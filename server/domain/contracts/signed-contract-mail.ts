import { inArray } from 'drizzle-orm';
import { isLocale, type Locale } from '#common/locales.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { renderMail } from '#server/integrations/mail/templates.ts';
import { mailSendQueue } from '#server/jobs/queues/mail-send.ts';
import type { ServiceContext } from '../context.ts';
import type { LoadedContract } from './contract-rows.ts';

/**
 * Every party with an email address gets the signed contract as a PDF attachment, in their own
 * language (a party without an account: Icelandic), queued in the transaction that activated it.
 * It is the legal document itself, so it is sent whatever the person's notification settings.
 */
export async function enqueueSignedContractMails(
  ctx: ServiceContext,
  tx: Db,
  contract: LoadedContract,
  signed: { fileName: string; storageKey: string },
): Promise<void> {
  const userIds = contract.parties.map((p) => p.userId).filter((id): id is string => id !== null);
  const accounts = userIds.length
    ? await tx
        .select({ id: users.id, locale: users.locale, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const sent = new Set<string>();
  for (const party of contract.parties) {
    const account = party.userId ? byId.get(party.userId) : undefined;
    const to = account?.email ?? party.email;
    if (!to || sent.has(to.toLowerCase())) continue;
    sent.add(to.toLowerCase());
    const locale: Locale = account && isLocale(account.locale) ? account.locale : 'is';
    const mail = renderMail('contract_signed', locale, to, {
      name: account?.name ?? party.name,
      url: `${ctx.publicUrl}/rental-contracts/${contract.row.id}`,
      reference: contract.reference,
      address: contract.row.address ?? '',
    });
    await ctx.jobs.enqueue(tx, mailSendQueue, {
      ...mail,
      attachments: [{ fileName: signed.fileName, contentType: 'application/pdf', storageKey: signed.storageKey }],
    });
  }
}
