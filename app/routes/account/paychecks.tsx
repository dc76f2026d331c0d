import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import { FileUploadForm, type UploadError } from '#app/components/account/file-upload-form.tsx';
import { PaycheckList } from '#app/components/account/paycheck-list.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, redirectWithNotice, refusalOf, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { MAX_PAYCHECK_BYTES, MAX_PAYCHECKS_PER_UPLOAD, PAYCHECK_ACCEPT } from '#common/uploads.ts';
import {
  deletePaycheck,
  listPaychecks,
  setPaycheckSharing,
  uploadPaychecks,
} from '#server/domain/paychecks/paychecks.service.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/paychecks';

export const handle = { middleware: ['auth'], i18n: ['profile'] };

const PATH = '/profile/edit/paychecks';
/** Errors the upload limit (server/http/body-limits.ts) sends back in the address. */
const ADDRESS_ERRORS = ['upload_too_large'];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await listPaychecks(serviceFrom(context))), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'share') {
    const { shared } = await setPaycheckSharing(service, { share: formData.get('share') === 'on' });
    return redirectWithNotice(PATH, shared ? 'profile:paychecks.saved.shared' : 'profile:paychecks.saved.private');
  }
  if (intent === 'delete') {
    try {
      await deletePaycheck(service, String(formData.get('id') ?? ''));
    } catch (error) {
      return whenRefused(error, { not_found: () => redirect(PATH) });
    }
    return redirectWithNotice(PATH, 'profile:paychecks.saved.deleted');
  }
  const files = await filesFromForm(formData, 'files');
  try {
    const added = await uploadPaychecks(service, files);
    return redirectWithNotice(PATH, 'profile:paychecks.saved.uploaded', { count: added.length });
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused.fields) throw refused;
    // "files[2]" errors name the file; "files" errors are about the whole upload.
    const errors: UploadError[] = Object.entries(refused.fields).flatMap(([field, codes]) => {
      const index = /^files\[(\d+)\]$/.exec(field)?.[1];
      const file = index === undefined ? undefined : files[Number(index)]?.name;
      return codes.map((code) => ({ file, code }));
    });
    return data({ errors }, { status: refused.status });
  }
}

export default function Paychecks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { shared, max, paychecks } = loaderData;
  const addressError = ADDRESS_ERRORS.find((code) => code === params.get('upload_error'));
  const errors: UploadError[] = actionData?.errors ?? (addressError ? [{ code: addressError }] : []);
  const full = paychecks.length >= max;
  return (
    <div className="max-w-3xl">
      <title>{`${t('profile:paychecks.title')} · ${t('brand.name')}`}</title>
      <p className="text-sm">
        <Link to="/profile/edit" className="text-brand-700 underline">
          {t('profile:paychecks.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('profile:paychecks.title')}</h1>
      <p className="mt-2 text-muted">{t('profile:paychecks.intro')}</p>
      <FlashNotice notice={loaderData.notice} />

      <section aria-labelledby="paychecks-list" className="mt-8">
        <h2 id="paychecks-list" className="text-lg font-bold">
          {t('profile:paychecks.listTitle', { n: paychecks.length, max })}
        </h2>
        {paychecks.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-line p-6 text-center text-muted">
            {t('profile:paychecks.empty')}
          </p>
        ) : (
          <div className="mt-3">
            <PaycheckList
              items={paychecks}
              actions={(item) => (
                <details className="group">
                  <summary className="flex h-11 cursor-pointer list-none items-center rounded-md border border-danger-600 px-4 text-sm font-semibold text-danger-600 hover:bg-danger-50">
                    {t('profile:paychecks.delete')}
                    <span className="sr-only"> {item.file_name}</span>
                  </summary>
                  <div className="mt-2 flex flex-col gap-2 rounded-md border border-line bg-subtle p-3 text-sm">
                    <p className="[overflow-wrap:anywhere]">{t('profile:paychecks.confirmDelete', { name: item.file_name })}</p>
                    <IntentButton intent="delete" id={item.id} tone="danger">
                      {t('profile:paychecks.confirmDeleteButton')}
                    </IntentButton>
                  </div>
                </details>
              )}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="paychecks-upload" className="mt-8 rounded-xl border border-line p-4 sm:p-6">
        <h2 id="paychecks-upload" className="mb-4 text-lg font-bold">
          {t('profile:paychecks.uploadTitle')}
        </h2>
        {full ? (
          <p className="text-muted">{t('errors:fields.too_many_files')}</p>
        ) : (
          <FileUploadForm
            id="paycheck-files"
            intent="upload"
            field="files"
            label={t('profile:paychecks.fileLabel')}
            hint={t('profile:paychecks.fileHint', { max })}
            accept={PAYCHECK_ACCEPT}
            submitLabel={t('profile:paychecks.upload')}
            busyLabel={t('profile:files.uploading')}
            maxBytes={MAX_PAYCHECK_BYTES}
            tooLargeCode="file_too_large"
            multiple={{ maxFiles: MAX_PAYCHECKS_PER_UPLOAD, tooManyCode: 'too_many_at_once' }}
            errors={errors}
          />
        )}
      </section>

      <section aria-labelledby="paychecks-sharing" className="mt-8 rounded-xl border border-line p-4 sm:p-6">
        <h2 id="paychecks-sharing" className="text-lg font-bold">
          {t('profile:paychecks.sharingTitle')}
        </h2>
        <p className="mt-2 text-sm" data-testid="paychecks-sharing-state">
          {t(shared ? 'profile:paychecks.sharedNow' : 'profile:paychecks.privateNow')}
        </p>
        <Form method="post" reloadDocument className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="share" />
          <Checkbox name="share" defaultSelected={shared} description={t('profile:paychecks.shareHelp')}>
            {t('profile:paychecks.shareLabel')}
          </Checkbox>
          <div>
            <button type="submit" className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}>
              {t('profile:paychecks.saveSharing')}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
