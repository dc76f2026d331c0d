import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, replyWithError, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { TEAM_ROLES } from '#common/team-rules.ts';
import { changeMemberRole, getMember, leaveTeam, removeMember } from '#server/domain/teams/members.service.ts';
import { memberRoleSchema } from '#server/domain/teams/teams.schemas.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/person';

export const handle = { middleware: ['team:team.read'], i18n: ['teams'] };

// /teams/{slug}/settings/people/{id}: one member. Owners and admins change their role or remove
// them (owners only touch owners); a member sees their own page with a way to leave.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, rights } = await forPage(() => getMember(serviceFrom(context), params.slug, params.id));
  return { member, rights, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const people = `/teams/${params.slug}/settings/people`;
  if (intent === 'role')
    return formAction(formData, memberRoleSchema, async (value) => {
      await changeMemberRole(service, params.slug, params.id, value);
      return redirectWithNotice(`${people}/${params.id}`, 'teams:notices.roleChanged');
    });
  const submission = parseWithZod(formData, { schema: memberRoleSchema.partial() });
  try {
    if (intent === 'leave') {
      await leaveTeam(service, params.slug);
      return redirectWithNotice('/teams', 'teams:notices.left');
    }
    if (intent === 'remove') {
      await removeMember(service, params.slug, params.id);
      return redirectWithNotice(people, 'teams:notices.removed');
    }
  } catch (error) {
    return replyWithError(submission, error);
  }
  throw new Response('Unknown action', { status: 400 });
}

export default function TeamPerson({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { member, rights, notice } = loaderData;
  const errors = actionData && 'error' in actionData ? (actionData.error as Record<string, string[] | undefined>) : {};
  const formErrors = errors[''] ?? [];
  const roleErrors = errors.role ?? [];
  const mayChange = rights.manageMembers && (rights.manageOwners || member.role !== 'owner');
  const roles = TEAM_ROLES.filter((role) => rights.manageOwners || role !== 'owner');
  return (
    <div className="max-w-2xl">
      <title>{`${member.name} · ${t('teams:people.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/teams/${params.slug}/settings/people`} className="text-sm font-semibold text-brand-700 underline">
          {t('teams:person.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold [overflow-wrap:anywhere]">{member.name}</h1>
      <p className="mt-1 text-muted [overflow-wrap:anywhere]">{member.email}</p>
      <FlashNotice notice={notice} />
      <FormError id="member-errors" errors={[...formErrors, ...roleErrors]} />
      <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
        <div className="grid gap-1 p-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted">{t('teams:person.role')}</dt>
          <dd className="font-semibold sm:col-span-2" data-testid="member-role">
            {t(`teams:roles.${member.role}`)}
          </dd>
        </div>
        <div className="grid gap-1 p-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted">{t('teams:person.since')}</dt>
          <dd className="sm:col-span-2">{formatDate(member.since, 'date', locale)}</dd>
        </div>
      </dl>

      {mayChange && (
        <Form method="post" reloadDocument className="mt-6 flex flex-col gap-3 rounded-xl border border-line p-4">
          <input type="hidden" name="intent" value="role" />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-bold">{t('teams:person.changeRole')}</legend>
            {roles.map((role) => (
              <label key={role} className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3">
                <input
                  type="radio"
                  name="role"
                  value={role}
                  defaultChecked={member.role === role}
                  className="mt-0.5 size-5 shrink-0"
                />
                <span>
                  <span className="font-medium">{t(`teams:roles.${role}`)}</span>
                  <span className="block text-sm text-muted">{t(`teams:roleHelp.${role}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="h-12 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700">
            {t('teams:person.saveRole')}
          </button>
        </Form>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {member.is_me ? (
          <IntentButton intent="leave" tone="danger">
            {t('teams:person.leave')}
          </IntentButton>
        ) : (
          mayChange && (
            <IntentButton intent="remove" tone="danger">
              {t('teams:person.remove')}
            </IntentButton>
          )
        )}
      </div>
    </div>
  );
}
