import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvitationMessage } from '#app/components/invitations/invitation-parts.tsx';
import { TeamInvitationRow } from '#app/components/teams/team-invitation-row.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { getTeamInvitation } from '#server/domain/invitations/team-invitations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/invitation';
import { teamInvitationAction } from './invitation-actions.server.ts';

export const handle = { middleware: ['team:team.members.manage'], i18n: ['teams', 'invitations'] };

// /teams/{slug}/settings/people/invitation/{id}: one of the team's invitations.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const invitation = await forPage(() => getTeamInvitation(serviceFrom(context), params.slug, params.id));
  return { invitation, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const answered = await teamInvitationAction(serviceFrom(context), params.slug, await request.formData());
  if (answered) return answered;
  throw new Response('Unknown action', { status: 400 });
}

export default function TeamInvitationPage({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { invitation, notice } = loaderData;
  const base = `/teams/${params.slug}/settings/people/invitation`;
  return (
    <div className="max-w-2xl">
      <title>{`${invitation.invitee_email} · ${t('teams:invitations.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to={base} className="text-sm font-semibold text-brand-700 underline">
          {t('teams:invitations.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold [overflow-wrap:anywhere]">
        {t('teams:invitations.one', { email: invitation.invitee_email })}
      </h1>
      <FlashNotice notice={notice} />
      <ul className="mt-6 rounded-xl border border-line">
        <TeamInvitationRow invitation={invitation} base={base} />
      </ul>
      <p className="mt-4 text-sm text-muted">
        {t('teams:invitations.sentBy', {
          name: invitation.inviter.name,
          date: formatDate(invitation.created_at, 'date', i18n.language as Locale),
        })}
      </p>
      {invitation.message && <InvitationMessage name={invitation.inviter.name} message={invitation.message} />}
    </div>
  );
}
