import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { ReasonField } from '#app/components/man/reason-field.tsx';
import { TeamBadge } from '#app/components/teams/team-badge.tsx';
import { TeamDocumentList } from '#app/components/teams/team-document-list.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { formatPhone } from '#common/phone.ts';
import { verificationDecisionSchema } from '#common/team-verification.ts';
import { decideSubEntity, decideTeamVerification, staffTeamDetail } from '#server/domain/staff/staff-teams.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/team';

// /man/teams/{teamId}: one team for staff: details, members, documents, sub-entities, the
// decisions (verify, or reject with a reason) and the history from the audit log.
export const handle = { middleware: ['staff'], i18n: ['man', 'profile', 'teams'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { detail: await forPage(() => staffTeamDetail(serviceFrom(context), params.teamId)), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const sub = String(formData.get('sub') ?? '');
  const target = sub || 'team';
  const submission = parseWithZod(formData, { schema: verificationDecisionSchema });
  if (submission.status !== 'success') return data({ target, reply: submission.reply() }, { status: 422 });
  const decision = submission.value;
  try {
    if (sub) await decideSubEntity(ctx, params.teamId, sub, decision);
    else await decideTeamVerification(ctx, params.teamId, decision);
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ target, reply }, { status });
  }
  const path = `/man/teams/${params.teamId}`;
  if (sub)
    return redirectWithNotice(
      path,
      decision.decision === 'verify' ? 'man:teams.saved.subVerified' : 'man:teams.saved.subRejected',
    );
  return redirectWithNotice(path, decision.decision === 'verify' ? 'man:teams.saved.verified' : 'man:teams.saved.rejected');
}

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { team, members, documents, sub_entities: subs, audit } = loaderData.detail;
  const replyFor = (target: string) =>
    actionData && actionData.target === target ? (actionData.reply as SubmissionResult<string[]>) : undefined;
  const own = documents.filter((d) => d.sub_entity_id === null);
  const docHref = (item: { id: string }) => `/man/teams/${team.id}/documents/${item.id}`;
  const facts: [string, string][] = [
    [t('man:teams.detail.kennitala'), formatKennitala(team.company_kennitala)],
    [t('man:teams.detail.address'), `/teams/${team.slug}`],
    [t('man:teams.detail.email'), team.contact_email ?? '–'],
    [t('man:teams.detail.phone'), team.contact_phone ? formatPhone(team.contact_phone) : '–'],
    [t('man:teams.detail.website'), team.website ?? '–'],
    [t('man:teams.detail.created'), formatDate(team.created_at, 'date', locale)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <title>{`${team.name} · ${t('man:teams.title')} · ${t('brand.name')}`}</title>
      <p className="text-sm">
        <Link to="/man/teams" className="text-brand-700 underline">
          {t('man:teams.back')}
        </Link>
      </p>
      <div>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold break-words">
          {team.name} <TeamBadge status={team.status} />
        </h1>
        <p className="mt-1 font-semibold" data-testid="staff-team-status">
          {tDynamic(t, `man:teams.status.${team.status}`)}
          {team.status === 'pending' &&
            team.submitted_at &&
            ` · ${t('man:teams.detail.sentOn', { date: formatDate(team.submitted_at, 'long', locale) })}`}
        </p>
        {team.status === 'rejected' && team.reason && <p className="mt-1 break-words text-muted">{team.reason}</p>}
      </div>
      <FlashNotice notice={loaderData.notice} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="facts-title" className="rounded-xl border border-line bg-white p-4">
          <h2 id="facts-title" className="text-lg font-bold">
            {t('man:teams.detail.facts')}
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="mb-2 break-words sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          {team.description && <p className="mt-3 text-sm break-words">{team.description}</p>}
        </section>
        <section aria-labelledby="members-title" className="rounded-xl border border-line bg-white p-4">
          <h2 id="members-title" className="text-lg font-bold">
            {t('man:teams.detail.members')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {members.map((m) => (
              <li key={m.user_id}>
                <Link to={`/man/users/${m.user_id}`} className="font-medium text-brand-700 underline break-words">
                  {m.name}
                </Link>{' '}
                <span className="text-muted break-all">{m.email}</span> · {tDynamic(t, `teams:roles.${m.role}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="documents-title" className="rounded-xl border border-line bg-white p-4">
        <h2 id="documents-title" className="text-lg font-bold">
          {t('man:teams.detail.documents')}
        </h2>
        {own.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('man:teams.detail.noDocuments')}</p>
        ) : (
          <div className="mt-3">
            <TeamDocumentList items={own} href={docHref} />
          </div>
        )}
      </section>

      {team.status === 'pending' && <DecisionForms target="team" name={team.name} replyFor={replyFor} />}

      <section aria-labelledby="subs-title" className="rounded-xl border border-line bg-white p-4">
        <h2 id="subs-title" className="text-lg font-bold">
          {t('man:teams.detail.subEntities')}
        </h2>
        {subs.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('man:teams.detail.noSubEntities')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {subs.map((sub) => {
              const subDocs = documents.filter((d) => d.sub_entity_id === sub.id);
              return (
                <li key={sub.id} className="rounded-lg border border-line p-3" data-testid="staff-sub-entity">
                  <h3 className="font-semibold break-words">{sub.name}</h3>
                  <p className="text-sm text-muted">
                    {formatKennitala(sub.kennitala)} · {tDynamic(t, `man:teams.subStatus.${sub.status}`)}
                  </p>
                  {sub.status === 'rejected' && sub.reason && <p className="mt-1 text-sm break-words">{sub.reason}</p>}
                  {subDocs.length > 0 ? (
                    <div className="mt-2">
                      <TeamDocumentList items={subDocs} href={docHref} />
                    </div>
                  ) : (
                    <p className="mt-2 text-sm text-muted">{t('man:teams.detail.noDocuments')}</p>
                  )}
                  {sub.status === 'pending' && <DecisionForms target={sub.id} name={sub.name} replyFor={replyFor} />}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-title" className="rounded-xl border border-line bg-white p-4">
        <h2 id="history-title" className="text-lg font-bold">
          {t('man:teams.detail.history')}
        </h2>
        {audit.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('man:teams.detail.historyEmpty')}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2 text-sm" data-testid="team-audit">
            {audit.map((row) => (
              <li key={row.id} className="border-l-4 border-brand-600 pl-3">
                <span className="font-medium">
                  {tDynamic(t, `man:teams.auditAction.${row.action.replace('.', '_')}`, { defaultValue: row.action })}
                  {typeof row.details.name === 'string' && `: ${row.details.name}`}
                </span>
                <span className="text-muted">
                  {' · '}
                  {formatDate(row.created_at, 'long', locale)}
                  {row.actor_name && ` · ${row.actor_name}`}
                </span>
                {typeof row.details.reason === 'string' && <span className="block break-words">{row.details.reason}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Verify (one button) or reject (with the reason the team reads) a team or a sub-entity. */
function DecisionForms({
  target,
  name,
  replyFor,
}: {
  target: string;
  name: string;
  replyFor: (target: string) => SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const lastResult = replyFor(target);
  const [form, fields] = useForm({
    id: `reject-${target}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verificationDecisionSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const sub = target === 'team' ? null : target;
  return (
    <section
      aria-label={t('man:teams.decide.label', { name })}
      className="mt-3 flex flex-col gap-4 rounded-xl border border-line bg-white p-4"
    >
      <Form method="post" reloadDocument className="flex flex-col gap-2">
        <input type="hidden" name="decision" value="verify" />
        {sub && <input type="hidden" name="sub" value={sub} />}
        <p className="text-sm text-muted">{t('man:teams.decide.verifyIntro')}</p>
        <button
          type="submit"
          className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:self-start"
        >
          {t('man:teams.decide.verify')}
          <span className="sr-only"> {name}</span>
        </button>
      </Form>
      <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="decision" value="reject" />
        {sub && <input type="hidden" name="sub" value={sub} />}
        <FormError id={form.errorId} errors={form.errors} />
        <ReasonField
          field={fields.reason as FieldMetadata<string>}
          label={t('man:teams.decide.reason')}
          hint={t('man:teams.decide.reasonHint')}
        />
        <button
          type="submit"
          className="h-12 rounded-md border border-danger-600 bg-white px-6 font-semibold text-danger-600 hover:bg-danger-50 sm:self-start"
        >
          {t('man:teams.decide.reject')}
          <span className="sr-only"> {name}</span>
        </button>
      </Form>
    </section>
  );
}
