import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FileInput } from '#app/components/ui/file-input.tsx';

export interface UploadError {
  /** The file the error is about; none for errors about the whole upload. */
  file?: string;
  /** A key under errors:fields. */
  code: string;
}

interface FileUploadFormProps {
  id: string;
  intent: string;
  field: string;
  label: string;
  hint: string;
  accept: string;
  submitLabel: string;
  busyLabel: string;
  maxBytes: number;
  /** Error key for a file over maxBytes. */
  tooLargeCode: string;
  multiple?: { maxFiles: number; tooManyCode: string };
  /** What the server said about the last upload. */
  errors: UploadError[];
  /** Other values the form sends with the files (which thing they are for). */
  hidden?: Record<string, string>;
}

/**
 * A file upload that works without JavaScript (a multipart form post to the page's action). With
 * JavaScript it warns about files that are too large or too many before sending anything; the
 * server checks everything again, by content.
 */
export function FileUploadForm(props: FileUploadFormProps) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<UploadError[] | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = clientErrors ?? props.errors;
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;

  function check(files: FileList | null): UploadError[] {
    const list = Array.from(files ?? []);
    const found: UploadError[] = [];
    if (props.multiple && list.length > props.multiple.maxFiles) found.push({ code: props.multiple.tooManyCode });
    for (const file of list) {
      if (file.size > props.maxBytes) found.push({ file: props.multiple ? file.name : undefined, code: props.tooLargeCode });
    }
    return found;
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setClientErrors(check(event.currentTarget.files));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const input = event.currentTarget.elements.namedItem(props.field) as HTMLInputElement | null;
    const found = check(input?.files ?? null);
    if (found.length > 0) {
      event.preventDefault();
      setClientErrors(found);
      input?.focus();
      return;
    }
    setBusy(true);
  }

  return (
    <Form method="post" encType="multipart/form-data" reloadDocument onSubmit={onSubmit} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={props.id} className="font-medium">
        {props.label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {props.hint}
      </p>
      <FileInput
        id={props.id}
        name={props.field}
        accept={props.accept}
        multiple={Boolean(props.multiple)}
        onChange={onChange}
        describedBy={`${hintId} ${errorId}`}
        invalid={errors.length > 0}
      />
      <div id={errorId} className="text-sm font-medium text-danger-600" data-testid={`${props.id}-errors`}>
        {errors.map((error) => (
          <p key={`${error.file ?? ''}:${error.code}`} className="[overflow-wrap:anywhere]">
            {error.file ? `${error.file}: ` : ''}
            {t(`errors:fields.${error.code}`, { defaultValue: t('errors:fields.invalid') })}
          </p>
        ))}
      </div>
      <div>
        <button type="submit" aria-disabled={busy || undefined} className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}>
          {busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
      <p role="status" className="sr-only">
        {busy ? props.busyLabel : ''}
      </p>
    </Form>
  );
}
