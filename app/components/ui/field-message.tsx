import { FieldError as AriaFieldError, type ValidationResult } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorClass } from './field-styles.ts';

export type ErrorMessage = string | ((validation: ValidationResult) => string | undefined);

/**
 * A react-aria field's error text (inside a NumberField, …): linked to the input
 * with aria-describedby and shown only when the field is invalid. Without a message of its own it
 * says, in the interface language, what the browser's validity says (required, too long, …) or the
 * field's own validate() message; never the browser's text, which follows the browser's language.
 */
export function FieldMessage({ errorMessage }: { errorMessage?: ErrorMessage }) {
  const { t } = useTranslation('components');
  return (
    <AriaFieldError className={errorClass}>
      {(validation) => {
        const own = typeof errorMessage === 'function' ? errorMessage(validation) : errorMessage;
        if (own) return own;
        const details = validation.validationDetails;
        if (details?.valueMissing) return t('field.required');
        // Messages from validate() are already translated; the browser's are not, so drop those.
        const custom = details?.customError ? validation.validationErrors.join(' ') : '';
        return custom || t('field.invalid');
      }}
    </AriaFieldError>
  );
}
