import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Trans, useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard } from '#app/components/forms/auth-card.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { formAction } from '#app/lib/page-kit.server.ts';
import { signUpSchema } from '#server/domain/accounts/accounts.schemas.ts';
import { signUp } from '#server/domain/accounts/accounts.service.ts';
import { openSession } from '#server/domain/auth/auth.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { sessionCookies, withCookies } from '#server/http/session-cookies.ts';
import type { Route } from './+types/signup';

export const handle = { middleware: ['guest'], i18n: ['auth'] };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  return formAction(
    formData,
    signUpSchema,
    async (value) => {
      await ctx.limitMail(`signup:${ctx.clientIp}`, value.email);
      const user = await signUp(ctx.service(), { ...value, locale: ctx.locale });
      // Signed in straight away; contracts wait until the email is confirmed.
      const pair = await openSession(ctx.service(), user.id);
      return redirect('/email_confirmation?sent=1', { headers: withCookies(sessionCookies(pair, ctx.isProduction)) });
    },
    { hideFields: ['password'], wording: { rate_limited: 'rate_limited_mail' } },
  );
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const busy = navigation.state === 'submitting';
  return (
    <AuthCard title={t('auth:signup.title')} intro={t('auth:signup.intro')}>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.name} label={t('auth:signup.name')} type="text" autoComplete="name" />
        <InputField field={fields.email} label={t('auth:signup.email')} type="email" autoComplete="email" inputMode="email" />
        <InputField
          field={fields.password}
          label={t('auth:signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:signup.passwordHint')}
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-3">
            <input
              {...getInputProps(fields.acceptTerms, { type: 'checkbox' })}
              key={fields.acceptTerms.key}
              className="mt-1 size-5"
            />
            <label htmlFor={fields.acceptTerms.id}>
              <Trans
                i18nKey="auth:signup.terms"
                components={[<Link key="terms" to="/terms/user-terms" className="text-brand-700 underline" />]}
              />
            </label>
          </div>
          <FieldError id={fields.acceptTerms.errorId} errors={fields.acceptTerms.errors} />
        </div>
        <SubmitButton busy={busy}>{busy ? t('auth:signup.submitting') : t('auth:signup.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/login" className="text-brand-700 underline">
          {t('auth:links.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
