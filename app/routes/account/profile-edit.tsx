import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { cookieHeader } from '#common/cookies.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES } from '#common/locales.ts';
import { profileSchema } from '#server/domain/users/profile.schemas.ts';
import { getProfile, updateProfile } from '#server/domain/users/profile.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { isAppError } from '#server/lib/errors.ts';
import type { Route } from './+types/profile-edit';

export async function loader({ context }: Route.LoaderArgs) {
  return { profile: await getProfile(getRequestContext(context).service()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const submission = parseWithZod(await request.formData(), { schema: profileSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    const profile = await updateProfile(ctx.service(), submission.value);
    // The preferred language becomes the interface language too.
    return redirect('/profile?saved=1', {
      headers: {
        'Set-Cookie': cookieHeader(LOCALE_COOKIE, profile.locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S, secure: ctx.isProduction }),
      },
    });
  } catch (error) {
    if (isAppError(error) && error.fields) return data(submission.reply({ fieldErrors: error.fields }), { status: error.status });
    throw error;
  }
}

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { profile } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: {
      name: profile.name,
      phone: profile.phone ?? '',
      kennitala: profile.kennitala ?? '',
      locale: profile.locale,
      bio: profile.bio ?? '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <div className="max-w-xl">
      <title>{`${t('profile:edit.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('profile:edit.title')}</h1>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.name} label={t('profile:fields.name')} type="text" autoComplete="name" />
        <InputField
          field={fields.phone}
          label={t('profile:fields.phone')}
          type="text"
          autoComplete="tel"
          hint={t('profile:edit.phoneHint')}
        />
        <InputField
          field={fields.kennitala}
          label={t('profile:fields.kennitala')}
          type="text"
          hint={t('profile:edit.kennitalaHint')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.locale.id} className="font-medium">
            {t('profile:fields.language')}
          </label>
          <select
            {...getSelectProps(fields.locale)}
            key={fields.locale.key}
            className="h-12 rounded-md border border-line bg-white px-3 text-base"
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`language.names.${locale}`)}
              </option>
            ))}
          </select>
          <FieldError id={fields.locale.errorId} errors={fields.locale.errors} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.bio.id} className="font-medium">
            {t('profile:fields.bio')}
          </label>
          <p id={`${fields.bio.id}-hint`} className="text-sm text-muted">
            {t('profile:edit.bioHint')}
          </p>
          <textarea
            {...getTextareaProps(fields.bio)}
            key={fields.bio.key}
            rows={4}
            maxLength={600}
            className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={fields.bio.errorId} errors={fields.bio.errors} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton busy={busy}>{t('profile:edit.save')}</SubmitButton>
          <Link
            to="/profile"
            className="inline-flex h-12 items-center justify-center rounded-md border border-line px-5 font-semibold"
          >
            {t('profile:edit.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
