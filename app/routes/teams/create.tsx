import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { errorReply, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { teamCreateSchema } from '#server/domain/teams/teams.schemas.ts';
import { createTeam } from '#server/domain/teams/teams.service.ts';
import type { Route } from './+types/create';

export const handle = { middleware: ['auth'], i18n: ['teams'] };

// /teams/create: make a team (name, address, company kennitala); the maker becomes its owner.
// A taken address comes back with a free one to use in one click.
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: teamCreateSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), suggestion: null }, { status: 422 });
  try {
    const team = await createTeam(serviceFrom(context), submission.value);
    return redirectWithNotice(`/teams/${team.slug}/settings/team`, 'teams:notices.created');
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    const suggestion = (error as { details?: { suggestion?: string } }).details?.suggestion ?? null;
    return data({ result: reply, suggestion }, { status });
  }
}

export default function CreateTeam({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamCreateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<'name' | 'slug' | 'companyKennitala', FieldMetadata<string>>;
  const suggestion = actionData?.suggestion ?? null;
  return (
    <div className="max-w-2xl">
      <title>{`${t('teams:create.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/teams" className="text-sm font-semibold text-brand-700 underline">
          {t('teams:create.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('teams:create.title')}</h1>
      <p className="mt-2 text-muted">{t('teams:create.intro')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={f.name} label={t('teams:create.name')} type="text" autoComplete="organization" />
        <InputField
          field={f.slug}
          label={t('teams:create.slug')}
          type="text"
          hint={t('teams:create.slugHint')}
          autoComplete="off"
        />
        <InputField
          field={f.companyKennitala}
          label={t('teams:create.kennitala')}
          type="text"
          hint={t('teams:create.kennitalaHint')}
          autoComplete="off"
        />
        <SubmitButton busy={navigation.state === 'submitting'}>{t('teams:create.submit')}</SubmitButton>
      </Form>
      {suggestion && (
        <Form
          method="post"
          reloadDocument
          className="mt-4 rounded-xl border border-line bg-subtle p-4"
          data-testid="slug-suggestion"
        >
          <p>{t('teams:create.suggestion', { slug: suggestion })}</p>
          <input type="hidden" name="name" value={String(f.name.initialValue ?? '')} />
          <input type="hidden" name="companyKennitala" value={String(f.companyKennitala.initialValue ?? '')} />
          <input type="hidden" name="slug" value={suggestion} />
          <button
            type="submit"
            className="mt-3 h-11 rounded-md border border-brand-600 px-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('teams:create.useSuggestion', { slug: suggestion })}
          </button>
        </Form>
      )}
    </div>
  );
}
