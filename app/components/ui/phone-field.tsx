import { useEffect, useId, useState } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  checkPhone,
  formatIcelandicNumber,
  ICELAND_COUNTRY_CODE,
  normalizeCountryCode,
  type PhoneProblem,
} from '#common/phone.ts';
import { descriptionClass, errorClass, fieldClass, inputClass, labelClass } from './field-styles.ts';

export interface PhoneValue {
  countryCode: string;
  number: string;
}

export interface PhoneFieldProps {
  /** Defaults to "Phone number" in the interface language. */
  label?: string;
  description?: string;
  /**
   * The form receives the number in E.164 ("+3545812345") under this name; a number that isn't
   * valid is sent as typed, so the server refuses it rather than dropping it. Until the page has
   * JavaScript (and without it) the number field itself carries the name (+354 unless "+…" is typed).
   */
  name?: string;
  /** The server's message about the sent number: shown until the number is changed. */
  serverError?: string;
  /** An E.164 number to start with ("+3545812345"); Icelandic numbers fill the two fields. */
  defaultValue?: string;
  /** Called with the E.164 number when valid, else null, and what was typed. */
  onChange?: (e164: string | null, typed: PhoneValue) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

function split(e164: string | undefined): PhoneValue {
  if (!e164) return { countryCode: ICELAND_COUNTRY_CODE, number: '' };
  if (e164.startsWith(ICELAND_COUNTRY_CODE))
    return {
      countryCode: ICELAND_COUNTRY_CODE,
      number: formatIcelandicNumber(e164.slice(4)),
    };
  return { countryCode: ICELAND_COUNTRY_CODE, number: e164 }; // "+44…" carries its own code
}

/**
 * A phone number as a country code (+354 unless changed) and the number. Icelandic numbers must
 * be seven digits; other countries' numbers are accepted with their code, in the code field or
 * typed first ("+44 20 7946 0958"). Checked when the number field is left and on submit.
 */
export function PhoneField({
  label,
  description,
  name,
  serverError,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
  className = '',
}: PhoneFieldProps) {
  const { t } = useTranslation('components');
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState<PhoneValue>(() => split(defaultValue));
  const [touched, setTouched] = useState(false);
  const [edited, setEdited] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = checkPhone(typed.countryCode, typed.number);
  const problem: PhoneProblem | null = result.ok ? null : result.problem === 'empty' && !isRequired ? null : result.problem;
  const messages: Record<PhoneProblem, string> = {
    empty: t('phone.required'),
    countryCode: t('phone.invalidCountryCode'),
    icelandic: t('phone.invalidIcelandic'),
    international: t('phone.invalidInternational'),
  };
  const fromServer = serverError && !edited ? serverError : null;
  const message = problem ? messages[problem] : null;
  const showError = (touched && message !== null) || fromServer !== null;
  const shownMessage = touched && message !== null ? message : fromServer;

  const update = (next: PhoneValue) => {
    setEdited(true);
    setTyped(next);
    const checked = checkPhone(next.countryCode, next.number);
    onChange?.(checked.ok ? checked.e164 : null, next);
  };

  const describedBy = [description ? descriptionId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={`m-0 min-w-0 border-0 p-0 ${fieldClass} ${className}`}>
      <legend className={`mb-1.5 p-0 ${labelClass}`}>
        {label ?? t('phone.label')}
        {!isRequired && <span className="font-normal text-muted"> ({t('field.optional')})</span>}
      </legend>
      <div className="flex gap-2">
        <AriaTextField
          aria-label={t('phone.countryCode')}
          value={typed.countryCode}
          onChange={(countryCode) => update({ ...typed, countryCode })}
          onBlur={() => {
            const code = normalizeCountryCode(typed.countryCode);
            if (code && code !== typed.countryCode) update({ ...typed, countryCode: code });
          }}
          isDisabled={isDisabled}
          isInvalid={showError && problem === 'countryCode' ? true : undefined}
          className="w-24 shrink-0"
        >
          <Input inputMode="tel" autoComplete="tel-country-code" maxLength={6} className={`${inputClass} tabular-nums`} />
        </AriaTextField>
        <AriaTextField
          aria-label={label ?? t('phone.label')}
          aria-describedby={describedBy}
          type="tel"
          value={typed.number}
          onChange={(number) => update({ ...typed, number })}
          onBlur={() => {
            setTouched(true);
            if (normalizeCountryCode(typed.countryCode) === ICELAND_COUNTRY_CODE) {
              const formatted = formatIcelandicNumber(typed.number);
              if (formatted !== typed.number) update({ ...typed, number: formatted });
            }
          }}
          isRequired={isRequired}
          isDisabled={isDisabled}
          isInvalid={showError && problem !== 'countryCode' ? true : undefined}
          validate={() => message}
          className="min-w-0 flex-1"
        >
          <Input
            autoComplete="tel-national"
            name={hydrated ? undefined : name}
            placeholder={normalizeCountryCode(typed.countryCode) === ICELAND_COUNTRY_CODE ? '581 2345' : undefined}
            onInvalid={() => setTouched(true)}
            className={`${inputClass} tabular-nums`}
          />
        </AriaTextField>
      </div>
      {description && (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      )}
      {showError && (
        <p id={errorId} className={errorClass}>
          {shownMessage}
        </p>
      )}
      {name && hydrated && <input type="hidden" name={name} value={result.ok ? result.e164 : typed.number} />}
    </fieldset>
  );
}
