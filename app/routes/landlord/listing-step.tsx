import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { EditFrame, SaveButton } from '#app/components/landlord/edit-frame.tsx';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { DescriptionForm } from '#app/components/listing-forms/description-form.tsx';
import { descriptionDefaults, locationDefaults, pricingDefaults } from '#app/components/listing-forms/form-defaults.ts';
import { LocationForm } from '#app/components/listing-forms/location-form.tsx';
import { PricingForm } from '#app/components/listing-forms/pricing-form.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { descriptionSchema, locationSchema, pricingSchema } from '#server/domain/listings/listing.schemas.ts';
import { saveListingStep, updateLocation } from '#server/domain/listings/listings.service.ts';
import type { Route } from './+types/listing-step';
import { editAction } from './edit.server.ts';

export const handle = { middleware: ['auth'], i18n: ['components', 'landlord', 'listing', 'wizard'] };

// The description, location and pricing pages: the wizard's own step forms, saved through the
// same services, posting here and coming back here.

type Section = 'description' | 'location' | 'pricing';
const sectionOf = (pathname: string): Section => {
  const last = pathname.replace(/\/$/, '').split('/').pop();
  return last === 'location' || last === 'pricing' ? last : 'description';
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const section = sectionOf(new URL(request.url).pathname);
  if (section === 'location')
    return editAction(formData, params.id, section, locationSchema, (value) => updateLocation(service, params.id, value));
  if (section === 'pricing')
    return editAction(formData, params.id, section, pricingSchema, (value) =>
      saveListingStep(service, params.id, 'pricing', value),
    );
  return editAction(formData, params.id, section, descriptionSchema, (value) =>
    saveListingStep(service, params.id, 'description', value),
  );
}

export default function ListingStep({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { listing } = useManagedListing();
  const section = sectionOf(useLocation().pathname);
  const common = { lastResult: actionData ?? null, buttons: <SaveButton /> };
  return (
    <EditFrame listing={listing} title={t(`landlord:sections.${section}`)}>
      {section === 'description' && <DescriptionForm {...common} defaultValue={descriptionDefaults(listing)} />}
      {section === 'pricing' && <PricingForm {...common} defaultValue={pricingDefaults(listing, uiLocale(i18n.language))} />}
      {section === 'location' &&
        (listing.published_at ? (
          <Notice>{t('landlord:addressFixed')}</Notice>
        ) : (
          <LocationForm {...common} defaultValue={locationDefaults(listing)} />
        ))}
    </EditFrame>
  );
}
