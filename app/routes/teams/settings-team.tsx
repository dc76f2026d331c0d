import { type FieldMetadata, getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { FileUploadForm, type UploadError } from '#app/components/account/file-upload-form.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { AVATAR_ACCEPT, MAX_AVATAR_BYTES } from '#common/uploads.ts';
import { can } from '#server/domain/access/can.ts';
import { removeTeamLogo, setTeamLogo } from '#server/domain/teams/team-logo.service.ts';
import { TEAM_DESCRIPTION_MAX, teamUpdateSchema } from '#server/domain/teams/teams.schemas.ts';
import { getTeam, updateTeam } from '#server/domain/teams/teams.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/settings-team';

export const handle = { middleware: ['team:team.read'], i18n: ['teams', 'profile'] };

// /teams/{slug}/settings/team: the team's details (name, description, contact details shown on
// its listings) and logo. Roles without team.update see them read-only.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const team = await forPage(() => getTeam(service, params.slug));
  const canUpdate = can(service.actor, 'team.update', { type: 'team', teamId: team.id });
  const uploadError = new URL(request.url).searchParams.get('upload_error');
  return { team, canUpdate, uploadError: uploadError === 'avatar_too_large' ? uploadError : null, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const page = `/teams/${params.slug}/settings/team`;
  if (intent === 'logo' || intent === 'remove-logo') {
    try {
      if (intent === 'remove-logo') {
        await removeTeamLogo(service, params.slug);
        return redirectWithNotice(page, 'teams:notices.logoRemoved');
      }
      const [file] = await filesFromForm(formData, 'file');
      await setTeamLogo(service, params.slug, file);
      return redirectWithNotice(page, 'teams:notices.logoSaved');
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused.fields) throw refused;
      const logoErrors: UploadError[] = (refused.fields.file ?? []).map((code) => ({ code }));
      return data({ logoErrors }, { status: refused.status });
    }
  }
  return formAction(formData, teamUpdateSchema, async (value) => {
    await updateTeam(service, params.slug, value);
    return redirectWithNotice(page, 'teams:notices.saved');
  });
}

function ReadOnly({ team }: { team: Route.ComponentProps['loaderData']['team'] }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('teams:profile.name'), team.name],
    [t('teams:profile.description'), team.description],
    [t('teams:profile.contactEmail'), team.contact_email],
    [t('teams:profile.contactPhone'), team.contact_phone],
    [t('teams:profile.website'), team.website],
  ];
  return (
    <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 p-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line sm:col-span-2 [overflow-wrap:anywhere]">
            {value || t('teams:profile.none')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function TeamSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { team, canUpdate, uploadError, notice } = loaderData;
  const logoErrors: UploadError[] =
    actionData && 'logoErrors' in actionData ? actionData.logoErrors : uploadError ? [{ code: uploadError }] : [];
  const profileResult = actionData && !('logoErrors' in actionData) ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: profileResult,
    defaultValue: {
      name: team.name,
      description: team.description ?? '',
      contactEmail: team.contact_email ?? '',
      contactPhone: team.contact_phone ?? '',
      website: team.website ?? '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamUpdateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<
    'name' | 'description' | 'contactEmail' | 'contactPhone' | 'website',
    FieldMetadata<string>
  >;
  return (
    <div className="max-w-2xl">
      <title>{`${t('teams:profile.title')} · ${team.name} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('teams:profile.title')}</h1>
      <p className="mt-2 text-muted">{t('teams:profile.intro')}</p>
      <FlashNotice notice={notice} />
      <p className="mt-4 text-sm">
        {t('teams:profile.fixed', { slug: team.slug, kennitala: formatKennitala(team.company_kennitala) })}
      </p>

      <section aria-labelledby="logo-title" className="mt-6 rounded-xl border border-line p-4 sm:p-6">
        <h2 id="logo-title" className="text-lg font-bold">
          {t('teams:profile.logo')}
        </h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex flex-col items-start gap-3">
            {team.logo_url ? (
              <img
                src={team.logo_url}
                alt={t('teams:profile.logoAlt', { name: team.name })}
                className="size-24 rounded-md border border-line"
              />
            ) : (
              <p className="text-sm text-muted">{t('teams:profile.noLogo')}</p>
            )}
            {canUpdate && team.logo_url && (
              <IntentButton intent="remove-logo" tone="danger">
                {t('teams:profile.removeLogo')}
              </IntentButton>
            )}
          </div>
          {canUpdate && (
            <div className="min-w-0 flex-1">
              <FileUploadForm
                id="logo-file"
                intent="logo"
                field="file"
                label={t('teams:profile.logoLabel')}
                hint={t('teams:profile.logoHint')}
                accept={AVATAR_ACCEPT}
                submitLabel={t('teams:profile.upload')}
                busyLabel={t('profile:files.uploading')}
                maxBytes={MAX_AVATAR_BYTES}
                tooLargeCode="avatar_too_large"
                errors={logoErrors}
              />
            </div>
          )}
        </div>
      </section>

      {canUpdate ? (
        <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
          <h2 className="text-lg font-bold">{t('teams:profile.details')}</h2>
          <FormError id={form.errorId} errors={form.errors} />
          <InputField field={f.name} label={t('teams:profile.name')} type="text" autoComplete="organization" />
          <div className="flex flex-col gap-1">
            <label htmlFor={f.description.id} className="font-medium">
              {t('teams:profile.description')}
            </label>
            <textarea
              {...getTextareaProps(f.description)}
              key={f.description.key}
              rows={4}
              maxLength={TEAM_DESCRIPTION_MAX}
              className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
            />
            <FieldError id={f.description.errorId} errors={f.description.errors} />
          </div>
          <InputField
            field={f.contactEmail}
            label={t('teams:profile.contactEmail')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <InputField
            field={f.contactPhone}
            label={t('teams:profile.contactPhone')}
            type="text"
            hint={t('teams:profile.phoneHint')}
            autoComplete="tel"
          />
          <InputField field={f.website} label={t('teams:profile.website')} type="text" autoComplete="url" />
          <SubmitButton busy={navigation.state === 'submitting'}>{t('teams:profile.save')}</SubmitButton>
        </Form>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted">{t('teams:profile.readOnly')}</p>
          <ReadOnly team={team} />
        </>
      )}
    </div>
  );
}
