import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
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
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>{`${t('auth:login.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('auth:login.title')}</h1>
      <p className="mt-2 text-muted">{t('auth:login.intro')}</p>
      {loaderData.sessionExpired && (
        <p role="alert" className="mt-6 rounded-md border border-warning-100 bg-warning-100 p-3 text-sm">
          {t('auth:bothExpired')}
        </p>
      )}
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.email.id} className="font-medium">
            {t('auth:login.email')}
          </label>
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            key={fields.email.key}
            autoComplete="username"
            inputMode="email"
            className="h-12 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={fields.email.errorId} errors={fields.email.errors} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.password.id} className="font-medium">
            {t('auth:login.password')}
          </label>
          <input
            {...getInputProps(fields.password, { type: 'password' })}
            key={fields.password.key}
            autoComplete="current-password"
            className="h-12 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-12 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t('auth:login.submitting') : t('auth:login.submit')}
        </button>
      </Form>
    </div>
  );
}
