import { data, redirect } from 'react-router';
import type { PhotoUploadError } from '#app/components/listing-forms/photo-manager.tsx';
import { redirectWithNotice } from '#app/lib/page-kit.server.ts';
import { postedIntent, refusalList, saveStep } from '#app/lib/step-form.server.ts';
import { WIZARD_STEPS, type WizardStep } from '#common/listing-rules.ts';
import { neighbourHref, type Wizard } from '#common/step-form.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { STEP_SCHEMAS } from '#server/domain/listings/listing.schemas.ts';
import {
  deleteListingPhoto,
  makeCoverPhoto,
  movePhoto,
  uploadListingPhotos,
} from '#server/domain/listings/listing-photos.service.ts';
import { completePhotosStep, type StepInput, saveListingStep, submitListing } from '#server/domain/listings/listings.service.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';

// The wizard steps' form posts, on the step-form engine (docs/rules/step-forms.md). "Save and
// continue" and "Back" both save what is on the page (docs/rules/listing-wizard.md); invalid input
// stays on the page with its errors either way.

function wizardOf(id: string): Wizard<WizardStep> {
  return {
    steps: WIZARD_STEPS,
    href: (step) => `/start-listing/${id}/${step}`,
    beforeFirst: `/start-listing/location?listing=${id}`,
  };
}

async function photosAction(ctx: ServiceContext, id: string, formData: FormData) {
  // The step buttons send the upload form (its own intent is "upload"): the button's intent wins,
  // so photos chosen but not uploaded yet are uploaded by "Save and continue", not dropped.
  const { intent, returnToSummary } = postedIntent(formData);
  const wizard = wizardOf(id);
  const photoId = String(formData.get('photoId') ?? '');
  const here = `/start-listing/${id}/photos`;
  try {
    if (intent === 'upload') {
      const files = await filesFromForm(formData, 'files');
      await uploadListingPhotos(ctx, id, files);
      return redirectWithNotice(here, 'wizard:photos.saved.uploaded');
    }
    if (intent === 'up' || intent === 'down') await movePhoto(ctx, id, photoId, intent);
    else if (intent === 'cover') await makeCoverPhoto(ctx, id, photoId);
    else if (intent === 'delete') await deleteListingPhoto(ctx, id, photoId);
    else if (intent === 'back') return redirect(neighbourHref(wizard, 'photos', intent));
    else {
      const chosen = await filesFromForm(formData, 'files');
      if (chosen.length) await uploadListingPhotos(ctx, id, chosen);
      await completePhotosStep(ctx, id);
      return redirect(neighbourHref(wizard, 'photos', 'next', returnToSummary));
    }
    return redirectWithNotice(here, `wizard:photos.saved.${intent}`);
  } catch (error) {
    const found = refusalList(error);
    const files = intent === 'upload' || intent === 'next' ? await filesFromForm(formData, 'files') : [];
    const uploadErrors: PhotoUploadError[] = found.map(({ field, code }) => {
      const index = /^files\[(\d+)\]$/.exec(field)?.[1];
      return { file: index === undefined ? undefined : files[Number(index)]?.name, code };
    });
    return data({ kind: 'photos' as const, uploadErrors }, { status: 422 });
  }
}

export async function stepAction(ctx: ServiceContext, id: string, step: WizardStep, formData: FormData) {
  const wizard = wizardOf(id);
  if (step === 'photos') return photosAction(ctx, id, formData);
  if (step === 'summary') {
    const { intent } = postedIntent(formData);
    if (intent === 'back') return redirect(neighbourHref(wizard, step, intent));
    try {
      await submitListing(ctx, id);
      return redirect(`/start-listing/${id}/in-review`);
    } catch (error) {
      return data({ kind: 'summary' as const, submitErrors: refusalList(error) }, { status: 422 });
    }
  }
  return saveStep(wizard, step, formData, {
    schema: STEP_SCHEMAS[step],
    save: (value) => saveListingStep(ctx, id, step, value as StepInput[typeof step]),
  });
}
