import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { describeUserAgent } from '#common/user-agent.ts';
import { emailChangeSchema } from '#server/domain/accounts/accounts.schemas.ts';
import { requestEmailChange } from '#server/domain/accounts/accounts.service.ts';
import {
  changePassword,
  deleteAccount,
  listSessions,
  revokeAllSessions,
  revokeSession,
} from '#server/domain/accounts/profile.service.ts';
import { getTwoFactorStatus } from '#server/domain/auth/two-factor.service.ts';
import { changePasswordSchema, passwordConfirmSchema } from '#server/domain/users/profile.schemas.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { clearedSessionCookies, withCookies } from '#server/http/session-cookies.ts';
import type { Route } from './+types/login-security';

export const handle = { middleware: ['auth'], i18n: ['auth', 'security'] };

const PATH = '/account/login-security';

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const [sessions, twoFactor] = await Promise.all([listSessions(service), getTwoFactorStatus(service)]);
  return { sessions, twoFactor, notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const signedOut = (to: string) => redirect(to, { headers: withCookies(clearedSessionCookies(ctx.isProduction)) });
  if (intent === 'revoke') {
    try {
      await revokeSession(ctx.service(), String(formData.get('id') ?? ''));
    } catch (error) {
      // Already signed out (another tab): the list shows what is left.
      return whenRefused(error, { not_found: () => redirect(PATH) });
    }
    return redirectWithNotice(PATH, 'security:sessions.revoked');
  }
  if (intent === 'revoke-all') {
    await revokeAllSessions(ctx.service());
    return signedOut('/login');
  }
  if (intent === 'email') {
    const submission = parseWithZod(formData, { schema: emailChangeSchema });
    if (submission.status !== 'success')
      return data({ intent, reply: submission.reply({ hideFields: ['password'] }) }, { status: 422 });
    try {
      await ctx.limitMail(`email:${ctx.actor?.userId}`, submission.value.newEmail);
      const { email } = await ctx.limitPasswordAgain('password', () => requestEmailChange(ctx.service(), submission.value));
      return redirectWithNotice(PATH, 'security:email.sent', { email });
    } catch (error) {
      const { reply, status, headers } = errorReply(submission, error, {
        hideFields: ['password'],
        wording: { rate_limited: 'rate_limited_mail' },
      });
      return data({ intent, reply }, { status, headers });
    }
  }
  const schema = intent === 'delete' ? passwordConfirmSchema : changePasswordSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    return data(
      { intent, reply: submission.reply({ hideFields: ['currentPassword', 'newPassword', 'password'] }) },
      { status: 422 },
    );
  }
  try {
    if (intent === 'delete') {
      await ctx.limitPasswordAgain('password', () => deleteAccount(ctx.service(), submission.value as { password: string }));
      return signedOut('/account-deleted');
    }
    const input = submission.value as { currentPassword: string; newPassword: string };
    await ctx.limitPasswordAgain('currentPassword', () => changePassword(ctx.service(), input));
    return redirectWithNotice(PATH, 'security:password.changed');
  } catch (error) {
    const { reply, status, headers } = errorReply(submission, error, {
      hideFields: ['currentPassword', 'newPassword', 'password'],
    });
    return data({ intent, reply }, { status, headers });
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = title.replace(/\W+/g, '-').toLowerCase();
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-line p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function LoginSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const locale = i18n.language as Locale;
  const [passwordForm, passwordFields] = useForm({
    id: 'change-password',
    lastResult: actionData?.intent === 'password' ? actionData.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: 'onSubmit',
  });
  const [emailForm, emailFields] = useForm({
    id: 'change-email',
    lastResult: actionData?.intent === 'email' ? actionData.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
    shouldValidate: 'onSubmit',
  });
  const [deleteForm, deleteFields] = useForm({
    id: 'delete-account',
    lastResult: actionData?.intent === 'delete' ? actionData.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordConfirmSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <div className="max-w-3xl">
      <title>{`${t('security:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('security:title')}</h1>
      <FlashNotice notice={loaderData.notice} />

      <Section title={t('security:password.title')}>
        <Form method="post" reloadDocument {...getFormProps(passwordForm)} className="mt-4 flex max-w-md flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <FormError id={passwordForm.errorId} errors={passwordForm.errors} />
          <InputField
            field={passwordFields.currentPassword}
            label={t('security:password.current')}
            type="password"
            autoComplete="current-password"
          />
          <InputField
            field={passwordFields.newPassword}
            label={t('security:password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('auth:signup.passwordHint')}
          />
          <SubmitButton busy={busy('password')}>{t('security:password.submit')}</SubmitButton>
        </Form>
      </Section>

      <Section title={t('security:email.title')}>
        <p className="mt-1 text-sm text-muted">{t('security:email.intro')}</p>
        <Form method="post" reloadDocument {...getFormProps(emailForm)} className="mt-4 flex max-w-md flex-col gap-4">
          <input type="hidden" name="intent" value="email" />
          <FormError id={emailForm.errorId} errors={emailForm.errors} />
          <InputField
            field={emailFields.newEmail}
            label={t('security:email.new')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <InputField
            field={emailFields.password}
            label={t('security:email.password')}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton busy={busy('email')}>{t('security:email.submit')}</SubmitButton>
        </Form>
      </Section>

      <Section title={t('security:twoFactor.title')}>
        <p className="mt-1 text-sm text-muted">{t('security:twoFactor.intro')}</p>
        <p className="mt-3 font-medium" data-testid="two-factor-status">
          {loaderData.twoFactor.enabled ? t('security:twoFactor.statusOn') : t('security:twoFactor.off')}
        </p>
        <Link
          to="/account/login-security/two-factor"
          className="mt-4 inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-subtle"
        >
          {loaderData.twoFactor.enabled ? t('security:twoFactor.manage') : t('security:twoFactor.start')}
        </Link>
      </Section>

      <Section title={t('security:sessions.title')}>
        <p className="mt-1 text-sm text-muted">{t('security:sessions.intro')}</p>
        <ul className="mt-4 divide-y divide-line">
          {loaderData.sessions.map((session) => {
            const device = describeUserAgent(session.user_agent);
            return (
              <li
                key={session.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="session"
              >
                <div>
                  <p className="font-medium">
                    {device ? t('security:sessions.device', device) : t('security:sessions.unknownDevice')}
                    {session.current && (
                      <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                        {t('security:sessions.current')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {t('security:sessions.lastUsed', { when: formatDate(session.last_used_at, 'long', locale) })}
                    {session.ip ? ` · ${session.ip}` : ''}
                  </p>
                </div>
                {!session.current && (
                  <IntentButton intent="revoke" id={session.id}>
                    {t('security:sessions.signOut')}
                  </IntentButton>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-4">
          <IntentButton intent="revoke-all" tone="danger">
            {t('security:sessions.signOutEverywhere')}
          </IntentButton>
        </div>
      </Section>

      <Section title={t('security:data.title')}>
        <p className="mt-1 text-sm text-muted">{t('security:data.intro')}</p>
        <a
          href="/account/export"
          download
          className="mt-4 inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-subtle"
        >
          {t('security:data.download')}
        </a>
      </Section>

      <Section title={t('security:delete.title')}>
        <p className="mt-1 text-sm">{t('security:delete.intro')}</p>
        <Form method="post" reloadDocument {...getFormProps(deleteForm)} className="mt-4 flex max-w-md flex-col gap-4">
          <input type="hidden" name="intent" value="delete" />
          <FormError id={deleteForm.errorId} errors={deleteForm.errors} />
          <InputField
            field={deleteFields.password}
            label={t('security:delete.password')}
            type="password"
            autoComplete="current-password"
          />
          <button
            type="submit"
            disabled={busy('delete')}
            className="h-12 rounded-md bg-danger-600 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
            {t('security:delete.submit')}
          </button>
        </Form>
      </Section>
    </div>
  );
}
