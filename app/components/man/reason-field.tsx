import { type FieldMetadata, getTextareaProps } from '@conform-to/react';
import { FieldError } from '#app/components/ui/field-error.tsx';

/** A labelled textarea for a staff decision's reason (what the owner will read), with its errors. */
export function ReasonField({ field, label, hint }: { field: FieldMetadata<string>; label: string; hint: string }) {
  const hintId = `${field.id}-hint`;
  const props = getTextareaProps(field);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <textarea
        {...props}
        key={field.key}
        rows={3}
        maxLength={1000}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ')}
        className="min-h-24 rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
