import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from './icons.tsx';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  /** A line of help under the label. */
  description?: ReactNode;
  className?: string;
}

/**
 * A checkbox with its label (react-aria: a real input type=checkbox, so forms and screen readers
 * see a checkbox). The whole row is the touch target, at least 44 px tall.
 */
export function Checkbox({ children, description, className = '', ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={`group flex min-h-11 cursor-pointer items-start gap-3 py-2.5 text-base text-ink data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${className}`}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className={
              'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2 border-muted bg-white text-white transition-colors ' +
              'group-data-[selected]:border-brand-600 group-data-[selected]:bg-brand-600 ' +
              'group-data-[indeterminate]:border-brand-600 group-data-[indeterminate]:bg-brand-600 ' +
              'group-data-[invalid]:border-danger-600 ' +
              'group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-brand-600'
            }
          >
            {isIndeterminate ? <MinusIcon className="size-4" /> : isSelected ? <CheckIcon className="size-4" /> : null}
          </span>
          <span className="flex flex-col">
            <span>{children}</span>
            {description && <span className="text-sm text-muted">{description}</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
