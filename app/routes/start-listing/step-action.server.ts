import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { PhotoUploadError } from '#app/components/listing-forms/photo-manager.tsx';
import { errorReply, redirectWithNotice, refusalOf } from '#app/lib/page-kit.server.ts';
import { WIZARD_STEPS, type WizardStep } from '#common/listing-rules.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { STEP_SCHEMAS } from '#server/domain/listings/listing.schemas.ts';
import {
  deleteListingPhoto,
  makeCoverPhoto,
  movePhoto,
  uploadListingPhotos,
} from '#server/domain/listings/listing-photos.service.ts';
import { completePhotosStep, type StepInput, saveListingStep, submitListing } from '#server/domain/listings/listings.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { readableNumbers } from './wizard.server.ts';

// The wizard steps' form posts. "Save and continue" and "Back" both save what is on the page
// (docs/rules/listing-wizard.md); invalid input stays on the page with its errors either way.

function neighbour(id: string, step: WizardStep, intent: FormDataEntryValue | null, toSummary = false): string {
  const index = WIZARD_STEPS.indexOf(step);
  // Opened with "Change" from the summary: saving returns there.
  if (toSummary && intent !== 'back') return `/start-listing/${id}/summary`;
  if (intent === 'back')
    return index === 0 ? `/start-listing/location?listing=${id}` : `/start-listing/${id}/${WIZARD_STEPS[index - 1]}`;
  return `/start-listing/${id}/${WIZARD_STEPS[index + 1] ?? 'summary'}`;
}

/** Service refusals of the photo and summary pages, as a list the page shows (a refusal without fields by its code). */
function fieldErrorsOf(error: unknown): { field: string; code: string }[] {
  const refused = refusalOf(error);
  if (refused.code === 'not_found') throw asPageError(refused);
  if (refused.fields) return Object.entries(refused.fields).flatMap(([field, codes]) => codes.map((code) => ({ field, code })));
  if (refused.status === 409) return [{ field: '_', code: refused.code }];
  throw refused;
}

async function photosAction(ctx: ServiceContext, id: string, formData: FormData) {
  // The step buttons send the upload form (its own intent is "upload"): the button's intent wins,
  // so photos chosen but not uploaded yet are uploaded by "Save and continue", not dropped.
  const intents = formData.getAll('intent');
  const intent = intents.find((i) => i === 'next' || i === 'back') ?? intents[0] ?? null;
  const toSummary = formData.get('return') === 'summary';
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
    else if (intent === 'back') return redirect(neighbour(id, 'photos', intent));
    else {
      const chosen = await filesFromForm(formData, 'files');
      if (chosen.length) await uploadListingPhotos(ctx, id, chosen);
      await completePhotosStep(ctx, id);
      return redirect(neighbour(id, 'photos', 'next', toSummary));
    }
    return redirectWithNotice(here, `wizard:photos.saved.${intent}`);
  } catch (error) {
    const found = fieldErrorsOf(error);
    const files = intent === 'upload' || intent === 'next' ? await filesFromForm(formData, 'files') : [];
    const uploadErrors: PhotoUploadError[] = found.map(({ field, code }) => {
      const index = /^files\[(\d+)\]$/.exec(field)?.[1];
      return { file: index === undefined ? undefined : files[Number(index)]?.name, code };
    });
    return data({ kind: 'photos' as const, uploadErrors }, { status: 422 });
  }
}

export async function stepAction(ctx: ServiceContext, id: string, step: WizardStep, formData: FormData) {
  const intent = formData.get('intent');
  const toSummary = formData.get('return') === 'summary';
  if (step === 'photos') return photosAction(ctx, id, formData);
  if (step === 'summary') {
    if (intent === 'back') return redirect(neighbour(id, step, intent));
    try {
      await submitListing(ctx, id);
      return redirect(`/start-listing/${id}/in-review`);
    } catch (error) {
      return data({ kind: 'summary' as const, submitErrors: fieldErrorsOf(error) }, { status: 422 });
    }
  }
  const schema = STEP_SCHEMAS[step];
  const submission = parseWithZod(readableNumbers(formData), { schema });
  if (submission.status !== 'success') return data({ kind: 'form' as const, result: submission.reply() }, { status: 422 });
  try {
    await saveListingStep(ctx, id, step, submission.value as StepInput[typeof step]);
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ kind: 'form' as const, result: reply }, { status });
  }
  return redirect(neighbour(id, step, intent, toSummary));
}
