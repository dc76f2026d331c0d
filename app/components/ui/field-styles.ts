// Shared classes of form fields, so every field looks and behaves alike.

export const fieldClass = 'flex flex-col gap-1.5';
export const labelClass = 'text-sm font-semibold text-ink';
export const descriptionClass = 'text-sm text-muted';
export const errorClass = 'text-sm font-medium text-danger-600';

/** A text input. 16 px text so phones don't zoom in; 44 px tall. */
export const inputClass =
  'min-h-11 w-full min-w-0 rounded-md border border-line bg-white px-3 text-base text-ink ' +
  'placeholder:text-muted focus:border-brand-600 ' +
  'data-[invalid]:border-danger-600 aria-[invalid=true]:border-danger-600 ' +
  'disabled:bg-subtle disabled:text-muted data-[disabled]:bg-subtle data-[disabled]:text-muted';

/** The box around an input with a suffix or buttons inside it; what is inside is 44 px tall. */
export const inputGroupClass =
  'flex min-h-11 w-full items-stretch overflow-hidden rounded-md border border-line bg-white ' +
  'focus-within:border-brand-600 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 ' +
  'has-[input:focus-visible]:outline-solid has-[input:focus-visible]:outline-brand-600 ' +
  'data-[invalid]:border-danger-600 data-[disabled]:bg-subtle';

/** An input inside inputGroupClass: no border of its own, the group shows the focus ring. */
export const groupedInputClass =
  'min-h-11 w-0 min-w-0 flex-1 bg-transparent px-3 text-base text-ink outline-none placeholder:text-muted focus-visible:outline-none';
