import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import {
  AnswerButtons,
  InvitationMessage,
  invitationHeadline,
  invitationVars,
  StateBadge,
  VerifiedBadge,
} from '#app/components/invitations/invitation-parts.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { InvitationDto } from '#common/invitations.ts';
import type { Locale } from '#common/locales.ts';
import { getInvitation } from '#server/domain/invitations/invitations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/invitation';
import { answerInvitation } from './answer.server.ts';

export const handle = { middleware: ['auth'], i18n: ['invitations', 'teams'] };

// /invitations/{id}: one invitation, for the person it is addressed to or the person who sent it.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const invitation = await forPage(() => getInvitation(serviceFrom(context), params.id));
  // A contract invitation is read and answered on its own page, with the home, rent and dates.
  if (invitation.kind === 'rental_contract' && invitation.role === 'invitee' && invitation.contract_id)
    throw redirect(`/invitations/rental-contracts/${invitation.contract_id}`);
  return { invitation, notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerInvitation(serviceFrom(context), await request.formData(), 'detail');
}

/** Why the invitation can't be answered (any more), in the words of who is looking. */
function ClosedState({ invitation, locale }: { invitation: InvitationDto; locale: Locale }) {
  const { t } = useTranslation();
  const { state, role } = invitation;
  const key = (state === 'expired' || state === 'revoked') && role === 'inviter' ? `${state}Inviter` : state;
  const date = formatDate(
    state === 'expired' ? invitation.expires_at : (invitation.responded_at ?? invitation.created_at),
    'date',
    locale,
  );
  return (
    <section aria-labelledby="closed-title" className="mt-6 rounded-xl border border-line bg-subtle p-4" data-testid="closed">
      <h2 id="closed-title" className="text-lg font-bold">
        {tDynamic(t, `invitations:detail.closed.${key}.title`)}
      </h2>
      <p className="mt-1">{tDynamic(t, `invitations:detail.closed.${key}.text`, { date, name: invitation.inviter.name })}</p>
    </section>
  );
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { invitation, notice } = loaderData;
  const justAccepted = notice?.key === 'invitations:notices.accepted';
  const asInvitee = invitation.role === 'invitee';
  const open = invitation.state === 'pending';
  // A team invitation belongs to the team's pages; a household one to the profile.
  const team = invitation.team;
  const sentFrom = team ? `/teams/${team.slug}/settings/people/invitation/${invitation.id}` : '/profile#household';
  return (
    <div className="max-w-3xl">
      <title>{`${t(`invitations:kinds.${invitation.kind}.name`)} · ${t('brand.name')}`}</title>
      <Link to={asInvitee ? '/invitations' : sentFrom} className="text-sm font-semibold text-brand-700 underline">
        {asInvitee ? t('invitations:detail.back') : team ? t('teams:people.title') : t('invitations:detail.toProfile')}
      </Link>
      <p className="mt-4 text-sm font-semibold text-brand-700">{t(`invitations:kinds.${invitation.kind}.name`)}</p>
      <h1 className="mt-1 text-2xl font-bold [overflow-wrap:anywhere]">{invitationHeadline(t, invitation)}</h1>
      <div className="mt-2">
        <StateBadge state={invitation.state} />
      </div>
      <FlashNotice notice={notice} />
      {justAccepted && (
        <p className="mt-3">
          {t(`invitations:kinds.${invitation.kind}.accepted`, invitationVars(t, invitation))}{' '}
          {invitation.contract_id ? (
            <Link to={`/rental-contracts/${invitation.contract_id}`} className="font-semibold text-brand-700 underline">
              {t('invitations:detail.toContract')}
            </Link>
          ) : (
            <Link
              to={team ? `/teams/${team.slug}/settings/people` : '/profile#household'}
              className="font-semibold text-brand-700 underline"
            >
              {team ? t('teams:people.title') : t('invitations:detail.toProfile')}
            </Link>
          )}
        </p>
      )}

      <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
        <div className="grid gap-1 p-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted">{t('invitations:detail.labels.from')}</dt>
          <dd className="min-w-0 sm:col-span-2 [overflow-wrap:anywhere]">
            <span className="font-semibold">{invitation.inviter.name}</span> · {invitation.inviter.email}
            <div>
              <VerifiedBadge ok={invitation.inviter.email_confirmed} />
            </div>
          </dd>
        </div>
        <div className="grid gap-1 p-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted">{t('invitations:detail.labels.to')}</dt>
          <dd className="min-w-0 sm:col-span-2 [overflow-wrap:anywhere]">{invitation.invitee_email}</dd>
        </div>
        <div className="grid gap-1 p-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted">{t('invitations:detail.labels.sent')}</dt>
          <dd className="sm:col-span-2">{formatDate(invitation.created_at, 'date', locale)}</dd>
        </div>
        {invitation.invitee && (
          <div className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-muted">{t('invitations:detail.labels.answeredBy')}</dt>
            <dd className="min-w-0 sm:col-span-2 [overflow-wrap:anywhere]">
              <span className="font-semibold">{invitation.invitee.name}</span>
              <div>
                <VerifiedBadge ok={invitation.invitee.email_confirmed} />
              </div>
            </dd>
          </div>
        )}
      </dl>
      {invitation.message && <InvitationMessage name={invitation.inviter.name} message={invitation.message} />}

      {open ? (
        <>
          <section aria-labelledby="meaning" className="mt-6 rounded-xl bg-brand-50 p-4">
            <h2 id="meaning" className="font-bold">
              {t(`invitations:kinds.${invitation.kind}.meaningTitle`)}
            </h2>
            <p className="mt-1">{t(`invitations:kinds.${invitation.kind}.meaning`, invitationVars(t, invitation))}</p>
          </section>
          <p className="mt-4">
            {asInvitee
              ? t('invitations:expires', { date: formatDate(invitation.expires_at, 'date', locale) })
              : t('invitations:detail.waiting', { date: formatDate(invitation.expires_at, 'date', locale) })}
          </p>
          <div className="mt-4">
            {asInvitee ? (
              <AnswerButtons id={invitation.id} label={t('invitations:detail.answer')} />
            ) : (
              <IntentButton intent="revoke" id={invitation.id} tone="danger">
                {t('invitations:detail.withdraw')}
              </IntentButton>
            )}
          </div>
        </>
      ) : (
        !(justAccepted && invitation.state === 'accepted') && <ClosedState invitation={invitation} locale={locale} />
      )}
    </div>
  );
}
