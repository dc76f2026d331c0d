import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, Notice } from '#app/components/forms/auth-card.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { BOTH_EXPIRED_REASON } from '#common/login-path.ts';
import { redirectBackOr, safeRedirectPath } from '#common/redirect-path.ts';
import { credentialsSchema } from '#server/domain/auth/auth.schemas.ts';
import { signIn } from '#server/domain/auth/auth.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { sessionCookies, withCookies } from '#server/http/session-cookies.ts';
import { isAppError } from '#server/lib/errors.ts';
import type { Route } from './+types/login';

export const handle = { middleware: ['guest'] };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    redirectTo: safeRedirectPath(url.searchParams.get('redirect')) ?? '',
    sessionExpired: url.searchParams.get('reason') === BOTH_EXPIRED_REASON,
    passwordReset: url.searchParams.get('reason') === 'password_reset',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: credentialsSchema });
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 422 });
  }
  try {
    const key = `${ctx.clientIp}:${submission.value.email.toLowerCase()}`;
    const pair = await ctx.limitSignIn(key, () => signIn(ctx.service(), submission.value));
    // The remembered page when it is a safe relative path, else home.
    const target = redirectBackOr(formData.get('redirectTo'));
    return redirect(target, { headers: withCookies(sessionCookies(pair, ctx.isProduction)) });
  } catch (error) {
    if (isAppError(error) && (error.code === 'invalid_credentials' || error.code === 'rate_limited')) {
      const headers: HeadersInit = error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {};
      return data(submission.reply({ formErrors: [error.code], hideFields: ['password'] }), { status: error.status, headers });
    }
    throw error;
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: credentialsSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const busy = navigation.state === 'submitting';
  return (
    <AuthCard title={t('auth:login.title')} intro={t('auth:login.intro')}>
      {loaderData.sessionExpired && <Notice tone="warning">{t('auth:bothExpired')}</Notice>}
      {loaderData.passwordReset && <Notice tone="success">{t('auth:forgot.done')}</Notice>}
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label={t('auth:login.email')} type="email" autoComplete="username" inputMode="email" />
        <InputField field={fields.password} label={t('auth:login.password')} type="password" autoComplete="current-password" />
        <SubmitButton busy={busy}>{busy ? t('auth:login.submitting') : t('auth:login.submit')}</SubmitButton>
      </Form>
      <div className="mt-6 flex flex-col gap-3 text-sm">
        <Link to="/forgot-password" className="text-brand-700 underline">
          {t('auth:links.forgot')}
        </Link>
        <Link to="/signup" className="text-brand-700 underline">
          {t('auth:links.signup')}
        </Link>
      </div>
    </AuthCard>
  );
}
