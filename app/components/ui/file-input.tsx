import { type ChangeEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles.ts';

interface FileInputProps {
  id: string;
  name: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the hint and the error beside the field (the field's own label is the caller's). */
  describedBy?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file field in the interface's language and style: the browser's own button (in the browser's
 * language, "Choose File / No file chosen") is hidden but stays the focusable, labelled control;
 * a button-styled label opens it, and the chosen file's name (or how many) is shown beside it.
 * Works without JavaScript (the label opens the picker; the name shows once JavaScript runs).
 */
export function FileInput({ id, name, accept, multiple, disabled, invalid, describedBy, onChange, inputRef }: FileInputProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<string[]>([]);
  const own = useRef<HTMLInputElement | null>(null);
  const chosenId = `${useId()}-chosen`;

  // A form reset empties the field without a change event: the name goes with it.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const clear = () => setFiles([]);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  const setRef = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input
        ref={setRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, chosenId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setFiles(Array.from(event.currentTarget.files ?? [], (file) => file.name));
          onChange?.(event);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonStyles(
          'secondary',
          'md',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-[invalid=true]:border-danger-600',
        )}
      >
        {multiple ? t('fileInput.chooseMany') : t('fileInput.chooseOne')}
      </label>
      <span id={chosenId} className="min-w-0 text-sm text-muted [overflow-wrap:anywhere]" data-testid={`${id}-chosen`}>
        {files.length === 0 ? t('fileInput.none') : files.length === 1 ? files[0] : t('fileInput.many', { count: files.length })}
      </span>
    </div>
  );
}
