import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldError } from '#app/components/ui/field-error.tsx';

/** A labelled input bound to a Conform field, with its translated errors and an optional hint. */
export function InputField({
  field,
  label,
  type,
  hint,
  autoComplete,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: ReactNode;
  type: 'text' | 'email' | 'password';
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: 'email' | 'text' | 'numeric' | 'decimal';
}) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        {...props}
        key={field.key}
        aria-describedby={[props['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className="h-12 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-12 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
