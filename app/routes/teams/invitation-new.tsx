import { type FieldMetadata, getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { TeamInvitationRow } from '#app/components/teams/team-invitation-row.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { createdOrExisting } from '#app/lib/created-or-existing.server.ts';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { MAX_INVITATION_MESSAGE } from '#common/invitations.ts';
import { TEAM_ROLES } from '#common/team-rules.ts';
import { can } from '#server/domain/access/can.ts';
import { createTeamInvitation, listTeamInvitations } from '#server/domain/invitations/team-invitations.service.ts';
import { teamInvitationSchema } from '#server/domain/teams/teams.schemas.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/invitation-new';
import { teamInvitationAction } from './invitation-actions.server.ts';

export const handle = { middleware: ['team:team.members.manage'], i18n: ['teams', 'invitations'] };

// /teams/{slug}/settings/people/invitation: invite someone by email with a role, and the team's
// open and past invitations with resend and withdraw.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const [open, past] = await forPage(() =>
    Promise.all([listTeamInvitations(service, params.slug, 'open'), listTeamInvitations(service, params.slug, 'past')]),
  );
  const membership = service.actor?.memberships.find((m) => m.slug === params.slug);
  const ownerRole = membership ? can(service.actor, 'team.owners.manage', { type: 'team', teamId: membership.teamId }) : false;
  return { open, past, roles: TEAM_ROLES.filter((role) => ownerRole || role !== 'owner'), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const answered = await teamInvitationAction(service, params.slug, formData);
  if (answered) return answered;
  // A second identical invitation (a double tap) lands where the first did.
  return formAction(formData, teamInvitationSchema, (value) =>
    createdOrExisting(
      async () => (await createTeamInvitation(service, params.slug, value)).id,
      () =>
        redirectWithNotice(`/teams/${params.slug}/settings/people/invitation`, 'teams:notices.invited', { email: value.email }),
    ),
  );
}

export default function TeamInvite({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { open, past, roles, notice } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { role: 'agent' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamInvitationSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<'email' | 'role' | 'message', FieldMetadata<string>>;
  const chosen = String(f.role.initialValue ?? 'agent');
  const base = `/teams/${params.slug}/settings/people/invitation`;
  return (
    <div className="max-w-2xl">
      <title>{`${t('teams:invitations.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/teams/${params.slug}/settings/people`} className="text-sm font-semibold text-brand-700 underline">
          {t('teams:person.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('teams:invitations.title')}</h1>
      <p className="mt-2 text-muted">{t('teams:invitations.intro')}</p>
      <FlashNotice notice={notice} />
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={f.email} label={t('teams:invitations.email')} type="email" autoComplete="off" inputMode="email" />
        <fieldset className="flex flex-col gap-2" aria-describedby={f.role.errorId}>
          <legend className="mb-1 font-medium">{t('teams:invitations.role')}</legend>
          {roles.map((role) => (
            <label key={role} className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3">
              <input
                type="radio"
                name={f.role.name}
                value={role}
                defaultChecked={chosen === role}
                className="mt-0.5 size-5 shrink-0"
              />
              <span>
                <span className="font-medium">{t(`teams:roles.${role}`)}</span>
                <span className="block text-sm text-muted">{t(`teams:roleHelp.${role}`)}</span>
              </span>
            </label>
          ))}
          <FieldError id={f.role.errorId} errors={f.role.errors} />
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={f.message.id} className="font-medium">
            {t('teams:invitations.message')}
          </label>
          <textarea
            {...getTextareaProps(f.message)}
            key={f.message.key}
            rows={3}
            maxLength={MAX_INVITATION_MESSAGE}
            className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={f.message.errorId} errors={f.message.errors} />
        </div>
        <SubmitButton busy={navigation.state === 'submitting'}>{t('teams:invitations.send')}</SubmitButton>
      </Form>

      <section aria-labelledby="open-title" className="mt-10">
        <h2 id="open-title" className="text-lg font-bold">
          {t('teams:invitations.open')}
        </h2>
        {open.length === 0 ? (
          <p className="mt-2 text-muted">{t('teams:invitations.none')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {open.map((invitation) => (
              <TeamInvitationRow key={invitation.id} invitation={invitation} base={base} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-title" className="mt-8">
          <h2 id="past-title" className="text-lg font-bold">
            {t('teams:invitations.past')}
          </h2>
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {past.map((invitation) => (
              <TeamInvitationRow key={invitation.id} invitation={invitation} base={base} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
