import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FileInput } from '#app/components/ui/file-input.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatNumber } from '#common/format.ts';
import type { OwnerPhotoDto } from '#common/listing-dtos.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_PHOTOS_PER_UPLOAD, PHOTO_ACCEPT } from '#common/listing-photos.ts';
import type { Locale } from '#common/locales.ts';

// A listing's photos: upload several at once, move up and down, make one the cover, delete.
// Every control is a plain form posting an `intent` to `action`, so all of it works without
// JavaScript. With JavaScript the upload sends one file per request and shows each one's progress,
// then reloads the list.

/** The upload form's id: the photos step's buttons send it too (docs/rules/listing-wizard.md). */
export const PHOTO_UPLOAD_FORM = 'photo-upload-form';

export interface PhotoUploadError {
  /** The file the error is about; none for the whole upload. */
  file?: string;
  /** A key under errors:fields. */
  code: string;
}

interface Progress {
  name: string;
  percent: number;
  error?: string;
}

function PhotoAction({
  action,
  intent,
  photoId,
  photoLabel,
  children,
  danger = false,
}: {
  action: string;
  intent: string;
  photoId: string;
  /** Which photo, for screen readers ("Move up" alone doesn't say which). */
  photoLabel: string;
  children: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action={action} reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photoId} />
      <button
        type="submit"
        aria-label={`${children}: ${photoLabel}`}
        className={buttonStyles(danger ? 'ghost' : 'secondary', 'sm', danger ? 'text-danger-600' : '')}
      >
        {children}
      </button>
    </Form>
  );
}

/** Reads the server's translated error lines out of the page it answered with. */
function errorsIn(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('[data-testid="photo-upload-errors"]')?.textContent?.trim() ?? '';
}

function uploadOne(action: string, file: File, onProgress: (percent: number) => void): Promise<string | null> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append('intent', 'upload');
    body.append('files', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const failed =
        xhr.status >= 400 || new URL(xhr.responseURL || action, window.location.href).searchParams.has('upload_error');
      resolve(failed ? errorsIn(xhr.responseText) || 'error' : null);
    };
    xhr.onerror = () => resolve('error');
    xhr.send(body);
  });
}

export function PhotoManager({
  action,
  photos,
  errors,
  locale,
}: {
  action: string;
  photos: OwnerPhotoDto[];
  errors: PhotoUploadError[];
  locale: Locale;
}) {
  const { t } = useTranslation(['wizard', 'errors']);
  const [progress, setProgress] = useState<Progress[] | null>(null);
  const [clientErrors, setClientErrors] = useState<PhotoUploadError[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = clientErrors ?? errors;
  const room = MAX_PHOTOS - photos.length;
  const busy = progress?.some((p) => p.percent < 100 && !p.error) ?? false;

  function check(files: File[]): PhotoUploadError[] {
    const found: PhotoUploadError[] = [];
    if (files.length === 0) found.push({ code: 'file_required' });
    if (files.length > MAX_PHOTOS_PER_UPLOAD) found.push({ code: 'too_many_at_once' });
    if (files.length > room) found.push({ code: 'too_many_photos' });
    for (const file of files) if (file.size > MAX_PHOTO_BYTES) found.push({ file: file.name, code: 'photo_too_large' });
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const stepIntent = submitter?.name === 'intent' ? submitter.value : null;
    const files = Array.from(input.current?.files ?? []);
    // "Back", and "Save and continue" with nothing chosen: the form goes as it is.
    if (stepIntent === 'back' || (stepIntent && files.length === 0)) return;
    event.preventDefault();
    if (busy) return;
    const found = check(files);
    setClientErrors(found);
    if (found.length > 0) {
      input.current?.focus();
      return;
    }
    const state: Progress[] = files.map((file) => ({ name: file.name, percent: 0 }));
    setProgress([...state]);
    for (const [index, file] of files.entries()) {
      const error = await uploadOne(action, file, (percent) => {
        state[index] = { ...state[index], percent };
        setProgress([...state]);
      });
      state[index] = { ...state[index], percent: 100, error: error ?? undefined };
      setProgress([...state]);
    }
    if (!state.every((p) => !p.error)) return;
    // "Save and continue" with photos chosen: uploaded one by one above, then the step is sent.
    if (stepIntent && submitter && formRef.current && input.current) {
      input.current.value = '';
      formRef.current.requestSubmit(submitter);
      return;
    }
    // The uploads' redirects left the "uploaded" notice in a cookie; the page shows it once.
    window.location.assign(action);
  }

  return (
    <div className="flex flex-col gap-6">
      <Form
        ref={formRef}
        id={PHOTO_UPLOAD_FORM}
        method="post"
        action={action}
        encType="multipart/form-data"
        reloadDocument
        onSubmit={onSubmit}
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="photo-files" className="font-medium">
          {t('photos.choose')}
        </label>
        <p id="photo-files-hint" className="text-sm text-muted">
          {t('photos.hint', { max: formatNumber(MAX_PHOTOS, locale), perUpload: formatNumber(MAX_PHOTOS_PER_UPLOAD, locale) })}
        </p>
        <FileInput
          inputRef={input}
          id="photo-files"
          name="files"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={room <= 0}
          describedBy="photo-files-hint photo-upload-errors"
          invalid={shown.length > 0}
        />
        <div
          id="photo-upload-errors"
          data-testid="photo-upload-errors"
          className="text-sm font-medium text-danger-600"
          role="alert"
        >
          {shown.map((error) => (
            <p key={`${error.file ?? ''}:${error.code}`} className="[overflow-wrap:anywhere]">
              {error.file ? `${error.file}: ` : ''}
              {tDynamic(t, [`errors:fields.${error.code}`, `errors:codes.${error.code}`, 'errors:fields.invalid'])}
            </p>
          ))}
        </div>
        {progress && (
          <ul className="flex flex-col gap-2" aria-label={t('photos.progress')}>
            {progress.map((p) => (
              <li key={p.name} className="text-sm">
                <span className="block [overflow-wrap:anywhere]">{p.name}</span>
                <progress max={100} value={p.percent} className="h-2 w-full" aria-label={p.name}>
                  {p.percent}%
                </progress>
                {p.error && <span className="text-danger-600">{p.error === 'error' ? t('photos.failed') : p.error}</span>}
              </li>
            ))}
          </ul>
        )}
        <div>
          <button type="submit" disabled={room <= 0} className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}>
            {busy ? t('photos.uploading') : t('photos.upload')}
          </button>
        </div>
      </Form>

      {photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">{t('photos.empty')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2" aria-label={t('photos.listLabel')}>
          {photos.map((photo, index) => {
            const label = t('photos.alt', { n: formatNumber(index + 1, locale), total: formatNumber(photos.length, locale) });
            return (
              <li key={photo.id} data-testid="listing-photo" className="flex gap-3 rounded-xl border border-line p-3">
                <img
                  src={photo.src}
                  srcSet={photo.srcset}
                  sizes="128px"
                  alt={label}
                  width={128}
                  height={Math.round((128 * photo.height) / Math.max(photo.width, 1))}
                  className="h-24 w-32 shrink-0 rounded-md object-cover"
                  loading="lazy"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="text-sm font-semibold">
                    {label}
                    {index === 0 && (
                      <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{t('photos.cover')}</span>
                    )}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {index > 0 && (
                      <PhotoAction action={action} intent="up" photoId={photo.id} photoLabel={label}>
                        {t('photos.up')}
                      </PhotoAction>
                    )}
                    {index < photos.length - 1 && (
                      <PhotoAction action={action} intent="down" photoId={photo.id} photoLabel={label}>
                        {t('photos.down')}
                      </PhotoAction>
                    )}
                    {index > 0 && (
                      <PhotoAction action={action} intent="cover" photoId={photo.id} photoLabel={label}>
                        {t('photos.makeCover')}
                      </PhotoAction>
                    )}
                    <PhotoAction action={action} intent="delete" photoId={photo.id} photoLabel={label} danger>
                      {t('photos.delete')}
                    </PhotoAction>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
