import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';

/** A field's errors, translated from their keys (errors:fields.*), announced to screen readers. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} className="text-sm font-medium text-danger-600">
      {errors.map((error) => (
        <p key={error}>{tDynamic(t, [`errors:fields.${error}`, `errors:codes.${error}`, 'errors:fields.invalid'])}</p>
      ))}
    </div>
  );
}

/** Errors about the whole form: a page's wording (errors:form), else the error code's message. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <div id={id} role="alert">
      {errors?.map((error) => (
        <p key={error} className="rounded-md border border-danger-600 bg-danger-50 p-3 text-sm font-medium text-danger-600">
          {tDynamic(t, [`errors:form.${error}`, `errors:codes.${error}`, `errors:fields.${error}`, 'errors:generic'])}
        </p>
      ))}
    </div>
  );
}
