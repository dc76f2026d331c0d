import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, Notice } from '#app/components/forms/auth-card.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { useLazyValidation } from '#app/lib/lazy-validation.ts';
import { errorReply, noticeFrom, refusalOf, replyWithError, whenRefused } from '#app/lib/page-kit.server.ts';
import { cookieHeader, readCookie } from '#common/cookies.ts';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '#common/locales.ts';
import { BOTH_EXPIRED_REASON } from '#common/login-path.ts';
import { redirectBackOr, safeRedirectPath } from '#common/redirect-path.ts';
import { credentialsSchema } from '#server/domain/auth/auth.schemas.ts';
import { profileLocale, signIn } from '#server/domain/auth/auth.service.ts';
import { twoFactorSignInSchema } from '#server/domain/auth/two-factor.schemas.ts';
import { challengeUser, completeTwoFactorSignIn } from '#server/domain/auth/two-factor.service.ts';
import { getRequestContext, type RequestContext } from '#server/http/request-context.ts';
import { sessionCookies, withCookies } from '#server/http/session-cookies.ts';
import type { Route } from './+types/login';

export const handle = { middleware: ['guest'], i18n: ['auth'] };

// The checks in the browser load when a field is first focused (app/lib/lazy-validation.ts).
const validateCredentials = () =>
  Promise.all([import('@conform-to/zod/v4'), import('#server/domain/auth/auth.schemas.ts')]).then(
    ([zod, schemas]) =>
      (formData: FormData) =>
        zod.parseWithZod(formData, { schema: schemas.credentialsSchema }),
  );
const validateTwoFactor = () =>
  Promise.all([import('@conform-to/zod/v4'), import('#server/domain/auth/two-factor.schemas.ts')]).then(
    ([zod, schemas]) =>
      (formData: FormData) =>
        zod.parseWithZod(formData, { schema: schemas.twoFactorSignInSchema }),
  );

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    redirectTo: safeRedirectPath(url.searchParams.get('redirect')) ?? '',
    sessionExpired: url.searchParams.get('reason') === BOTH_EXPIRED_REASON,
    // "Your password is changed" after a reset.
    notice: noticeFrom(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  if (formData.get('intent') === 'two_factor') return secondStep(ctx, request, formData);
  const submission = parseWithZod(formData, { schema: credentialsSchema });
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 422 });
  }
  try {
    const result = await ctx.limitSignIn(submission.value.email, () => signIn(ctx.service(), submission.value));
    if (result.status === 'two_factor_required') {
      return { twoFactor: { challenge: result.challenge, redirectTo: safeRedirectPath(formData.get('redirectTo')) ?? '' } };
    }
    // The remembered page when it is a safe relative path, else home.
    const target = redirectBackOr(formData.get('redirectTo'));
    return redirect(target, {
      headers: withCookies([...sessionCookies(result.pair, ctx.isProduction), ...localeCookie(ctx, request, result.locale)]),
    });
  } catch (error) {
    return whenRefused(error, {
      invalid_credentials: () => replyWithError(submission, error, { hideFields: ['password'] }),
      rate_limited: () => replyWithError(submission, error, { hideFields: ['password'] }),
      account_blocked: () => replyWithError(submission, error, { hideFields: ['password'] }),
    });
  }
}

/**
 * Signing in switches the interface to the profile's language (the switcher's cookie), unless a
 * language was chosen on this device with the switcher: that choice is the newer word.
 */
function localeCookie(ctx: RequestContext, request: Request, locale: string): string[] {
  if (!isLocale(locale) || readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== null) return [];
  return [cookieHeader(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S, secure: ctx.isProduction })];
}

/** The code step for accounts with two-factor sign-in; the challenge proves the password step. */
async function secondStep(ctx: RequestContext, request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: twoFactorSignInSchema });
  const redirectTo = safeRedirectPath(formData.get('redirectTo')) ?? '';
  const challenge = String(formData.get('challenge') ?? '');
  const again = (reply: SubmissionResult, status: number, headers: HeadersInit = {}) =>
    data({ twoFactor: { challenge, redirectTo, reply } }, { status, headers });
  if (submission.status !== 'success') return again(submission.reply({ hideFields: ['code'] }), 422);
  try {
    const service = ctx.service();
    const userId = await challengeUser(service, submission.value.challenge);
    const pair = await ctx.limitTwoFactor(userId, () => completeTwoFactorSignIn(service, submission.value));
    const cookies = [
      ...sessionCookies(pair, ctx.isProduction),
      ...localeCookie(ctx, request, await profileLocale(service, userId)),
    ];
    return redirect(redirectBackOr(redirectTo), { headers: withCookies(cookies) });
  } catch (error) {
    const refused = refusalOf(error);
    // An expired or unusable challenge: start again from the password.
    if (refused.code === 'two_factor_challenge_expired' || refused.code === 'two_factor_challenge_invalid')
      return data({ formErrors: [refused.code] }, { status: 401 });
    const { reply, status, headers } = errorReply(submission, refused, { hideFields: ['code'] });
    return again(reply, status, headers);
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (actionData && 'twoFactor' in actionData && actionData.twoFactor) {
    return <TwoFactorStep {...actionData.twoFactor} />;
  }
  const expired = actionData && 'formErrors' in actionData;
  return (
    <AuthCard title={t('auth:login.title')} intro={t('auth:login.intro')}>
      {loaderData.sessionExpired && <Notice tone="warning">{t('auth:bothExpired')}</Notice>}
      <FlashNotice notice={loaderData.notice} />
      {expired && <Notice tone="warning">{t('auth:twoFactor.expired')}</Notice>}
      <PasswordStep
        redirectTo={loaderData.redirectTo}
        lastResult={actionData && 'status' in actionData ? (actionData as SubmissionResult) : undefined}
      />
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

function PasswordStep({ redirectTo, lastResult }: { redirectTo: string; lastResult?: SubmissionResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: useLazyValidation(validateCredentials),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError id={form.errorId} errors={form.errors} />
      <InputField field={fields.email} label={t('auth:login.email')} type="email" autoComplete="username" inputMode="email" />
      <InputField field={fields.password} label={t('auth:login.password')} type="password" autoComplete="current-password" />
      <SubmitButton busy={busy}>{busy ? t('auth:login.submitting') : t('auth:login.submit')}</SubmitButton>
    </Form>
  );
}

function TwoFactorStep({ challenge, redirectTo, reply }: { challenge: string; redirectTo: string; reply?: SubmissionResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'two-factor',
    lastResult: reply,
    onValidate: useLazyValidation(validateTwoFactor),
    shouldValidate: 'onSubmit',
  });
  const busy = navigation.state === 'submitting';
  return (
    <AuthCard title={t('auth:twoFactor.title')} intro={t('auth:twoFactor.intro')}>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="intent" value="two_factor" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.code}
          label={t('auth:twoFactor.code')}
          hint={t('auth:twoFactor.codeHint')}
          type="text"
          autoComplete="one-time-code"
        />
        <SubmitButton busy={busy}>{t('auth:twoFactor.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/login" className="text-brand-700 underline">
          {t('auth:twoFactor.startOver')}
        </Link>
      </p>
    </AuthCard>
  );
}
