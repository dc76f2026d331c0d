import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldError } from '#app/components/ui/field-error.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';

// Plain form controls bound to Conform fields by name, so every wizard form posts and shows its
// server errors without JavaScript. Values come back after an error (the typed text is kept).

// biome-ignore lint/suspicious/noExplicitAny: Conform fields of any value type.
export type AnyField = FieldMetadata<any>;
export type Fields = Record<string, AnyField>;

const CONTROL =
  'w-full min-w-0 rounded-md border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger-600 focus-visible:outline-2 focus-visible:outline-brand-600';

function described(field: AnyField, hint?: ReactNode): string | undefined {
  return [hint ? `${field.id}-hint` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(' ') || undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : value == null ? undefined : String(value);
}

function Shell({ field, label, hint, children }: { field: AnyField; label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${field.id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextInput({
  field,
  label,
  hint,
  inputMode,
  type = 'text',
  autoComplete,
  suffix,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal';
  type?: 'text' | 'date' | 'time';
  autoComplete?: string;
  suffix?: string;
}) {
  const input = (
    <input
      id={field.id}
      key={field.key}
      name={field.name}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      defaultValue={text(field.initialValue)}
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={described(field, hint)}
      className={`${CONTROL} h-12`}
    />
  );
  return (
    <Shell field={field} label={label} hint={hint}>
      {suffix ? (
        <div className="flex items-center gap-2">
          {input}
          <span className="shrink-0 text-muted">{suffix}</span>
        </div>
      ) : (
        input
      )}
    </Shell>
  );
}

export function TextArea({
  field,
  label,
  hint,
  rows = 6,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
}) {
  return (
    <Shell field={field} label={label} hint={hint}>
      <textarea
        id={field.id}
        key={field.key}
        name={field.name}
        rows={rows}
        defaultValue={text(field.initialValue)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={described(field, hint)}
        className={`${CONTROL} py-2`}
      />
    </Shell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectInput({
  field,
  label,
  hint,
  options,
  groups,
  placeholder,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  options?: Option[];
  groups?: { label: string; options: Option[] }[];
  placeholder: string;
}) {
  return (
    <Shell field={field} label={label} hint={hint}>
      <NativeSelect
        id={field.id}
        key={field.key}
        name={field.name}
        defaultValue={text(field.initialValue) ?? ''}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={described(field, hint)}
        size="lg"
      >
        <option value="">{placeholder}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </Shell>
  );
}

/** One yes/no box; sends "on" when ticked, nothing when not. */
export function CheckboxInput({ field, label }: { field: AnyField; label: ReactNode }) {
  const checked = field.initialValue === 'on' || field.initialValue === true || field.initialValue === 'true';
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id={field.id}
          key={field.key}
          name={field.name}
          defaultChecked={checked}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          className="size-5 shrink-0"
        />
        {label}
      </label>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Several boxes under one name (amenities, utilities): the ticked values are sent as a list. */
export function CheckboxList({ field, legend, options }: { field: AnyField; legend: ReactNode; options: Option[] }) {
  const initial = field.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  return (
    <fieldset className="min-w-0" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2" key={field.key}>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={field.name}
              value={o.value}
              defaultChecked={chosen.has(o.value)}
              className="size-5 shrink-0"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function RadioList({ field, legend, options }: { field: AnyField; legend: ReactNode; options: Option[] }) {
  const initial = text(field.initialValue);
  return (
    <fieldset className="min-w-0" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-col" key={field.key}>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={field.name}
              value={o.value}
              defaultChecked={initial === o.value}
              className="size-5 shrink-0"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
