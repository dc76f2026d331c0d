import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { GroupFields } from '#app/components/team-forms/group-fields.tsx';
import { GroupListings } from '#app/components/team-forms/group-listings.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { groupUpdateSchema } from '#server/domain/teams/listing-groups.schemas.ts';
import { deleteGroup, getGroup, mayChangeForms, updateGroup } from '#server/domain/teams/listing-groups.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/application-form';

// /teams/:slug/settings/applications/:id: one listing group. Owners and admins change its name,
// questions, auto-reply and listings, or delete it (team.update); other roles read it.
export const handle = { middleware: ['team:application.read'], i18n: ['teamForms', 'listing'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const [group, canChange] = await forPage(() =>
    Promise.all([getGroup(service, params.slug, params.id), mayChangeForms(service, params.slug)]),
  );
  return { group, canChange, slug: params.slug, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const list = `/teams/${params.slug}/settings/applications`;
  if (formData.get('intent') === 'delete') {
    await forPage(() => deleteGroup(service, params.slug, params.id));
    return redirectWithNotice(list, 'teamForms:notices.groupDeleted');
  }
  return formAction(formData, groupUpdateSchema, async (value) => {
    await updateGroup(service, params.slug, params.id, value);
    return redirectWithNotice(`${list}/${params.id}`, 'teamForms:notices.groupSaved');
  });
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value ? [value] : [];
}

export default function ApplicationFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['teamForms', 'common']);
  const { group, canChange, slug, notice } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { name: group.name, questions: group.questions.join('\n'), autoReply: group.auto_reply ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: groupUpdateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const listingIds = fields.listingIds as unknown as FieldMetadata<string[]>;
  const chosen = actionData
    ? asList(listingIds.initialValue)
    : group.listings.filter((listing) => listing.in_group).map((listing) => listing.id);
  return (
    <div className="flex flex-col gap-6">
      <title>{`${group.name} · ${t('groups.title')} · ${t('common:brand.name')}`}</title>
      <p>
        <Link
          to={`/teams/${slug}/settings/applications`}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {t('form.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{group.name}</h1>
      <FlashNotice notice={notice} />
      {canChange ? (
        <>
          <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="save" />
            <FormError id={form.errorId} errors={form.errors} />
            <GroupFields fields={fields as unknown as Record<'name' | 'questions' | 'autoReply', FieldMetadata<string>>} />
            <GroupListings listings={group.listings} name={listingIds.name} chosen={chosen} errorId={listingIds.errorId} />
            <FieldError id={listingIds.errorId} errors={listingIds.errors} />
            <SubmitButton busy={navigation.state === 'submitting'}>{t('form.save')}</SubmitButton>
          </Form>
          <Form method="post" reloadDocument className="flex flex-col items-start gap-2 border-t border-line pt-4">
            <input type="hidden" name="intent" value="delete" />
            <p className="text-sm text-muted">{t('form.deleteHint')}</p>
            <button type="submit" className={buttonStyles('danger')}>
              {t('form.delete')}
            </button>
          </Form>
        </>
      ) : (
        <ReadOnlyGroup group={group} />
      )}
    </div>
  );
}

function ReadOnlyGroup({ group }: { group: Route.ComponentProps['loaderData']['group'] }) {
  const { t } = useTranslation('teamForms');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('groups.readOnly')}</p>
      <section aria-labelledby="questions-heading">
        <h2 id="questions-heading" className="text-lg font-semibold">
          {t('form.questions')}
        </h2>
        {group.questions.length ? (
          <ol className="ml-5 list-decimal">
            {group.questions.map((q) => (
              <li key={q} className="[overflow-wrap:anywhere]">
                {q}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('form.noQuestions')}</p>
        )}
      </section>
      <section aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="text-lg font-semibold">
          {t('form.autoReply')}
        </h2>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{group.auto_reply ?? t('form.noAutoReply')}</p>
      </section>
      <section aria-labelledby="listings-heading">
        <h2 id="listings-heading" className="text-lg font-semibold">
          {t('form.listings')}
        </h2>
        <ul className="ml-5 list-disc">
          {group.listings
            .filter((l) => l.in_group)
            .map((l) => (
              <li key={l.id}>{l.title ?? t('form.noTitle')}</li>
            ))}
        </ul>
      </section>
    </div>
  );
}
