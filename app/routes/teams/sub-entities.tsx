import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import { FileUploadForm, type UploadError } from '#app/components/account/file-upload-form.tsx';
import { InputField } from '#app/components/forms/input-field.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { TeamDocumentList } from '#app/components/teams/team-document-list.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { errorReply, noticeFrom, redirectWithNotice, refusalOf, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatKennitala } from '#common/kennitala.ts';
import {
  MAX_TEAM_DOCUMENT_BYTES,
  MAX_TEAM_DOCUMENTS_PER_UPLOAD,
  subEntityDocumentsOpen,
  subEntitySchema,
  TEAM_DOCUMENT_ACCEPT,
} from '#common/team-verification.ts';
import { addSubEntity, deleteSubEntity, listSubEntities } from '#server/domain/teams/sub-entities.service.ts';
import { deleteTeamDocument, uploadTeamDocuments } from '#server/domain/teams/team-documents.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/sub-entities';

// /teams/{slug}/settings/verification/sub-entities: other kennitala the team acts for, each
// with its documents, checked by staff. Every member sees them; owners and admins change them.
export const handle = { middleware: ['team:team.read'], i18n: ['teamVerification', 'profile'] };

const ADDRESS_ERRORS = ['upload_too_large'];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { list: await forPage(() => listSubEntities(serviceFrom(context), params.slug)), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const path = `/teams/${params.slug}/settings/verification/sub-entities`;
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const id = String(formData.get('id') ?? '');
  if (intent === 'add') {
    const submission = parseWithZod(formData, { schema: subEntitySchema });
    if (submission.status !== 'success') return data({ intent, reply: submission.reply() }, { status: 422 });
    try {
      await addSubEntity(service, params.slug, submission.value);
    } catch (error) {
      const { reply, status } = errorReply(submission, error);
      return data({ intent, reply }, { status });
    }
    return redirectWithNotice(path, 'teamVerification:notices.subEntityAdded');
  }
  if (intent === 'delete-sub' || intent === 'delete-document') {
    try {
      if (intent === 'delete-sub') await deleteSubEntity(service, params.slug, id);
      else await deleteTeamDocument(service, params.slug, id);
    } catch (error) {
      return whenRefused(error, {
        not_found: () => redirect(path),
        team_documents_locked: () => redirectWithNotice(path, 'errors:codes.team_documents_locked'),
      });
    }
    return redirectWithNotice(
      path,
      intent === 'delete-sub' ? 'teamVerification:notices.subEntityDeleted' : 'teamVerification:notices.deleted',
    );
  }
  const subEntityId = String(formData.get('sub_entity_id') ?? '');
  const files = await filesFromForm(formData, 'files');
  try {
    await uploadTeamDocuments(service, params.slug, files, { subEntityId });
    return redirectWithNotice(path, 'teamVerification:notices.uploaded');
  } catch (error) {
    const refused = refusalOf(error);
    if (refused.code === 'not_found') throw asPageError(refused);
    const errors: UploadError[] = Object.entries(refused.fields ?? { files: [refused.code] }).flatMap(([field, codes]) => {
      const index = /^files\[(\d+)\]$/.exec(field)?.[1];
      const file = index === undefined ? undefined : files[Number(index)]?.name;
      return codes.map((code) => ({ file, code }));
    });
    return data({ intent: 'upload', subEntityId, errors }, { status: refused.status });
  }
}

export default function SubEntities({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { list } = loaderData;
  const base = `/teams/${params.slug}/settings/verification`;
  const addressError = ADDRESS_ERRORS.find((code) => code === search.get('upload_error'));
  const uploadErrors = (subId: string): UploadError[] =>
    actionData && 'subEntityId' in actionData && actionData.subEntityId === subId ? actionData.errors : [];
  const addReply = actionData && 'reply' in actionData ? (actionData.reply as SubmissionResult<string[]>) : undefined;
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <title>{`${t('teamVerification:subEntities.title')} · ${t('brand.name')}`}</title>
      <div>
        <p className="text-sm">
          <Link to={base} className="text-brand-700 underline">
            {t('teamVerification:subEntities.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold">{t('teamVerification:subEntities.title')}</h1>
        <p className="mt-2 text-muted">{t('teamVerification:subEntities.intro')}</p>
      </div>
      <FlashNotice notice={loaderData.notice} />
      {addressError && (
        <p role="alert" className="font-medium text-danger-600">
          {tDynamic(t, `errors:fields.${addressError}`)}
        </p>
      )}

      {list.sub_entities.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
          {t('teamVerification:subEntities.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('teamVerification:subEntities.listLabel')}>
          {list.sub_entities.map((sub) => (
            <li key={sub.id} data-testid="sub-entity" className="rounded-xl border border-line p-4 sm:p-6">
              <h2 className="text-lg font-bold break-words">{sub.name}</h2>
              <p className="text-sm text-muted">
                {t('teamVerification:subEntities.kennitala', { kennitala: formatKennitala(sub.kennitala) })}
              </p>
              <p className="mt-2 font-semibold">{tDynamic(t, `teamVerification:subEntities.status.${sub.status}`)}</p>
              {sub.status === 'rejected' && sub.reason && (
                <div role="note" className="mt-2 rounded-lg border border-danger-600 bg-danger-50 p-3">
                  <p className="font-semibold text-danger-600">{t('teamVerification:status.reason')}</p>
                  <p className="mt-1 break-words">{sub.reason}</p>
                </div>
              )}
              <h3 className="mt-4 font-semibold">{t('teamVerification:subEntities.documents', { n: sub.documents.length })}</h3>
              {sub.documents.length > 0 && (
                <div className="mt-2">
                  <TeamDocumentList
                    items={sub.documents}
                    href={(item) => `${base}/documents/${item.id}`}
                    actions={(item) =>
                      list.can_update && subEntityDocumentsOpen(sub.status) ? (
                        <IntentButton intent="delete-document" id={item.id} tone="danger">
                          {t('teamVerification:documents.delete')}
                          <span className="sr-only"> {item.file_name}</span>
                        </IntentButton>
                      ) : null
                    }
                  />
                </div>
              )}
              {list.can_update && subEntityDocumentsOpen(sub.status) && (
                <div className="mt-4">
                  <FileUploadForm
                    id={`sub-files-${sub.id}`}
                    intent="upload"
                    field="files"
                    hidden={{ sub_entity_id: sub.id }}
                    label={t('teamVerification:subEntities.uploadLabel', { name: sub.name })}
                    hint={t('teamVerification:upload.hint')}
                    accept={TEAM_DOCUMENT_ACCEPT}
                    submitLabel={t('teamVerification:upload.submit')}
                    busyLabel={t('teamVerification:upload.busy')}
                    maxBytes={MAX_TEAM_DOCUMENT_BYTES}
                    tooLargeCode="file_too_large"
                    multiple={{ maxFiles: MAX_TEAM_DOCUMENTS_PER_UPLOAD, tooManyCode: 'too_many_at_once' }}
                    errors={uploadErrors(sub.id)}
                  />
                </div>
              )}
              {list.can_update && (
                <details className="mt-4">
                  <summary className="inline-flex h-11 cursor-pointer list-none items-center rounded-md border border-danger-600 px-4 text-sm font-semibold text-danger-600 hover:bg-danger-50">
                    {t('teamVerification:subEntities.remove')}
                    <span className="sr-only"> {sub.name}</span>
                  </summary>
                  <div className="mt-2 flex flex-col gap-2 rounded-md border border-line bg-subtle p-3 text-sm">
                    <p>{t('teamVerification:subEntities.confirmRemove', { name: sub.name })}</p>
                    <IntentButton intent="delete-sub" id={sub.id} tone="danger">
                      {t('teamVerification:subEntities.confirmRemoveButton')}
                    </IntentButton>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}

      {list.can_update && list.sub_entities.length < list.max && <AddForm lastResult={addReply} />}
    </div>
  );
}

function AddForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'add-sub-entity',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: subEntitySchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section aria-labelledby="add-title" className="rounded-xl border border-line p-4 sm:p-6">
      <h2 id="add-title" className="text-lg font-bold">
        {t('teamVerification:subEntities.addTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('teamVerification:subEntities.addIntro')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-3 flex flex-col gap-4">
        <input type="hidden" name="intent" value="add" />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.name as FieldMetadata<string>} type="text" label={t('teamVerification:subEntities.name')} />
        <InputField
          field={fields.kennitala as FieldMetadata<string>}
          type="text"
          label={t('teamVerification:subEntities.kennitalaLabel')}
          hint={t('teamVerification:subEntities.kennitalaHint')}
        />
        <div>
          <button type="submit" className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}>
            {t('teamVerification:subEntities.add')}
          </button>
        </div>
      </Form>
    </section>
  );
}
