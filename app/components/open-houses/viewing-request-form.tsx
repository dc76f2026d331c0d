import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { TextArea, TextInput } from '#app/components/listing-forms/fields.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';

/**
 * Ask for a private viewing: a day, a start time within the viewing hours (a visit lasts 30
 * minutes) and a message. Posts to /listings/:id/viewing-request, which shows the errors beside
 * the fields when the time doesn't fit.
 */
export function ViewingRequestForm({
  listingId,
  lastResult,
}: {
  listingId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: 'viewing-request', lastResult, shouldValidate: 'onSubmit' });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <Form
      method="post"
      action={`/listings/${listingId}/viewing-request`}
      reloadDocument
      {...getFormProps(form)}
      className="mt-3 flex flex-col gap-4"
      data-testid="viewing-request-form"
    >
      <p className="text-sm text-muted">{t('openHouses:request.intro')}</p>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput field={f.date} type="date" label={t('openHouses:fields.date')} />
        <TextInput field={f.start} type="time" label={t('openHouses:fields.start')} hint={t('openHouses:request.startHint')} />
      </div>
      <TextArea field={f.message} rows={3} label={t('openHouses:request.message')} />
      <div>
        <button type="submit" className={buttonStyles('primary', 'md')}>
          {t('openHouses:request.send')}
        </button>
      </div>
    </Form>
  );
}
