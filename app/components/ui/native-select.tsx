import type { SelectHTMLAttributes } from 'react';

// The sizes of a select: sm in a header or a toolbar, md like the text inputs (inputClass), lg
// in a page's main search or a form's key choice.
const SIZES = {
  sm: 'h-10 px-2 text-sm',
  md: 'min-h-11 px-3 text-base',
  lg: 'h-12 px-3 text-base',
};

const WIDTHS = { full: 'w-full', auto: 'w-auto' };

const BASE =
  'min-w-0 rounded-md border border-line bg-white text-ink focus:border-brand-600 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-danger-600 ' +
  'disabled:bg-subtle disabled:text-muted';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className'> {
  size?: keyof typeof SIZES;
  width?: keyof typeof WIDTHS;
}

/**
 * Choose one of a list with the browser's own <select>, in the kit's field style. It works in a
 * form without JavaScript (the react-aria listbox does not), and phones show their own picker.
 * The label, hint and error stay with the caller, tied by id and aria-describedby.
 */
export function NativeSelect({ size = 'md', width = 'full', children, ...props }: NativeSelectProps) {
  return (
    <select {...props} className={`${BASE} ${SIZES[size]} ${WIDTHS[width]}`}>
      {children}
    </select>
  );
}
