import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
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
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import type { InvitationDto } from '#common/invitations.ts';
import type { Locale } from '#common/locales.ts';
import { listReceivedInvitations } from '#server/domain/invitations/invitations.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/index';
import { answerInvitation } from './answer.server.ts';

export const handle = { middleware: ['auth'], i18n: ['invitations', 'teams'] };

// /invitations: what other people have invited the signed-in person to, open ones first.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const service = ctx.service();
  const [pending, past] = await Promise.all([
    listReceivedInvitations(service, { state: 'pending' }),
    listReceivedInvitations(service, { state: 'past' }),
  ]);
  return {
    pending,
    past,
    email: ctx.user?.email ?? '',
    emailConfirmed: ctx.user?.email_confirmed ?? false,
    notice: noticeFrom(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerInvitation(serviceFrom(context), await request.formData(), 'list');
}

function PendingInvitation({ invitation, locale }: { invitation: InvitationDto; locale: Locale }) {
  const { t } = useTranslation();
  const headingId = `invitation-${invitation.id}`;
  return (
    <li>
      <Card testId="invitation">
        <article aria-labelledby={headingId}>
          <p className="text-sm font-semibold text-brand-700">{t(`invitations:kinds.${invitation.kind}.name`)}</p>
          <h3 id={headingId} className="mt-1 text-lg font-bold [overflow-wrap:anywhere]">
            {invitationHeadline(t, invitation)}
          </h3>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
            {invitation.inviter.email} · <InvitationWhen invitation={invitation} locale={locale} />
          </p>
          {invitation.message && <InvitationMessage name={invitation.inviter.name} message={invitation.message} />}
          <p className="mt-3 text-sm">{t(`invitations:kinds.${invitation.kind}.meaning`, invitationVars(t, invitation))}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <AnswerButtons id={invitation.id} label={invitationHeadline(t, invitation)} />
            <Link to={`/invitations/${invitation.id}`} className="text-sm font-semibold text-brand-700 underline">
              {t('invitations:view')}
            </Link>
          </div>
        </article>
      </Card>
    </li>
  );
}

export default function Invitations({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { pending, past } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('invitations:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('invitations:title')}</h1>
      <p className="mt-2 text-muted">{t('invitations:intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      {!loaderData.emailConfirmed && (
        <Notice tone="warning">
          {t('invitations:unconfirmed', { email: loaderData.email })}{' '}
          <Link to="/email_confirmation" className="underline">
            {t('invitations:confirm')}
          </Link>
        </Notice>
      )}

      <section aria-labelledby="open-invitations" className="mt-6">
        <h2 id="open-invitations" className="text-lg font-bold">
          {t('invitations:pending')}
        </h2>
        {pending.length === 0 ? (
          <EmptyState className="mt-3" title={t('invitations:empty.title')} text={t('invitations:empty.text')} />
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {pending.map((invitation) => (
              <PendingInvitation key={invitation.id} invitation={invitation} locale={locale} />
            ))}
          </ul>
        )}
      </section>

      {past.length > 0 && (
        <details className="mt-8 rounded-xl border border-line">
          <summary className="cursor-pointer p-4 font-semibold">{t('invitations:pastCount', { count: past.length })}</summary>
          <ul className="divide-y divide-line border-t border-line">
            {past.map((invitation) => (
              <li
                key={invitation.id}
                data-testid="past-invitation"
                className="flex flex-col gap-1 p-4 sm:flex-row sm:justify-between"
              >
                <div className="min-w-0">
                  <Link to={`/invitations/${invitation.id}`} className="font-medium underline [overflow-wrap:anywhere]">
                    {invitationHeadline(t, invitation)}
                  </Link>
                  <p className="text-sm text-muted">
                    <InvitationWhen invitation={invitation} locale={locale} />
                  </p>
                </div>
                <div>
                  <StateBadge state={invitation.state} />
                </div>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
