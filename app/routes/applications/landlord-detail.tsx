import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ApplicationBody } from '#app/components/applications/application-body.tsx';
import { ApplicationStatusBadge, ApplicationTimeline } from '#app/components/applications/application-status.tsx';
import { ProfileSnapshot } from '#app/components/applications/profile-snapshot.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { declineSchema } from '#server/domain/applications/applications.schemas.ts';
import { getApplication } from '#server/domain/applications/applications.service.ts';
import { decideApplication } from '#server/domain/applications/landlord.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/landlord-detail';

export const handle = { middleware: ['auth'], i18n: ['applications'] };

// /landlord/applications/:id: one application to my listing. Opening a new one marks it viewed.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const application = await forPage(() => getApplication(serviceFrom(context), params.id));
  // The tenant's own view is /tenant/applications/:id; here only the landlord's side.
  if (!application.viewer.is_landlord) throw asPageError(new AppError('not_found'));
  return { application, notice: noticeFrom(request) };
}

const DONE = {
  shortlist: 'applications:notices.shortlisted',
  accept: 'applications:notices.accepted',
  decline: 'applications:notices.declined',
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const path = `/landlord/applications/${params.id}`;
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent !== 'shortlist' && intent !== 'accept' && intent !== 'decline') return redirectWithNotice(path, DONE.shortlist);
  const refusedAsNotice = (error: unknown) =>
    whenRefused(error, {
      application_not_open: () => redirectWithNotice(path, 'errors:codes.application_not_open'),
      application_action_not_allowed: () => redirectWithNotice(path, 'errors:codes.application_action_not_allowed'),
      refused: (refused) => {
        throw asPageError(refused);
      },
    });
  if (intent === 'decline')
    return formAction(formData, declineSchema, async (value) => {
      try {
        await decideApplication(service, params.id, 'decline', value);
      } catch (error) {
        return refusedAsNotice(error);
      }
      return redirectWithNotice(path, DONE.decline);
    });
  try {
    await decideApplication(service, params.id, intent);
  } catch (error) {
    return refusedAsNotice(error);
  }
  return redirectWithNotice(path, DONE[intent]);
}

function DeclineForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation(['applications', 'common']);
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: declineSchema }),
    shouldValidate: 'onBlur',
  });
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="decline" />
      <FormError id={form.errorId} errors={form.errors} />
      <label htmlFor={fields.message.id} className="font-medium">
        {t('landlord.declineMessage')}
      </label>
      <p id={`${fields.message.id}-hint`} className="text-sm text-muted">
        {t('landlord.declineHint')}
      </p>
      <textarea
        {...getTextareaProps(fields.message)}
        key={fields.message.key}
        rows={3}
        aria-describedby={`${fields.message.id}-hint ${fields.message.errorId}`}
        className="w-full rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
      />
      <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      <button
        type="submit"
        className="min-h-11 self-start rounded-md border border-danger-600 px-4 font-semibold text-danger-600 hover:bg-danger-50"
      >
        {t('landlord.decline')}
      </button>
    </Form>
  );
}

export default function LandlordApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['applications', 'common']);
  const { application: a, notice } = loaderData;
  const can = (action: string) => a.viewer.actions.includes(action);
  const title = a.listing.title ?? a.listing.town ?? '';
  return (
    <div className="max-w-3xl">
      <title>{`${a.profile.name} · ${t('landlord.title')} · ${t('common:brand.name')}`}</title>
      <Link to="/landlord/applications" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        {t('landlord.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere]">{a.profile.name}</h1>
      <p className="text-muted [overflow-wrap:anywhere]">
        <Link to={`/landlord/my-listings/${a.listing.id}/applications`} className="underline">
          {title}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <ApplicationStatusBadge status={a.status} />
        <span className="text-sm">{tDynamic(t, `statusMeaning.${a.status}`)}</span>
      </div>
      <FlashNotice notice={notice} />

      {a.status === 'accepted' && (
        <div className="mt-4 rounded-xl border border-success-700 p-4">
          <p>{t('landlord.acceptedNote')}</p>
          <Link
            to={`/landlord/offers/new?application=${a.id}`}
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t('landlord.makeOffer')}
          </Link>
        </div>
      )}

      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {!['declined', 'withdrawn', 'closed'].includes(a.status) && (
          <Link
            to={`/tenant-profile/${a.tenant_id}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            {t('landlord.openProfile')}
          </Link>
        )}
        <Link
          to={`/inbox/new?application=${a.id}`}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {t('landlord.writeApplicant')}
        </Link>
      </p>

      <section aria-labelledby="applicant-heading" className="mt-6 rounded-xl border border-line p-4">
        <h2 id="applicant-heading" className="text-lg font-semibold">
          {t('landlord.applicant')}
        </h2>
        <div className="mt-3">
          <ProfileSnapshot profile={a.profile} reader="landlord" />
        </div>
      </section>

      {a.house_rule_clashes.length > 0 && (
        <section aria-labelledby="clashes-heading" className="mt-6 rounded-xl bg-warning-100 p-4" data-testid="rule-clashes">
          <h2 id="clashes-heading" className="text-lg font-semibold">
            {t('landlord.clashesTitle')}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {a.house_rule_clashes.map((clash) => (
              <li key={clash}>
                {clash === 'pets' ? t('landlord.petsClash') : t('landlord.occupantsClash', { count: a.adults + a.children })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="application-heading" className="mt-6">
        <h2 id="application-heading" className="text-lg font-semibold">
          {t('landlord.application')}
        </h2>
        <div className="mt-3">
          <ApplicationBody application={a} />
        </div>
      </section>

      {a.viewer.actions.some((x) => x !== 'withdraw') ? (
        <section aria-labelledby="decide-heading" className="mt-8 rounded-xl border border-line bg-subtle p-4">
          <h2 id="decide-heading" className="text-lg font-semibold">
            {t('landlord.decide')}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            {(['shortlist', 'accept'] as const).filter(can).map((action) => (
              <Form key={action} method="post" reloadDocument>
                <input type="hidden" name="intent" value={action} />
                <button
                  type="submit"
                  className={
                    action === 'accept'
                      ? 'min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700'
                      : 'min-h-11 rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700'
                  }
                >
                  {t(`landlord.${action}`)}
                </button>
              </Form>
            ))}
          </div>
          {can('decline') && (
            <div className="mt-6">
              <DeclineForm lastResult={actionData} />
            </div>
          )}
        </section>
      ) : (
        ['declined', 'withdrawn', 'closed'].includes(a.status) && <p className="mt-8 text-muted">{t('landlord.closedNote')}</p>
      )}

      <section aria-labelledby="timeline-heading" className="mt-8">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          {t('tenant.timeline')}
        </h2>
        <ApplicationTimeline events={a.events} />
      </section>
    </div>
  );
}
