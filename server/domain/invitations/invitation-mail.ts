import { formatDate } from '#common/format.ts';
import { isLocale } from '#common/locales.ts';
import { isTeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { translate } from '#server/i18n/messages.ts';
import { renderMail } from '#server/integrations/mail/templates.ts';
import { mailSendQueue } from '#server/jobs/queues/mail-send.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Mails an invitation to the address it was sent to, with a button to the invitation's page
 * (`path`). Signing in (or up) with that address and confirming it shows the invitation there.
 * `tx` is the transaction that writes the invitation: the mail is queued only if it commits.
 */
export async function queueInvitationMail(
  ctx: Pick<ServiceContext, 'jobs' | 'publicUrl'>,
  tx: Db,
  input: {
    path: string;
    to: string;
    /** The account's name when the address has one, else empty (a greeting without a name). */
    inviteeName: string;
    locale: string;
    inviterName: string;
    message: string | null;
    expiresAt: Date;
    /** A team invitation's team and role (the mail says which team and role). */
    team?: { name: string; role: string } | null;
    /** The kind's own mail (a contract invitation); else the household invitation's. */
    mailKind?: 'contract_invitation';
  },
): Promise<void> {
  const locale = isLocale(input.locale) ? input.locale : 'is';
  const vars = {
    name: input.inviteeName,
    inviter: input.inviterName,
    date: formatDate(input.expiresAt, 'date', locale),
    url: `${ctx.publicUrl}${input.path}`,
  };
  const mail = input.team
    ? renderMail(
        'team_invitation',
        locale,
        input.to,
        {
          ...vars,
          team: input.team.name,
          role: isTeamRole(input.team.role) ? translate(locale, `teams:roles.${input.team.role}`) : input.team.role,
        },
        input.message,
      )
    : renderMail(input.mailKind ?? 'invitation', locale, input.to, vars, input.message);
  await ctx.jobs.enqueue(tx, mailSendQueue, mail);
}
