import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { ApplyForm } from '#app/components/applications/apply-form.tsx';
import { ProfileHints, ProfileSnapshot } from '#app/components/applications/profile-snapshot.tsx';
import { HouseRules } from '#app/components/listings/listing-details.tsx';
import { createdOrExisting } from '#app/lib/created-or-existing.server.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { applicationCreateSchema } from '#server/domain/applications/applications.schemas.ts';
import { applyForm, createApplication } from '#server/domain/applications/applications.service.ts';
import { getPublicListing } from '#server/domain/listings/public-listing.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/apply';

export const handle = { middleware: ['auth'], i18n: ['applications', 'listings', 'listing'] };

// /listings/:id/apply: the application form. A guest signs in first and comes back here; one
// who has applied goes to their application, the landlord to the listing's applications.
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const form = await forPage(() => applyForm(service, params.id));
  const { state } = form;
  if (state.state === 'applied') throw redirect(`/tenant/applications/${state.applicationId}`);
  if (state.state === 'own') throw redirect(`/landlord/my-listings/${params.id}/applications`);
  if (state.state !== 'open') throw redirect(`/listings/${params.id}`);
  const listing = await forPage(() => getPublicListing(service, params.id));
  return {
    listing: { id: listing.id, title: listing.title_is ?? listing.title_en ?? '', town: listing.town, rules: listing.rules },
    questions: form.questions.map((q) => ({ id: q.id, question: q.question, required: q.required })),
    profile: form.profile,
    today: dayOf(service.now()),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  // A second identical send (a double tap) lands on the application the first one made.
  return formAction(await request.formData(), applicationCreateSchema, (value) =>
    createdOrExisting(
      async () => (await createApplication(service, params.id, value)).id,
      (id) => redirectWithNotice(`/tenant/applications/${id}`, 'applications:notices.sent'),
    ),
  );
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['applications', 'common']);
  const { listing, questions, profile, today } = loaderData;
  const hasRules = Object.values(listing.rules).some((v) => v !== null && v !== '');
  const title = t('apply.title', { title: listing.title });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <title>{`${title} · ${t('common:brand.name')}`}</title>
      <p>
        <Link to={`/listings/${listing.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {t('apply.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere]">{title}</h1>
      {listing.town && <p className="text-muted">{listing.town}</p>}
      <p className="mt-3">{t('apply.intro')}</p>

      <section aria-labelledby="rules-heading" className="mt-6 rounded-xl border border-line bg-subtle p-4">
        <h2 id="rules-heading" className="text-lg font-semibold">
          {t('apply.rules')}
        </h2>
        <p className="mt-1 text-sm">{hasRules ? t('apply.rulesIntro') : t('apply.rulesNone')}</p>
        <div className="mt-2 [&_h2]:sr-only">
          <HouseRules rules={listing.rules} />
        </div>
      </section>

      <section aria-labelledby="preview-heading" className="mt-6 rounded-xl border border-line p-4">
        <h2 id="preview-heading" className="text-lg font-semibold">
          {t('apply.preview')}
        </h2>
        <p className="mb-3 mt-1 text-sm text-muted">{t('apply.previewIntro')}</p>
        <ProfileSnapshot profile={profile} />
        <ProfileHints profile={profile} />
      </section>

      <div className="mt-6">
        <ApplyForm
          schema={applicationCreateSchema}
          lastResult={actionData}
          questions={questions}
          rules={listing.rules}
          today={today}
        />
      </div>
    </div>
  );
}
