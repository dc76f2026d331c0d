import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button as AriaButton, TextField as AriaTextField, Input, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import { FieldMessage } from './field-message.tsx';
import { descriptionClass, fieldClass, groupedInputClass, inputGroupClass, labelClass } from './field-styles.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';
import { uiLocale } from './locale.ts';
import { parseNumberInput, stepNumber } from './number-input.ts';

export interface NumberFieldProps {
  label: string;
  description?: string;
  /** Overrides the field's own messages (not a number, below the minimum, …). */
  errorMessage?: string;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  /** How much the buttons and arrow keys change the value. Default 1. */
  step?: number;
  /** Decimals kept and shown. Default 0 (whole numbers). */
  fractionDigits?: number;
  /**
   * Sent with the form as a plain number ("289000"), whatever the display language. Until the page
   * has JavaScript (and without it) the typed text itself is sent under this name ("289.000"), so
   * the schema reads it as people write it (common/input.ts wholeNumber/decimalNumber).
   */
  name?: string;
  /** The server's message about the sent value: shown, and the field invalid, until it is changed. */
  serverError?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** A unit shown after the number ("m²", "kr."). */
  suffix?: string;
  /** The unit spelled out for screen readers ("square metres"); defaults to the suffix. */
  suffixLabel?: string;
  placeholder?: string;
  /** Hide the − and + buttons. */
  hideStepper?: boolean;
  markOptional?: boolean;
  className?: string;
}

/**
 * A number input that shows the number the way the interface language writes it (289.000 in
 * Icelandic, 289,000 in English) using common/format.ts, never Intl, so the server and the browser
 * render the same text. Typing is lenient (spaces and group separators are ignored); arrow keys
 * and the − / + buttons step the value; the form receives the plain number under `name`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  step = 1,
  fractionDigits = 0,
  name,
  serverError,
  isRequired,
  isDisabled,
  isReadOnly,
  suffix,
  suffixLabel,
  placeholder,
  hideStepper,
  markOptional = true,
  className = '',
}: NumberFieldProps) {
  const { t, i18n } = useTranslation('components');
  const locale = uiLocale(i18n.language);
  const inputId = useId();
  const [inner, setInner] = useState<number | null>(defaultValue);
  const current = value !== undefined ? value : inner;
  // What the person is typing; null shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [edited, setEdited] = useState(false);
  // Server-rendered (and without JavaScript) the input itself carries the name.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const fromServer = serverError && !edited ? serverError : undefined;

  const format = (n: number | null) => (n === null ? '' : formatNumber(n, locale, fractionDigits));
  const text = draft ?? format(current);

  const setValue = (next: number | null) => {
    setEdited(true);
    if (value === undefined) setInner(next);
    if (next !== current) onChange?.(next);
  };

  const problem = (input: string): string | null => {
    const parsed = parseNumberInput(input, locale, fractionDigits);
    if (parsed === 'invalid') return t('number.invalid');
    if (parsed === null) return isRequired ? t('field.required') : null;
    if (minValue !== undefined && parsed < minValue) return t('number.min', { min: format(minValue) });
    if (maxValue !== undefined && parsed > maxValue) return t('number.max', { max: format(maxValue) });
    return null;
  };
  const error = problem(text);
  // Shown after the field is left once (or on submit, through validate). Never pass false:
  // a controlled false would hide validate()'s message and let the form submit.
  const showInvalid = (touched && error !== null) || fromServer ? true : undefined;

  const handleChange = (input: string) => {
    setEdited(true);
    setDraft(input);
    const parsed = parseNumberInput(input, locale, fractionDigits);
    if (parsed !== 'invalid') setValue(parsed);
  };

  const handleBlur = () => {
    setTouched(true);
    // Show the number formatted again, unless it could not be read (keep it so it can be fixed).
    if (draft !== null && parseNumberInput(draft, locale, fractionDigits) !== 'invalid') setDraft(null);
  };

  const stepBy = (direction: 1 | -1, times = 1) => {
    if (isDisabled || isReadOnly) return;
    const parsed = parseNumberInput(text, locale, fractionDigits);
    const next = stepNumber(parsed === 'invalid' ? current : parsed, step * times, direction, minValue, maxValue);
    setDraft(null);
    setValue(next);
  };

  const jumpTo = (next: number) => {
    if (isDisabled || isReadOnly) return;
    setDraft(null);
    setValue(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    let handled = true;
    if (event.key === 'ArrowUp') stepBy(1);
    else if (event.key === 'ArrowDown') stepBy(-1);
    else if (event.key === 'PageUp') stepBy(1, 10);
    else if (event.key === 'PageDown') stepBy(-1, 10);
    else if (event.key === 'Home' && minValue !== undefined) jumpTo(minValue);
    else if (event.key === 'End' && maxValue !== undefined) jumpTo(maxValue);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const atMin = minValue !== undefined && current !== null && current <= minValue;
  const atMax = maxValue !== undefined && current !== null && current >= maxValue;
  const stepButton =
    'flex min-h-11 w-11 shrink-0 items-center justify-center border-l border-line text-brand-700 hover:bg-brand-50 ' +
    'data-[pressed]:bg-brand-100 data-[disabled]:text-muted data-[disabled]:opacity-50 data-[disabled]:hover:bg-transparent';

  return (
    <AriaTextField
      id={inputId}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={showInvalid}
      validate={(input) => problem(input)}
      className={`${fieldClass} ${className}`}
    >
      <Label className={labelClass}>
        {label}
        {suffix && <span className="sr-only"> ({suffixLabel ?? suffix})</span>}
        {markOptional && !isRequired && !isReadOnly && <span className="font-normal text-muted"> ({t('field.optional')})</span>}
      </Label>
      <div className={inputGroupClass} data-invalid={showInvalid} data-disabled={isDisabled || undefined}>
        <Input
          inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={placeholder}
          onKeyDown={handleKeyDown}
          name={hydrated ? undefined : name}
          className={`${groupedInputClass} tabular-nums`}
        />
        {suffix && (
          <span aria-hidden="true" className="flex items-center pr-3 text-muted">
            {suffix}
          </span>
        )}
        {!hideStepper && !isReadOnly && (
          <>
            <AriaButton
              aria-label={t('number.decrease')}
              aria-controls={inputId}
              excludeFromTabOrder
              isDisabled={isDisabled || atMin}
              onPress={() => stepBy(-1)}
              className={stepButton}
            >
              <MinusIcon />
            </AriaButton>
            <AriaButton
              aria-label={t('number.increase')}
              aria-controls={inputId}
              excludeFromTabOrder
              isDisabled={isDisabled || atMax}
              onPress={() => stepBy(1)}
              className={stepButton}
            >
              <PlusIcon />
            </AriaButton>
          </>
        )}
      </div>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldMessage errorMessage={errorMessage ?? error ?? fromServer} />
      {name && hydrated && <input type="hidden" name={name} value={current ?? ''} />}
    </AriaTextField>
  );
}
