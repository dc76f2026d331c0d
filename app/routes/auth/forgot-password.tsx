import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { AuthCard, Notice } from '#app/components/forms/auth-card.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { errorReply, redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { emailSchema, newPasswordSchema, resetPasswordSchema } from '#server/domain/accounts/accounts.schemas.ts';
import { checkToken, requestPasswordReset, resetPassword } from '#server/domain/accounts/accounts.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/forgot-password';

// /forgot-password asks for the email; /forgot-password/{token} sets a new password.
export const handle = { middleware: ['guest'], i18n: ['auth'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.token) return { mode: 'request' as const, state: null };
  return {
    mode: 'reset' as const,
    state: await checkToken(serviceFrom(context), params.token, 'reset_password'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  if (!params.token) {
    const submission = parseWithZod(formData, { schema: emailSchema });
    if (submission.status !== 'success') return data({ reply: submission.reply(), sent: false }, { status: 422 });
    try {
      await ctx.limitMail(`reset:${ctx.clientIp}`, submission.value.email);
    } catch (error) {
      const { reply, status, headers } = errorReply(submission, error, { wording: { rate_limited: 'rate_limited_mail' } });
      return data({ reply, sent: false }, { status, headers });
    }
    // The same answer whether or not the account exists.
    await requestPasswordReset(ctx.service(), submission.value);
    return { reply: submission.reply({ resetForm: true }), sent: true };
  }
  formData.set('token', params.token);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  if (submission.status !== 'success')
    return data({ reply: submission.reply({ hideFields: ['password'] }), sent: false }, { status: 422 });
  try {
    await resetPassword(ctx.service(), submission.value);
  } catch (error) {
    // The link itself is wrong (link_used, link_expired): its code's message above the form.
    const refused = refusalOf(error);
    return data(
      { reply: submission.reply({ formErrors: [refused.code], hideFields: ['password'] }), sent: false },
      { status: refused.status },
    );
  }
  return redirectWithNotice('/login', 'auth:forgot.done');
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const reset = loaderData.mode === 'reset';
  const [form, fields] = useForm({
    lastResult: actionData?.reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reset ? newPasswordSchema : emailSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  if (reset && loaderData.state !== 'ok') {
    return (
      <AuthCard title={t('auth:confirm.failedTitle')}>
        <Notice tone="warning">{t(`errors:fields.token_${loaderData.state}`)}</Notice>
        <a href="/forgot-password" className="mt-6 inline-block text-brand-700 underline">
          {t('auth:forgot.submit')}
        </a>
      </AuthCard>
    );
  }
  if (reset) {
    return (
      <AuthCard title={t('auth:forgot.resetTitle')}>
        <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <InputField
            field={fields.password}
            label={t('auth:forgot.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth:signup.passwordHint')}
          />
          <SubmitButton busy={busy}>{t('auth:forgot.resetSubmit')}</SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:forgot.title')} intro={t('auth:forgot.intro')}>
      {actionData?.sent && <Notice tone="success">{t('auth:forgot.sent')}</Notice>}
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label={t('auth:forgot.email')} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton busy={busy}>{t('auth:forgot.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
