import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import {
  AnswerButtons,
  Card,
  InvitationMessage,
  InvitationWhen,
  invitationHeadline,
  invitationVars,
  StateBadge,
} from '#app/components/invitations/invitation-parts.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { ANSWER_ERRORS, type InvitationDto } from '#common/invitations.ts';
import type { Locale } from '#common/locales.ts';
import { getInvitation, listReceivedInvitations, respondToInvitation } from '#server/domain/invitations/invitations.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/invites';

export const handle = { middleware: ['auth'], i18n: ['invitations', 'teams'] };

// /teams/invites and /teams/invites/{id}: invitations to join a team, addressed to the signed-in
// person (through the invitations registry), to accept or decline.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const notice = noticeFrom(request);
  if (params.id) {
    const invitation = await forPage(() => getInvitation(service, params.id as string));
    if (invitation.kind !== 'team') throw redirect(`/invitations/${invitation.id}`);
    return { invitations: [invitation], one: true, notice };
  }
  const pending = await listReceivedInvitations(service, { state: 'pending' });
  return { invitations: pending.filter((i) => i.kind === 'team'), one: false, notice };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? params.id ?? '');
  if (intent !== 'accept' && intent !== 'decline') throw new Response('Unknown action', { status: 400 });
  const page = `/teams/invites/${encodeURIComponent(id)}`;
  try {
    const answered = await respondToInvitation(serviceFrom(context), id, intent);
    if (intent === 'accept' && answered.team)
      return redirectWithNotice(`/teams/${answered.team.slug}/settings/people`, 'teams:notices.joined');
    return redirectWithNotice('/teams/invites', 'teams:notices.declined');
  } catch (error) {
    return whenRefused(error, {
      refused: (refused) => {
        const known = ANSWER_ERRORS.find((code) => code === refused.code);
        if (known) return redirectWithNotice(page, `errors:codes.${known}`);
        throw asPageError(refused);
      },
    });
  }
}

function TeamInvitation({
  invitation,
  locale,
  headingLevel,
}: {
  invitation: InvitationDto;
  locale: Locale;
  headingLevel: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const headingId = `invitation-${invitation.id}`;
  return (
    <Card testId="team-invitation">
      <article aria-labelledby={headingId}>
        <p className="text-sm font-semibold text-brand-700">{t('invitations:kinds.team.name')}</p>
        <Heading id={headingId} className="mt-1 text-lg font-bold [overflow-wrap:anywhere]">
          {invitationHeadline(t, invitation)}
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted [overflow-wrap:anywhere]">
          <span>{invitation.inviter.email}</span>
          <span aria-hidden="true">·</span>
          <InvitationWhen invitation={invitation} locale={locale} />
          <StateBadge state={invitation.state} />
        </p>
        {invitation.message && <InvitationMessage name={invitation.inviter.name} message={invitation.message} />}
        <p className="mt-3 text-sm">{t('invitations:kinds.team.meaning', invitationVars(t, invitation))}</p>
        {invitation.state === 'pending' && invitation.role === 'invitee' && (
          <div className="mt-4">
            <AnswerButtons id={invitation.id} label={invitationHeadline(t, invitation)} />
          </div>
        )}
      </article>
    </Card>
  );
}

export default function TeamInvites({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { invitations, one, notice } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('teams:invites.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to={one ? '/teams/invites' : '/teams'} className="text-sm font-semibold text-brand-700 underline">
          {one ? t('teams:invites.all') : t('teams:invites.back')}
        </Link>
      </p>
      {!one && <h1 className="mt-4 text-2xl font-bold">{t('teams:invites.title')}</h1>}
      <FlashNotice notice={notice} />
      {invitations.length === 0 ? (
        <EmptyState className="mt-6" title={t('teams:invites.empty.title')} text={t('teams:invites.empty.text')} />
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <TeamInvitation invitation={invitation} locale={locale} headingLevel={one ? 'h1' : 'h2'} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
