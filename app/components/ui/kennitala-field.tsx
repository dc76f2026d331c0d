import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKennitala, isValidKennitala } from '#common/kennitala.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface KennitalaFieldProps
  extends Omit<TextFieldProps, 'label' | 'validate' | 'type' | 'inputMode' | 'multiline' | 'rows' | 'maxLength'> {
  /** Defaults to "Kennitala" in the interface language. */
  label?: string;
  /** Also accept companies' kennitölur (day 41-71). Default true. */
  allowCompanies?: boolean;
}

/**
 * The Icelandic national id: ten digits, with or without the hyphen. Checked with the checksum
 * (common/kennitala.ts) when the field is left and on submit, and written as 010130-2989 once valid.
 */
export function KennitalaField({
  label,
  description,
  allowCompanies = true,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  ...props
}: KennitalaFieldProps) {
  const { t } = useTranslation('components');
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const [touched, setTouched] = useState(false);

  const problem = (input: string): string | null => {
    const trimmed = input.trim();
    if (!trimmed) return props.isRequired ? t('kennitala.required') : null;
    if (!isValidKennitala(trimmed)) return t('kennitala.invalid');
    if (!allowCompanies && Number(trimmed.slice(0, 2)) > 40) return t('kennitala.personOnly');
    return null;
  };
  const error = problem(current);

  const setValue = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  return (
    <TextField
      {...props}
      label={label ?? t('kennitala.label')}
      description={description ?? t('kennitala.description')}
      value={current}
      onChange={setValue}
      onBlur={(event) => {
        setTouched(true);
        if (isValidKennitala(current)) {
          const formatted = formatKennitala(current);
          if (formatted !== current) setValue(formatted);
        }
        onBlur?.(event);
      }}
      inputMode="numeric"
      autoComplete="off"
      spellCheck="false"
      maxLength={11}
      isInvalid={touched && error !== null ? true : undefined}
      validate={problem}
      errorMessage={error ?? undefined}
    />
  );
}
