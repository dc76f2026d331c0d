import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { AvatarSection } from '#app/components/account/avatar-section.tsx';
import type { UploadError } from '#app/components/account/file-upload-form.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { PhoneField } from '#app/components/ui/phone-field.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formAction, noticeFrom, redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { cookieHeader } from '#common/cookies.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES } from '#common/locales.ts';
import { getProfile, updateProfile } from '#server/domain/accounts/profile.service.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { removeAvatar, setAvatar } from '#server/domain/users/avatar.service.ts';
import { profileSchema } from '#server/domain/users/profile.schemas.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/profile-edit';

export const handle = { middleware: ['auth'], i18n: ['components', 'profile'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { profile: await getProfile(serviceFrom(context)), notice: noticeFrom(request) };
}

/** Errors the upload limit (server/http/body-limits.ts) sends back in the address. */
const ADDRESS_ERRORS = ['avatar_too_large'];

async function avatarAction(service: ServiceContext, formData: FormData, intent: string) {
  try {
    if (intent === 'remove-avatar') {
      await removeAvatar(service);
      return redirectWithNotice('/profile/edit', 'profile:avatar.saved.avatar_removed');
    }
    const [file] = await filesFromForm(formData, 'file');
    await setAvatar(service, file);
    return redirectWithNotice('/profile/edit', 'profile:avatar.saved.avatar');
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused.fields) throw refused;
    const errors: UploadError[] = (refused.fields.file ?? []).map((code) => ({ code }));
    return data({ avatarErrors: errors }, { status: refused.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'avatar' || intent === 'remove-avatar') return avatarAction(ctx.service(), formData, intent);
  return formAction(formData, profileSchema, async (value) => {
    const profile = await updateProfile(ctx.service(), value);
    // The preferred language becomes the interface language too.
    const locale = cookieHeader(LOCALE_COOKIE, profile.locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S, secure: ctx.isProduction });
    return redirectWithNotice('/profile', 'profile:edit.saved', {}, { 'Set-Cookie': locale });
  });
}

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { profile } = loaderData;
  const [params] = useSearchParams();
  const avatarResult = actionData && 'avatarErrors' in actionData ? actionData : undefined;
  const profileResult = actionData && !('avatarErrors' in actionData) ? actionData : undefined;
  const addressError = ADDRESS_ERRORS.find((code) => code === params.get('upload_error'));
  const avatarErrors: UploadError[] = avatarResult?.avatarErrors ?? (addressError ? [{ code: addressError }] : []);
  const [form, fields] = useForm({
    lastResult: profileResult,
    defaultValue: {
      name: profile.name,
      phone: profile.phone ?? '',
      kennitala: profile.kennitala ? formatKennitala(profile.kennitala) : '',
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
      <FlashNotice notice={loaderData.notice} />
      <AvatarSection url={profile.avatar_url} name={profile.name} errors={avatarErrors} />
      <section aria-labelledby="paychecks-title" className="mt-6 rounded-xl border border-line p-4 sm:p-6">
        <h2 id="paychecks-title" className="text-lg font-bold">
          {t('profile:paychecks.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('profile:paychecks.teaser')}</p>
        <Link
          to="/profile/edit/paychecks"
          className="mt-3 inline-flex h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-subtle"
        >
          {t('profile:paychecks.manage')}
        </Link>
      </section>
      <h2 className="mt-8 text-lg font-bold">{t('profile:edit.detailsTitle')}</h2>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.name} label={t('profile:fields.name')} type="text" autoComplete="name" />
        <PhoneField
          key={fields.phone.key}
          label={t('profile:fields.phone')}
          description={t('profile:edit.phoneHint')}
          name={fields.phone.name}
          defaultValue={typeof fields.phone.initialValue === 'string' ? fields.phone.initialValue : undefined}
          serverError={
            fields.phone.errors?.length
              ? tDynamic(t, [`errors:fields.${fields.phone.errors[0]}`, 'errors:fields.invalid'])
              : undefined
          }
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
          <NativeSelect {...getSelectProps(fields.locale)} key={fields.locale.key} size="lg" width="auto">
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`language.names.${locale}`)}
              </option>
            ))}
          </NativeSelect>
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
