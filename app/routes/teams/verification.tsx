import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import { FileUploadForm, type UploadError } from '#app/components/account/file-upload-form.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { TeamBadge } from '#app/components/teams/team-badge.tsx';
import { TeamDocumentList } from '#app/components/teams/team-document-list.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, redirectWithNotice, refusalOf, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import {
  documentsOpen,
  MAX_TEAM_DOCUMENT_BYTES,
  MAX_TEAM_DOCUMENTS_PER_UPLOAD,
  maySubmitVerification,
  TEAM_DOCUMENT_ACCEPT,
} from '#common/team-verification.ts';
import { deleteTeamDocument, uploadTeamDocuments } from '#server/domain/teams/team-documents.service.ts';
import { submitVerification, teamVerification } from '#server/domain/teams/verification.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/verification';

// /teams/{slug}/settings/verification: the team's verification by staff, its documents, and
// sending it. Every member sees it; owners and admins (team.update) change it.
export const handle = { middleware: ['team:team.read'], i18n: ['teamVerification', 'profile'] };

/** Errors the upload limit (server/http/body-limits.ts) sends back in the address. */
const ADDRESS_ERRORS = ['upload_too_large'];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const verification = await forPage(() => teamVerification(serviceFrom(context), params.slug));
  return { verification, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const path = `/teams/${params.slug}/settings/verification`;
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'submit') {
    try {
      await submitVerification(service, params.slug);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.code === 'not_found') throw asPageError(refused);
      return data({ submitError: refused.code, errors: [] as UploadError[] }, { status: refused.status });
    }
    return redirectWithNotice(path, 'teamVerification:notices.submitted');
  }
  if (intent === 'delete') {
    try {
      await deleteTeamDocument(service, params.slug, String(formData.get('id') ?? ''));
    } catch (error) {
      return whenRefused(error, {
        not_found: () => redirect(path),
        team_documents_locked: () => redirectWithNotice(path, 'errors:codes.team_documents_locked'),
      });
    }
    return redirectWithNotice(path, 'teamVerification:notices.deleted');
  }
  const files = await filesFromForm(formData, 'files');
  try {
    await uploadTeamDocuments(service, params.slug, files);
    return redirectWithNotice(path, 'teamVerification:notices.uploaded');
  } catch (error) {
    const refused = refusalOf(error);
    if (refused.code === 'not_found') throw asPageError(refused);
    const errors: UploadError[] = refused.fields
      ? Object.entries(refused.fields).flatMap(([field, codes]) => {
          const index = /^files\[(\d+)\]$/.exec(field)?.[1];
          const file = index === undefined ? undefined : files[Number(index)]?.name;
          return codes.map((code) => ({ file, code }));
        })
      : [];
    return data({ submitError: refused.fields ? null : refused.code, errors }, { status: refused.status });
  }
}

export default function TeamVerification({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const [search] = useSearchParams();
  const { verification: v } = loaderData;
  const addressError = ADDRESS_ERRORS.find((code) => code === search.get('upload_error'));
  const errors: UploadError[] = actionData?.errors?.length ? actionData.errors : addressError ? [{ code: addressError }] : [];
  const open = documentsOpen(v.status);
  const base = `/teams/${params.slug}/settings/verification`;
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <title>{`${t('teamVerification:title')} · ${t('brand.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold">{t('teamVerification:title')}</h1>
        <p className="mt-2 text-muted">{t('teamVerification:intro')}</p>
      </div>
      <FlashNotice notice={loaderData.notice} />

      <section
        aria-labelledby="status-title"
        className="rounded-xl border border-line p-4 sm:p-6"
        data-testid="verification-status"
      >
        <h2 id="status-title" className="text-lg font-bold">
          {t('teamVerification:status.title')}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 font-semibold">
          {tDynamic(t, `teamVerification:status.${v.status}`)}
          <TeamBadge status={v.status} />
        </p>
        <p className="mt-1 text-sm text-muted">{tDynamic(t, `teamVerification:status.${v.status}Help`)}</p>
        {v.status === 'pending' && v.submitted_at && (
          <p className="mt-1 text-sm">
            {t('teamVerification:status.sentOn', { date: formatDate(v.submitted_at, 'long', locale) })}
          </p>
        )}
        {v.status === 'verified' && v.decided_at && (
          <p className="mt-1 text-sm">
            {t('teamVerification:status.verifiedOn', { date: formatDate(v.decided_at, 'long', locale) })}
          </p>
        )}
        {v.status === 'rejected' && v.reason && (
          <div role="note" className="mt-3 rounded-lg border border-danger-600 bg-danger-50 p-3" data-testid="rejection-reason">
            <p className="font-semibold text-danger-600">{t('teamVerification:status.reason')}</p>
            <p className="mt-1 break-words">{v.reason}</p>
          </div>
        )}
      </section>

      <section aria-labelledby="documents-title">
        <h2 id="documents-title" className="text-lg font-bold">
          {t('teamVerification:documents.title', { n: v.documents.length, max: v.max_documents })}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('teamVerification:documents.intro')}</p>
        {v.documents.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-line p-6 text-center text-muted">
            {t('teamVerification:documents.empty')}
          </p>
        ) : (
          <div className="mt-3">
            <TeamDocumentList
              items={v.documents}
              href={(item) => `${base}/documents/${item.id}`}
              actions={(item) =>
                v.can_update && open ? (
                  <IntentButton intent="delete" id={item.id} tone="danger">
                    {t('teamVerification:documents.delete')}
                    <span className="sr-only"> {item.file_name}</span>
                  </IntentButton>
                ) : null
              }
            />
          </div>
        )}
      </section>

      {v.can_update && open && (
        <section aria-labelledby="upload-title" className="rounded-xl border border-line p-4 sm:p-6">
          <h2 id="upload-title" className="mb-4 text-lg font-bold">
            {t('teamVerification:upload.title')}
          </h2>
          {v.documents.length >= v.max_documents ? (
            <p className="text-muted">{t('errors:fields.too_many_files')}</p>
          ) : (
            <FileUploadForm
              id="team-document-files"
              intent="upload"
              field="files"
              label={t('teamVerification:upload.label')}
              hint={t('teamVerification:upload.hint')}
              accept={TEAM_DOCUMENT_ACCEPT}
              submitLabel={t('teamVerification:upload.submit')}
              busyLabel={t('teamVerification:upload.busy')}
              maxBytes={MAX_TEAM_DOCUMENT_BYTES}
              tooLargeCode="file_too_large"
              multiple={{ maxFiles: MAX_TEAM_DOCUMENTS_PER_UPLOAD, tooManyCode: 'too_many_at_once' }}
              errors={errors}
            />
          )}
        </section>
      )}

      {v.can_update && maySubmitVerification(v.status) && (
        <section aria-labelledby="submit-title" className="rounded-xl border border-line p-4 sm:p-6">
          <h2 id="submit-title" className="text-lg font-bold">
            {t('teamVerification:submit.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('teamVerification:submit.intro')}</p>
          <Form method="post" reloadDocument className="mt-3 flex flex-col gap-2">
            <input type="hidden" name="intent" value="submit" />
            {actionData?.submitError && (
              <p role="alert" id="submit-error" className="font-medium text-danger-600">
                {tDynamic(t, `errors:codes.${actionData.submitError}`)}
              </p>
            )}
            <div>
              <button
                type="submit"
                aria-describedby={actionData?.submitError ? 'submit-error' : undefined}
                className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}
              >
                {t('teamVerification:submit.button')}
              </button>
            </div>
          </Form>
        </section>
      )}

      <p>
        <Link to={`${base}/sub-entities`} className="font-semibold text-brand-700 underline">
          {t('teamVerification:subEntitiesLink')}
        </Link>
      </p>
    </div>
  );
}
