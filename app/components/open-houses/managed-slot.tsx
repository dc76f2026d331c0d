import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { TextArea, TextInput } from '#app/components/listing-forms/fields.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';
import { formatPhone } from '#common/phone.ts';

interface Attendee {
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
}

/** Registered / capacity, and who is coming with the contact details on their profile. */
export function AttendeeList({
  slot,
}: {
  slot: {
    registered: number;
    capacity: number;
    note: string | null;
    cancelled_at: string | null;
    cancel_reason: string | null;
    attendees: Attendee[];
  };
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {slot.cancelled_at ? (
        <p className="text-sm font-medium text-danger-600">
          {t('openHouses:landlord.cancelled')}
          {slot.cancel_reason ? ` ${slot.cancel_reason}` : ''}
        </p>
      ) : (
        <p className="text-sm font-medium" data-testid="registered-count">
          {t('openHouses:registeredOf', { registered: slot.registered, capacity: slot.capacity })}
        </p>
      )}
      {slot.note && <p className="text-sm break-words">{slot.note}</p>}
      {slot.attendees.length > 0 && (
        <details className="rounded-md border border-line" open={slot.attendees.length <= 5}>
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
            {t('openHouses:landlord.attendees', { count: slot.attendees.length })}
          </summary>
          <ul className="flex flex-col divide-y divide-line border-t border-line text-sm" data-testid="attendees">
            {slot.attendees.map((a) => (
              <li key={a.user_id} className="flex flex-col px-3 py-2 break-words">
                <span className="font-medium">{a.name}</span>
                <span>
                  <a href={`mailto:${a.email}`} className="text-brand-700 underline">
                    {a.email}
                  </a>
                  {a.phone && (
                    <>
                      {' · '}
                      <a href={`tel:${a.phone}`} className="text-brand-700 underline">
                        {formatPhone(a.phone)}
                      </a>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Cancel a slot with a message to the attendees; folded away so it isn't pressed by mistake. */
export function CancelSlotForm({
  slotId,
  lastResult,
  action,
}: {
  slotId: string;
  lastResult?: SubmissionResult<string[]>;
  action?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: `cancel-${slotId}`, lastResult, shouldValidate: 'onSubmit' });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <details className="rounded-md border border-danger-600" open={Boolean(lastResult)}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-danger-600">
        {t('openHouses:landlord.cancelSlot')}
      </summary>
      <Form
        method="post"
        action={action}
        reloadDocument
        {...getFormProps(form)}
        className="flex flex-col gap-3 border-t border-danger-600 p-3"
      >
        <input type="hidden" name="intent" value="cancel-slot" />
        <input type="hidden" name="id" value={slotId} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextArea
          field={f.message}
          rows={2}
          label={t('openHouses:landlord.cancelMessage')}
          hint={t('openHouses:landlord.cancelHint')}
        />
        <div>
          <button type="submit" className={buttonStyles('danger', 'sm')}>
            {t('openHouses:landlord.confirmCancel')}
          </button>
        </div>
      </Form>
    </details>
  );
}

/** Add an open house: day, start, end, capacity, a note. */
export function AddSlotForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'add-open-house',
    lastResult,
    defaultValue: { capacity: '10' },
    shouldValidate: 'onSubmit',
  });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <Form
      method="post"
      reloadDocument
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
      data-testid="add-open-house"
    >
      <h3 className="text-lg font-semibold">{t('openHouses:manage.add')}</h3>
      <input type="hidden" name="intent" value="add-open-house" />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput field={f.date} type="date" label={t('openHouses:fields.date')} />
        <TextInput
          field={f.capacity}
          inputMode="numeric"
          label={t('openHouses:fields.capacity')}
          hint={t('openHouses:fields.capacityHint')}
        />
        <TextInput field={f.start} type="time" label={t('openHouses:fields.start')} />
        <TextInput field={f.end} type="time" label={t('openHouses:fields.end')} />
      </div>
      <TextArea field={f.note} rows={2} label={t('openHouses:fields.note')} hint={t('openHouses:fields.noteHint')} />
      <div>
        <button type="submit" className={buttonStyles('primary', 'md')}>
          {t('openHouses:manage.addButton')}
        </button>
      </div>
    </Form>
  );
}
