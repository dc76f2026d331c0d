import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { InvitationWhen, StateBadge } from '#app/components/invitations/invitation-parts.tsx';
import type { InvitationDto } from '#common/invitations.ts';
import type { Locale } from '#common/locales.ts';

/** One of a team's invitations in its list: address, role, state, and resend/withdraw while it can be. */
export function TeamInvitationRow({ invitation, base }: { invitation: InvitationDto; base: string }) {
  const { t, i18n } = useTranslation();
  const open = invitation.state === 'pending' || invitation.state === 'expired';
  return (
    <li data-testid="team-invitation" className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link to={`${base}/${invitation.id}`} className="font-semibold underline [overflow-wrap:anywhere]">
          {invitation.invitee_email}
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {invitation.team && <span>{t(`teams:roles.${invitation.team.role}`)}</span>}
          <span aria-hidden="true">·</span>
          <InvitationWhen invitation={invitation} locale={i18n.language as Locale} />
          <StateBadge state={invitation.state} />
        </p>
      </div>
      {open && (
        <div className="flex flex-wrap gap-2">
          <IntentButton intent="resend" id={invitation.id}>
            {invitation.state === 'expired' ? t('teams:invitations.renew') : t('teams:invitations.resend')}
          </IntentButton>
          {invitation.state === 'pending' && (
            <IntentButton intent="revoke" id={invitation.id} tone="danger">
              {t('teams:invitations.revoke')}
            </IntentButton>
          )}
        </div>
      )}
    </li>
  );
}
