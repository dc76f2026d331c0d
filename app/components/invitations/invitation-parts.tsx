import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { formatDate } from '#common/format.ts';
import type { InvitationDto, InvitationState } from '#common/invitations.ts';
import type { Locale } from '#common/locales.ts';

const STATE_TONES: Record<InvitationState, StatusTone> = {
  pending: 'info',
  expired: 'muted',
  accepted: 'good',
  declined: 'muted',
  revoked: 'muted',
};

export function StateBadge({ state }: { state: InvitationState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATE_TONES[state]}>{t(`invitations:states.${state}`)}</StatusBadge>;
}

/** Whether a person's email is confirmed, in words (never by colour alone). */
export function VerifiedBadge({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${ok ? 'text-success-700' : 'text-muted'}`}>
      <span aria-hidden="true">{ok ? '✓' : '–'}</span>
      {t(ok ? 'invitations:verified' : 'invitations:notVerified')}
    </span>
  );
}

/** The inviter's own words, quoted. */
export function InvitationMessage({ name, message }: { name: string; message: string }) {
  const { t } = useTranslation();
  return (
    <figure className="mt-3">
      <figcaption className="text-sm text-muted">{t('invitations:messageFrom', { name })}</figcaption>
      <blockquote className="mt-1 whitespace-pre-line border-l-4 border-brand-600 pl-3 [overflow-wrap:anywhere]">
        {message}
      </blockquote>
    </figure>
  );
}

/** One line on when: open until, expired, or answered. */
export function InvitationWhen({ invitation, locale }: { invitation: InvitationDto; locale: Locale }) {
  const { t } = useTranslation();
  const date = (iso: string) => formatDate(iso, 'date', locale);
  if (invitation.state === 'pending') return <>{t('invitations:expires', { date: date(invitation.expires_at) })}</>;
  if (invitation.state === 'expired') return <>{t('invitations:expiredOn', { date: date(invitation.expires_at) })}</>;
  return <>{t('invitations:answeredOn', { date: date(invitation.responded_at ?? invitation.created_at) })}</>;
}

/** The headline: what the invitation is, from the point of view of who is looking. */
/** The words an invitation's texts fill in: the inviter's name, and a team invitation's team and role. */
export function invitationVars(t: TFunction, invitation: InvitationDto) {
  return {
    name: invitation.inviter.name,
    team: invitation.team?.name ?? '',
    role: invitation.team ? t(`teams:roles.${invitation.team.role}`) : '',
  };
}

export function invitationHeadline(t: TFunction, invitation: InvitationDto): string {
  return invitation.role === 'invitee'
    ? t(`invitations:kinds.${invitation.kind}.summary`, invitationVars(t, invitation))
    : t(`invitations:kinds.${invitation.kind}.sentSummary`, {
        email: invitation.invitee_email,
        team: invitation.team?.name ?? '',
      });
}

/** Accept and Decline for one invitation: one form, two buttons, works without JavaScript. */
export function AnswerButtons({ id, label }: { id: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" reloadDocument className="flex flex-wrap gap-2" aria-label={label}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="accept"
        className="h-11 rounded-md bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('invitations:accept')}
      </button>
      <button
        type="submit"
        name="intent"
        value="decline"
        className="h-11 rounded-md border border-line px-5 text-sm font-semibold hover:bg-subtle"
      >
        {t('invitations:decline')}
      </button>
    </Form>
  );
}

export function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="rounded-xl border border-line p-4 sm:p-5">
      {children}
    </div>
  );
}
