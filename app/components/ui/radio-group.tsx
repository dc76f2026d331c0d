import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  Label,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ErrorMessage, FieldMessage } from './field-message.tsx';
import { descriptionClass, labelClass } from './field-styles.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: ErrorMessage;
  children: ReactNode;
  markOptional?: boolean;
  className?: string;
}

/**
 * One choice out of a few, all visible (react-aria RadioGroup: arrow keys move between the
 * options, Tab leaves the group). Put Radio elements inside.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  markOptional = true,
  className = '',
  ...props
}: RadioGroupProps) {
  const { t } = useTranslation('components');
  return (
    <AriaRadioGroup {...props} className={`flex flex-col gap-1 ${className}`}>
      <Label className={labelClass}>
        {label}
        {markOptional && !props.isRequired && <span className="font-normal text-muted"> ({t('field.optional')})</span>}
      </Label>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <div className={props.orientation === 'horizontal' ? 'flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-6' : 'flex flex-col'}>
        {children}
      </div>
      <FieldMessage errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'children'> {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** One option of a RadioGroup; the whole row is the touch target. */
export function Radio({ children, description, className = '', ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={`group flex min-h-11 cursor-pointer items-start gap-3 py-2.5 text-base text-ink data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${className}`}
    >
      <span
        aria-hidden="true"
        className={
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-muted bg-white transition-colors ' +
          'group-data-[selected]:border-brand-600 group-data-[invalid]:border-danger-600 ' +
          'group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-brand-600'
        }
      >
        <span className="size-3 rounded-full bg-brand-600 opacity-0 group-data-[selected]:opacity-100" />
      </span>
      <span className="flex flex-col">
        <span>{children}</span>
        {description && <span className="text-sm text-muted">{description}</span>}
      </span>
    </AriaRadio>
  );
}
