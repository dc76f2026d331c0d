import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ApplicationBody } from '#app/components/applications/application-body.tsx';
import { ApplicationStatusBadge, ApplicationTimeline } from '#app/components/applications/application-status.tsx';
import { ProfileSnapshot } from '#app/components/applications/profile-snapshot.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { getApplication, withdrawApplication } from '#server/domain/applications/applications.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/tenant-detail';

export const handle = { middleware: ['auth'], i18n: ['applications'] };

// /tenant/applications/:id: my application, its timeline, the landlord's message, withdraw.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const application = await forPage(() => getApplication(serviceFrom(context), params.id));
  // The landlord's view of the same application is at /landlord/applications/:id.
  if (!application.viewer.is_tenant) throw asPageError(new AppError('not_found'));
  const url = new URL(request.url);
  return { application, notice: noticeFrom(request), confirming: url.searchParams.get('withdraw') === '1' };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const path = `/tenant/applications/${params.id}`;
  const formData = await request.formData();
  if (formData.get('intent') !== 'withdraw') return redirectWithNotice(path, 'applications:notices.withdrawn');
  try {
    await withdrawApplication(serviceFrom(context), params.id);
  } catch (error) {
    return whenRefused(error, {
      application_not_open: () => redirectWithNotice(path, 'errors:codes.application_not_open'),
      refused: (refused) => {
        throw asPageError(refused);
      },
    });
  }
  return redirectWithNotice(path, 'applications:notices.withdrawn');
}

export default function TenantApplication({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['applications', 'common']);
  const { application: a, notice, confirming } = loaderData;
  const title = a.listing.title ?? a.listing.town ?? '';
  const canWithdraw = a.viewer.actions.includes('withdraw');
  return (
    <div className="max-w-3xl">
      <title>{`${title} · ${t('tenant.title')} · ${t('common:brand.name')}`}</title>
      <Link to="/tenant/applications" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        {t('tenant.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere]">{title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <ApplicationStatusBadge status={a.status} />
        <span className="text-sm">{tDynamic(t, `statusMeaning.${a.status}`)}</span>
      </div>
      <FlashNotice notice={notice} />
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`/listings/${a.listing.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {t('tenant.viewListing')}
        </Link>
        <Link
          to={`/inbox/new?application=${a.id}`}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {t('tenant.writeLandlord')}
        </Link>
      </p>

      {a.decision_message && (
        <section aria-labelledby="decline-heading" className="mt-6 rounded-xl border border-line bg-subtle p-4">
          <h2 id="decline-heading" className="font-semibold">
            {t('tenant.declineMessage')}
          </h2>
          <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]" data-testid="decline-message">
            {a.decision_message}
          </p>
        </section>
      )}

      <section aria-labelledby="timeline-heading" className="mt-6">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          {t('tenant.timeline')}
        </h2>
        <ApplicationTimeline events={a.events} />
      </section>

      <section aria-labelledby="application-heading" className="mt-8">
        <h2 id="application-heading" className="text-lg font-semibold">
          {t('tenant.yourApplication')}
        </h2>
        <div className="mt-3">
          <ApplicationBody application={a} />
        </div>
        <h3 className="mt-6 font-semibold">{t('detail.profile')}</h3>
        <div className="mt-2">
          <ProfileSnapshot profile={a.profile} />
        </div>
      </section>

      {canWithdraw && (
        <section aria-labelledby="withdraw-heading" className="mt-8 rounded-xl border border-line p-4" id="withdraw">
          <h2 id="withdraw-heading" className="text-lg font-semibold">
            {confirming ? t('tenant.withdrawTitle') : t('tenant.withdraw')}
          </h2>
          {confirming ? (
            <>
              <p className="mt-2">{t('tenant.withdrawText')}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="withdraw" />
                  <button
                    type="submit"
                    className="min-h-11 rounded-md border border-danger-600 px-4 font-semibold text-danger-600 hover:bg-danger-50"
                  >
                    {t('tenant.withdrawConfirm')}
                  </button>
                </Form>
                <Link
                  to={`/tenant/applications/${a.id}`}
                  className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold"
                >
                  {t('tenant.withdrawCancel')}
                </Link>
              </div>
            </>
          ) : (
            <Link
              to={`/tenant/applications/${a.id}?withdraw=1#withdraw`}
              className="mt-3 inline-flex min-h-11 items-center rounded-md border border-danger-600 px-4 font-semibold text-danger-600"
            >
              {t('tenant.withdraw')}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
