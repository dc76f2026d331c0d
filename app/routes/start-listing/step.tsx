import { useTranslation } from 'react-i18next';
import { redirect, useSearchParams } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { DescriptionForm } from '#app/components/listing-forms/description-form.tsx';
import {
  descriptionDefaults,
  houseRulesDefaults,
  pricingDefaults,
  propertyDefaults,
} from '#app/components/listing-forms/form-defaults.ts';
import { HouseRulesForm } from '#app/components/listing-forms/house-rules-form.tsx';
import { ListingSummary } from '#app/components/listing-forms/listing-summary.tsx';
import { PHOTO_UPLOAD_FORM, PhotoManager, type PhotoUploadError } from '#app/components/listing-forms/photo-manager.tsx';
import { PricingForm } from '#app/components/listing-forms/pricing-form.tsx';
import { PropertyForm } from '#app/components/listing-forms/property-form.tsx';
import type { WizardPosition } from '#app/components/listing-forms/wizard-stepper.tsx';
import { StepButtons } from '#app/components/step-form/step-form.tsx';
import { FieldError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { stepFrom } from '#app/lib/step-form.server.ts';
import { WIZARD_STEPS, type WizardStep } from '#common/listing-rules.ts';
import { getOwnListing } from '#server/domain/listings/listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/step';
import { stepAction } from './step-action.server.ts';

export const handle = { middleware: ['auth'], i18n: ['components', 'listing', 'wizard'] };

// /start-listing/{id}/{step}: one wizard step of the landlord's own draft (anyone else: 404).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const step = stepFrom(WIZARD_STEPS, params.step);
  const listing = await forPage(() => getOwnListing(serviceFrom(context), params.id));
  if (listing.status === 'in_review') throw redirect(`/start-listing/${listing.id}/in-review`);
  const done = listing.steps_done.filter((s) => s !== 'photos');
  if (listing.photos.length > 0) done.push('photos');
  const wizard: WizardPosition = { current: step, done, listingId: listing.id };
  return { wizard, step, listing, notice: noticeFrom(request) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const step = stepFrom(WIZARD_STEPS, params.step);
  return stepAction(serviceFrom(context), params.id, step, await request.formData());
}

const ADDRESS_ERRORS = ['upload_too_large'];

export default function Step({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['wizard', 'common']);
  const [params] = useSearchParams();
  const { step, listing } = loaderData;
  const here = `/start-listing/${listing.id}/${step}`;
  const returnToSummary = params.get('return') === 'summary';
  const buttons = <StepButtons returnToSummary={returnToSummary} />;
  const formResult = actionData?.kind === 'form' ? actionData.result : undefined;
  const addressError = ADDRESS_ERRORS.find((code) => code === params.get('upload_error'));
  const uploadErrors: PhotoUploadError[] =
    actionData?.kind === 'photos' ? actionData.uploadErrors : addressError ? [{ code: addressError }] : [];
  const stepErrors = uploadErrors.filter((e) => e.code === 'photos_required').map((e) => e.code);
  return (
    <div className="rounded-xl border border-line bg-white p-4 sm:p-8">
      <title>{`${t(`steps.${step}`)} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{tDynamic(t, `${stepKey(step)}.heading`)}</h1>
      <p className="mt-2 mb-6 text-muted">{tDynamic(t, `${stepKey(step)}.intro`)}</p>
      {listing.status === 'rejected' && listing.rejection_reason && (
        <Notice tone="warning">{t('rejected', { reason: listing.rejection_reason })}</Notice>
      )}
      {step === 'property' && (
        <PropertyForm
          lastResult={formResult}
          defaultValue={propertyDefaults(listing, uiLocale(i18n.language))}
          buttons={buttons}
        />
      )}
      {step === 'description' && (
        <DescriptionForm lastResult={formResult} defaultValue={descriptionDefaults(listing)} buttons={buttons} />
      )}
      {step === 'house-rules' && (
        <HouseRulesForm lastResult={formResult} defaultValue={houseRulesDefaults(listing)} buttons={buttons} />
      )}
      {step === 'pricing' && (
        <PricingForm lastResult={formResult} defaultValue={pricingDefaults(listing, uiLocale(i18n.language))} buttons={buttons} />
      )}
      {step === 'photos' && (
        <>
          <FlashNotice notice={loaderData.notice} />
          <div className="mt-4">
            <PhotoManager
              action={here}
              photos={listing.photos}
              errors={uploadErrors.filter((e) => e.code !== 'photos_required')}
              locale={uiLocale(i18n.language)}
            />
          </div>
          {/* The step buttons send the upload form, so photos chosen but not uploaded go with "Save and continue". */}
          <div className="mt-6">
            <FieldError id="photos-step-error" errors={stepErrors} />
            <StepButtons returnToSummary={returnToSummary} form={PHOTO_UPLOAD_FORM} />
          </div>
        </>
      )}
      {step === 'summary' && (
        <ListingSummary listing={listing} errors={actionData?.kind === 'summary' ? actionData.submitErrors : []} />
      )}
    </div>
  );
}

function stepKey(step: WizardStep): string {
  return step === 'house-rules' ? 'houseRules' : step;
}
