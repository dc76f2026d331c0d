import { useTranslation } from 'react-i18next';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { AVATAR_ACCEPT, MAX_AVATAR_BYTES } from '#common/uploads.ts';
import { Avatar } from './avatar.tsx';
import { FileUploadForm, type UploadError } from './file-upload-form.tsx';

/** The picture on /profile/edit: the current one (or initials), upload a new one, remove it. */
export function AvatarSection({ url, name, errors }: { url: string | null; name: string; errors: UploadError[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="avatar-title" className="mt-6 rounded-xl border border-line p-4 sm:p-6">
      <h2 id="avatar-title" className="text-lg font-bold">
        {t('profile:avatar.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-col items-start gap-3">
          <Avatar url={url} name={name} size="lg" />
          {url && (
            <IntentButton intent="remove-avatar" tone="danger">
              {t('profile:avatar.remove')}
            </IntentButton>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <FileUploadForm
            id="avatar-file"
            intent="avatar"
            field="file"
            label={t(url ? 'profile:avatar.replaceLabel' : 'profile:avatar.label')}
            hint={t('profile:avatar.hint')}
            accept={AVATAR_ACCEPT}
            submitLabel={t('profile:avatar.upload')}
            busyLabel={t('profile:files.uploading')}
            maxBytes={MAX_AVATAR_BYTES}
            tooLargeCode="avatar_too_large"
            errors={errors}
          />
        </div>
      </div>
    </section>
  );
}
