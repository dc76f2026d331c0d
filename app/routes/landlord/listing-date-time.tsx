import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EditFrame, SaveButton } from '#app/components/landlord/edit-frame.tsx';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { TextInput } from '#app/components/listing-forms/fields.tsx';
import { ListingSlots } from '#app/components/open-houses/listing-slots.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dateTimeFormSchema } from '#server/domain/listings/listing.schemas.ts';
import { saveDateTime } from '#server/domain/listings/listings.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { listingSlots, OPEN_HOUSE_INTENTS, openHouseAction } from '../open-houses/manage.server.ts';
import type { Route } from './+types/listing-date-time';
import { editAction } from './edit.server.ts';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'openHouses'] };

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  return { slots: await listingSlots(serviceFrom(context), params.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const formData = await request.formData();
  if (OPEN_HOUSE_INTENTS.has(String(formData.get('intent')))) return openHouseAction(ctx.service(), params.id, formData);
  return editAction(formData, params.id, 'date-time', dateTimeFormSchema, (value) =>
    saveDateTime(ctx.service(), params.id, value),
  );
}

export default function ListingDateTime({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing } = useManagedListing();
  const openHouseReply = actionData && 'openHouse' in actionData ? actionData : null;
  const [form, fields] = useForm({
    lastResult: openHouseReply ? undefined : (actionData as SubmissionResult<string[]> | undefined),
    defaultValue: {
      availableUntil: listing.available_until ?? undefined,
      hours: DAYS.map((day) => {
        const row = listing.viewing_hours.find((h) => h.day === day);
        return { day: String(day), from: row?.from, to: row?.to };
      }),
    },
    shouldValidate: 'onSubmit',
  });
  const f = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const rows = (f.hours as FieldMetadata<{ day: string; from?: string; to?: string }[]>).getFieldList();
  return (
    <EditFrame listing={listing} title={t('landlord:sections.dateTime')} intro={t('landlord:dateTime.intro')}>
      <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-6">
        <FormError id={form.errorId} errors={form.errors} />
        <TextInput
          field={f.availableUntil}
          type="date"
          label={t('landlord:dateTime.availableUntil')}
          hint={t('landlord:dateTime.availableUntilHint')}
        />
        <fieldset className="min-w-0">
          <legend className="font-medium">{t('landlord:dateTime.viewingHours')}</legend>
          <p className="mb-3 text-sm text-muted">{t('landlord:dateTime.viewingHoursHint')}</p>
          <div className="flex flex-col divide-y divide-line rounded-xl border border-line">
            {rows.map((row, index) => {
              const cells = row.getFieldset();
              const day = DAYS[index];
              const dayName = t(`landlord:weekday.${day}`);
              return (
                <div
                  key={row.key}
                  className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-[8rem_1fr_1fr] sm:items-start"
                  data-testid={`viewing-day-${day}`}
                >
                  <p className="col-span-2 font-medium sm:col-span-1 sm:pt-9">{dayName}</p>
                  <input type="hidden" name={cells.day.name} value={day} />
                  <TimeCell field={cells.from} label={t('landlord:dateTime.from')} day={dayName} />
                  <TimeCell field={cells.to} label={t('landlord:dateTime.to')} day={dayName} />
                  <FieldError id={cells.day.errorId} errors={cells.day.errors} />
                </div>
              );
            })}
          </div>
        </fieldset>
        <SaveButton />
      </Form>
      <ListingSlots slots={loaderData.slots} failed={openHouseReply} />
    </EditFrame>
  );
}

/** A time box whose visible label is short ("From"); screen readers hear the day too. */
function TimeCell({ field, label, day }: { field: FieldMetadata<string | undefined>; label: string; day: string }) {
  return (
    <TextInput
      field={field}
      type="time"
      label={
        <>
          {label}
          <span className="sr-only"> ({day})</span>
        </>
      }
    />
  );
}
