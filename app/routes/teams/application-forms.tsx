import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { GroupFields } from '#app/components/team-forms/group-fields.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { groupCreateSchema } from '#server/domain/teams/listing-groups.schemas.ts';
import { createGroup, listGroups, mayChangeForms } from '#server/domain/teams/listing-groups.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/application-forms';

// /teams/:slug/settings/applications: the team's listing groups (application forms). Every role
// reads them (application.read); owners and admins add one here (team.update, checked again by
// the service).
export const handle = { middleware: ['team:application.read'], i18n: ['teamForms'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const [groups, canChange] = await forPage(() =>
    Promise.all([listGroups(service, params.slug), mayChangeForms(service, params.slug)]),
  );
  return { groups, canChange, slug: params.slug, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(await request.formData(), groupCreateSchema, async (value) => {
    const group = await createGroup(serviceFrom(context), params.slug, value);
    return redirectWithNotice(`/teams/${params.slug}/settings/applications/${group.id}`, 'teamForms:notices.groupCreated');
  });
}

export default function ApplicationFormsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['teamForms', 'common']);
  const { groups, canChange, slug, notice } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: groupCreateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <div className="flex flex-col gap-6">
      <title>{`${t('groups.title')} · ${t('common:brand.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold">{t('groups.title')}</h1>
        <p className="mt-1 text-muted">{t('groups.intro')}</p>
      </div>
      <FlashNotice notice={notice} />
      {groups.length === 0 ? (
        <p data-testid="no-groups">{t('groups.empty')}</p>
      ) : (
        <ul aria-label={t('groups.tableLabel')} className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {groups.map((group) => (
            <li key={group.id} className="flex flex-col gap-2 p-4" data-testid="listing-group">
              <Link
                to={`/teams/${slug}/settings/applications/${group.id}`}
                className="text-lg font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
              >
                {group.name}
              </Link>
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-muted">{t('groups.listings')}:</dt>
                  <dd>{group.listing_count}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted">{t('groups.questions')}:</dt>
                  <dd>{group.question_count}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted">{t('groups.autoReply')}:</dt>
                  <dd>{group.auto_reply ? t('groups.on') : t('groups.off')}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {canChange ? (
        <section aria-labelledby="new-group" className="rounded-xl border border-line p-4">
          <h2 id="new-group" className="text-xl font-semibold">
            {t('groups.create')}
          </h2>
          <p className="mb-4 mt-1 text-sm text-muted">{t('groups.createIntro')}</p>
          <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-4">
            <FormError id={form.errorId} errors={form.errors} />
            <GroupFields fields={fields as unknown as Record<'name' | 'questions' | 'autoReply', FieldMetadata<string>>} />
            <SubmitButton busy={navigation.state === 'submitting'}>{t('groups.createButton')}</SubmitButton>
          </Form>
        </section>
      ) : (
        <p className="text-sm text-muted">{t('groups.readOnly')}</p>
      )}
    </div>
  );
}
