import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ErrorMessage, FieldMessage } from './field-message.tsx';
import { descriptionClass, fieldClass, inputClass, labelClass } from './field-styles.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: ErrorMessage;
  placeholder?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  /** Add "(optional)" to the label of a field that is not required. Default true. */
  markOptional?: boolean;
  className?: string;
}

/**
 * A labelled text input with an optional description and error (react-aria TextField: the label,
 * description and error are tied to the input for screen readers). Optional fields say so in the
 * label; required ones are marked with the required attribute.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  rows = 4,
  inputMode,
  markOptional = true,
  className = '',
  ...props
}: TextFieldProps) {
  const { t } = useTranslation('components');
  return (
    <AriaTextField {...props} className={`${fieldClass} ${className}`}>
      <Label className={labelClass}>
        {label}
        {markOptional && !props.isRequired && !props.isReadOnly && (
          <span className="font-normal text-muted"> ({t('field.optional')})</span>
        )}
      </Label>
      {multiline ? (
        <TextArea placeholder={placeholder} rows={rows} className={`${inputClass} py-2 leading-relaxed`} />
      ) : (
        <Input placeholder={placeholder} inputMode={inputMode} className={inputClass} />
      )}
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldMessage errorMessage={errorMessage} />
    </AriaTextField>
  );
}
