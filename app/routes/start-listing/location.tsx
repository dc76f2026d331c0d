import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useSearchParams } from 'react-router';
import { locationDefaults } from '#app/components/listing-forms/form-defaults.ts';
import { LocationForm } from '#app/components/listing-forms/location-form.tsx';
import type { WizardPosition } from '#app/components/listing-forms/wizard-stepper.tsx';
import { StepButtons } from '#app/components/step-form/step-form.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { replyWithError, serviceFrom } from '#app/lib/page-kit.server.ts';
import { locationSchema } from '#server/domain/listings/listing.schemas.ts';
import { getOwnListing, startListing, updateLocation } from '#server/domain/listings/listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/location';

export const handle = { middleware: ['auth'], i18n: ['listing', 'wizard'] };

// The first step: the address. Without ?listing= it starts a new draft; with it, it changes the
// address of that draft (someone else's draft is 404).
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('listing');
  const listing = id ? await forPage(() => getOwnListing(serviceFrom(context), id)) : null;
  const wizard: WizardPosition = { current: 'location', done: listing?.steps_done ?? [], listingId: listing?.id ?? null };
  return { wizard, defaults: locationDefaults(listing) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const id = new URL(request.url).searchParams.get('listing');
  const submission = parseWithZod(await request.formData(), { schema: locationSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    if (id) {
      await updateLocation(ctx, id, submission.value);
      // Opened with "Change" from the summary: back there.
      const next = new URL(request.url).searchParams.get('return') === 'summary' ? 'summary' : 'property';
      return redirect(`/start-listing/${id}/${next}`);
    }
    const created = await startListing(ctx, submission.value);
    return redirect(`/start-listing/${created.id}/property`);
  } catch (error) {
    return replyWithError(submission, error);
  }
}

export default function Location({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['wizard', 'common']);
  const [params] = useSearchParams();
  return (
    <div className="rounded-xl border border-line bg-white p-4 sm:p-8">
      <title>{`${t('steps.location')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('location.heading')}</h1>
      <p className="mt-2 mb-6 text-muted">{t('location.intro')}</p>
      <LocationForm
        lastResult={actionData}
        defaultValue={loaderData.defaults}
        buttons={
          <div className="flex flex-col gap-3">
            <StepButtons showBack={false} returnToSummary={params.get('return') === 'summary'} />
            {!loaderData.wizard.listingId && (
              <Link to="/start-listing" className={buttonStyles('ghost', 'md', 'w-full sm:w-auto sm:self-start')}>
                {t('buttons.cancel')}
              </Link>
            )}
          </div>
        }
      />
    </div>
  );
}
