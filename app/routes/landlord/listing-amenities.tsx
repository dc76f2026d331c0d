import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EditFrame, SaveButton } from '#app/components/landlord/edit-frame.tsx';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { CheckboxList, type Fields } from '#app/components/listing-forms/fields.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { AMENITIES } from '#common/listing-rules.ts';
import { amenitiesSchema } from '#server/domain/listings/listing.schemas.ts';
import { saveAmenities } from '#server/domain/listings/listings.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/listing-amenities';
import { editAction } from './edit.server.ts';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'listing'] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  return editAction(await request.formData(), params.id, 'amenities', amenitiesSchema, (value) =>
    saveAmenities(ctx.service(), params.id, value.amenities),
  );
}

export default function ListingAmenities({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing } = useManagedListing();
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { amenities: listing.property.amenities },
    shouldValidate: 'onSubmit',
  });
  const f = fields as unknown as Fields;
  return (
    <EditFrame listing={listing} title={t('landlord:sections.amenities')} intro={t('landlord:amenitiesIntro')}>
      <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <CheckboxList
          field={f.amenities}
          legend={t('landlord:sections.amenities')}
          options={AMENITIES.map((value) => ({ value, label: t(`listing:amenity.${value}`) }))}
        />
        <SaveButton />
      </Form>
    </EditFrame>
  );
}
