import { type FieldMetadata, getFormProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { ReasonField } from '#app/components/man/reason-field.tsx';
import { useStaffUser } from '#app/components/man/use-staff-user.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { formatPhone } from '#common/phone.ts';
import { blockSchema, SCOPE_LEVELS, scopeSchema } from '#common/staff-people.ts';
import { can } from '#server/domain/access/can.ts';
import { blockUser, changeUserScope, unblockUser } from '#server/domain/staff/staff-users.service.ts';
import type { Route } from './+types/user-overview';

export const handle = { middleware: ['staff'], i18n: ['man'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return {
    canScope: can(ctx.actor, 'staff.users.scope'),
    self: ctx.actor?.userId ?? null,
    notice: noticeFrom(request),
  };
}

type Intent = 'block' | 'unblock' | 'scope';

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '') as Intent;
  const path = `/man/users/${params.userId}`;
  const schema = intent === 'scope' ? scopeSchema : blockSchema;
  if (intent !== 'block' && intent !== 'unblock' && intent !== 'scope') return data({ intent, reply: null }, { status: 400 });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data({ intent, reply: submission.reply() }, { status: 422 });
  try {
    if (intent === 'block') await blockUser(ctx, params.userId, submission.value as { reason: string });
    if (intent === 'unblock') await unblockUser(ctx, params.userId, submission.value as { reason: string });
    if (intent === 'scope') await changeUserScope(ctx, params.userId, (submission.value as { scope: 'user' }).scope);
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ intent, reply }, { status });
  }
  const notice = {
    block: 'man:users.saved.blocked',
    unblock: 'man:users.saved.unblocked',
    scope: 'man:users.saved.scope',
  } as const;
  return redirectWithNotice(path, notice[intent]);
}

export default function StaffUserOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { user, activity, audit } = useStaffUser();
  const date = (value: string | null) => (value ? formatDate(value, 'long', locale) : t('man:users.overview.never'));
  const n = (value: number) => formatNumber(value, locale);
  const yes = (value: boolean) => (value ? t('man:users.overview.yes') : t('man:users.overview.no'));
  const replyFor = (intent: Intent) =>
    actionData && actionData.intent === intent ? (actionData.reply as SubmissionResult<string[]> | null) : undefined;
  const facts: [string, string][] = [
    [t('man:users.overview.email'), user.email],
    [t('man:users.overview.phone'), user.phone ? formatPhone(user.phone) : '–'],
    [t('man:users.overview.kennitala'), user.kennitala ? formatKennitala(user.kennitala) : '–'],
    [t('man:users.overview.scope'), tDynamic(t, `man:users.scope.${user.scope}`)],
    [t('man:users.overview.locale'), tDynamic(t, `language.names.${user.locale}`, { defaultValue: user.locale })],
    [t('man:users.overview.joined'), date(user.created_at)],
    [t('man:users.overview.confirmed'), yes(user.confirmed)],
    [t('man:users.overview.twoFactor'), yes(user.two_factor)],
  ];
  const numbers: [string, string][] = [
    [t('man:users.overview.lastSignIn'), date(activity.last_sign_in_at)],
    [t('man:users.overview.lastActive'), date(activity.last_active_at)],
    [t('man:users.overview.openSessions'), n(activity.open_sessions)],
    [
      t('man:users.overview.listings'),
      t('man:users.overview.listingsValue', { n: n(activity.listings), published: n(activity.published_listings) }),
    ],
    [t('man:users.overview.tenantApplications'), n(activity.tenant_applications)],
    [t('man:users.overview.landlordApplications'), n(activity.landlord_applications)],
    [t('man:users.overview.conversations'), n(activity.conversations)],
    [t('man:users.overview.reportsAbout'), n(activity.reports_about)],
    [t('man:users.overview.reportsMade'), n(activity.reports_made)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <title>{`${user.name} · ${t('man:users.title')} · ${t('brand.name')}`}</title>
      <FlashNotice notice={loaderData.notice} />
      {user.blocked_at && (
        <div role="note" className="rounded-lg border border-danger-600 bg-danger-50 p-4" data-testid="blocked-note">
          <p className="font-semibold text-danger-600">{t('man:users.block.blockedSince', { date: date(user.blocked_at) })}</p>
          {user.blocked_reason && <p className="mt-1 break-words">{user.blocked_reason}</p>}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="who-title" className="rounded-xl border border-line bg-white p-4">
          <h2 id="who-title" className="text-lg font-bold">
            {t('man:users.overview.who')}
          </h2>
          <Facts rows={facts} />
        </section>
        <section aria-labelledby="activity-title" className="rounded-xl border border-line bg-white p-4">
          <h2 id="activity-title" className="text-lg font-bold">
            {t('man:users.overview.activity')}
          </h2>
          <Facts rows={numbers} />
        </section>
      </div>
      {loaderData.self === user.id ? (
        <p className="text-muted">{t('man:users.block.self')}</p>
      ) : user.blocked_at ? (
        <ReasonForm
          intent="unblock"
          heading={t('man:users.block.unblockHeading')}
          intro={t('man:users.block.unblockIntro')}
          label={t('man:users.block.unblockReason')}
          hint={t('man:users.block.unblockHint')}
          submit={t('man:users.block.unblockSubmit')}
          lastResult={replyFor('unblock')}
        />
      ) : (
        <ReasonForm
          intent="block"
          heading={t('man:users.block.heading')}
          intro={t('man:users.block.intro')}
          label={t('man:users.block.reason')}
          hint={t('man:users.block.reasonHint')}
          submit={t('man:users.block.submit')}
          lastResult={replyFor('block')}
          danger
        />
      )}
      {loaderData.canScope && <ScopeForm current={user.scope} lastResult={replyFor('scope')} />}
      <section aria-labelledby="audit-title" className="rounded-xl border border-line bg-white p-4">
        <h2 id="audit-title" className="text-lg font-bold">
          {t('man:users.overview.audit')}
        </h2>
        {audit.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('man:users.overview.auditEmpty')}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2 text-sm" data-testid="audit-rows">
            {audit.map((row) => (
              <li key={row.id} className="border-l-4 border-brand-600 pl-3">
                <span className="font-medium">
                  {tDynamic(t, `man:users.auditAction.${row.action.replace('.', '_')}`, { defaultValue: row.action })}
                </span>
                <span className="text-muted">
                  {' · '}
                  {formatDate(row.created_at, 'long', locale)}
                  {row.actor_name && ` · ${row.actor_name}`}
                </span>
                {typeof row.details.reason === 'string' && <span className="block break-words">{row.details.reason}</span>}
                {typeof row.details.from === 'string' && typeof row.details.to === 'string' && (
                  <span className="block">
                    {`${tDynamic(t, `man:users.scope.${row.details.from}`)} → ${tDynamic(t, `man:users.scope.${row.details.to}`)}`}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReasonForm(props: {
  intent: 'block' | 'unblock';
  heading: string;
  intro: string;
  label: string;
  hint: string;
  submit: string;
  lastResult?: SubmissionResult<string[]> | null;
  danger?: boolean;
}) {
  const [form, fields] = useForm({
    id: props.intent,
    lastResult: props.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blockSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section aria-labelledby={`${props.intent}-title`} className="rounded-xl border border-line bg-white p-4">
      <h2 id={`${props.intent}-title`} className="text-lg font-bold">
        {props.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{props.intro}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-3 flex flex-col gap-3">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={props.intent} />
        <ReasonField field={fields.reason as FieldMetadata<string>} label={props.label} hint={props.hint} />
        <button
          type="submit"
          className={
            props.danger
              ? 'h-12 rounded-md border border-danger-600 bg-white px-6 font-semibold text-danger-600 hover:bg-danger-50 sm:self-start'
              : 'h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:self-start'
          }
        >
          {props.submit}
        </button>
      </Form>
    </section>
  );
}

function ScopeForm({ current, lastResult }: { current: string; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'scope',
    lastResult,
    defaultValue: { scope: current },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: scopeSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <section aria-labelledby="scope-title" className="rounded-xl border border-line bg-white p-4">
      <h2 id="scope-title" className="text-lg font-bold">
        {t('man:users.scopeForm.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('man:users.scopeForm.intro')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="scope" />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.scope.id} className="font-medium">
            {t('man:users.scopeForm.label')}
          </label>
          <NativeSelect {...getSelectProps(fields.scope)} key={fields.scope.key} size="lg" width="auto">
            {SCOPE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {tDynamic(t, `man:users.scope.${level}`)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={fields.scope.errorId} errors={fields.scope.errors} />
        </div>
        <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          {t('man:users.scopeForm.submit')}
        </button>
      </Form>
      <FormError id={form.errorId} errors={form.errors} />
    </section>
  );
}
