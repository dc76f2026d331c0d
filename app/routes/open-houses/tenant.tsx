import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { OpenHouseCard } from '#app/components/open-houses/open-house-card.tsx';
import { SlotWhen } from '#app/components/open-houses/slot-when.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { listMyRegistrations } from '#server/domain/open-houses/open-houses.service.ts';
import {
  answerProposedViewing,
  cancelViewingRequest,
  listMyViewingRequests,
  type ViewingRequestDto,
} from '#server/domain/open-houses/viewing-requests.service.ts';
import type { Route } from './+types/tenant';

export const handle = { middleware: ['auth'], i18n: ['openHouses', 'listing'] };

const PATH = '/tenant/openhouses';

// /tenant/openhouses: the person's open house registrations (upcoming, then the past folded
// away) and their private viewing requests with the landlord's answers.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return {
    registrations: await listMyRegistrations(ctx),
    requests: await listMyViewingRequests(ctx),
    now: ctx.now().toISOString(),
    notice: noticeFrom(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const intent = form.get('intent');
  const ctx = serviceFrom(context);
  try {
    if (intent === 'accept' || intent === 'decline') {
      await answerProposedViewing(ctx, id, { action: intent });
      return redirectWithNotice(PATH, 'openHouses:notices.answered');
    }
    if (intent === 'cancel-request') {
      await cancelViewingRequest(ctx, id);
      return redirectWithNotice(PATH, 'openHouses:notices.requestCancelled');
    }
  } catch (error) {
    return whenRefused(error, {
      viewing_not_pending: () => redirectWithNotice(PATH, 'errors:codes.viewing_not_pending'),
      not_found: () => redirect(PATH),
    });
  }
  return redirect(PATH);
}

function RequestItem({ request, now }: { request: ViewingRequestDto; now: string }) {
  const { t } = useTranslation();
  const upcoming = request.starts_at > now;
  const cancellable =
    request.status === 'requested' || request.status === 'proposed' || (request.status === 'accepted' && upcoming);
  return (
    <OpenHouseCard start={request.starts_at} end={request.ends_at} listing={request.listing} testId="viewing-request">
      <p className="text-sm">
        <span className="font-medium">{t('openHouses:status.label')}:</span>{' '}
        <span data-testid="viewing-status">{tDynamic(t, `openHouses:status.${request.status}`)}</span>
      </p>
      {request.status === 'proposed' && request.proposed_starts_at && request.proposed_ends_at && (
        <p className="rounded-md bg-brand-50 p-3 text-sm">
          {t('openHouses:tenant.proposedTime')}{' '}
          <SlotWhen start={request.proposed_starts_at} end={request.proposed_ends_at} className="font-semibold" />
        </p>
      )}
      {request.response_message && (
        <p className="text-sm break-words">
          <span className="font-medium">{t('openHouses:tenant.landlordSays')}</span> {request.response_message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {request.status === 'proposed' && (
          <>
            <Form method="post" reloadDocument>
              <input type="hidden" name="id" value={request.id} />
              <button type="submit" name="intent" value="accept" className={buttonStyles('primary', 'sm')}>
                {t('openHouses:tenant.acceptTime')}
              </button>
            </Form>
            <Form method="post" reloadDocument>
              <input type="hidden" name="id" value={request.id} />
              <button type="submit" name="intent" value="decline" className={buttonStyles('secondary', 'sm')}>
                {t('openHouses:tenant.declineTime')}
              </button>
            </Form>
          </>
        )}
        {cancellable && (
          <Form method="post" reloadDocument>
            <input type="hidden" name="id" value={request.id} />
            <button type="submit" name="intent" value="cancel-request" className={buttonStyles('ghost', 'sm')}>
              {t('openHouses:tenant.cancelRequest')}
            </button>
          </Form>
        )}
      </div>
    </OpenHouseCard>
  );
}

export default function TenantOpenHouses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { registrations, requests, now, notice } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('openHouses:tenant.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('openHouses:tenant.title')}</h1>
      <p className="mt-2 text-muted">{t('openHouses:tenant.intro')}</p>
      <FlashNotice notice={notice} />

      <section aria-labelledby="registrations-heading" className="mt-6">
        <h2 id="registrations-heading" className="text-xl font-semibold">
          {t('openHouses:tenant.registrations')}
        </h2>
        {registrations.upcoming.length === 0 ? (
          <EmptyState
            className="mt-3"
            title={t('openHouses:tenant.noRegistrations')}
            text={t('openHouses:tenant.noRegistrationsText')}
            action={
              <Link to="/open-house" className={buttonStyles('primary', 'md')}>
                {t('openHouses:tenant.findOpenHouses')}
              </Link>
            }
          />
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="my-registrations">
            {registrations.upcoming.map((r) => (
              <OpenHouseCard
                key={r.registration_id}
                start={r.open_house.starts_at}
                end={r.open_house.ends_at}
                listing={r.listing}
                testId="registration"
              >
                {r.open_house.note && <p className="text-sm break-words">{r.open_house.note}</p>}
                {r.open_house.cancelled_at ? (
                  <p className="text-sm font-medium text-danger-600">
                    {t('openHouses:tenant.cancelledByLandlord')}
                    {r.open_house.cancel_reason ? ` ${r.open_house.cancel_reason}` : ''}
                  </p>
                ) : (
                  <Form method="post" action={`/open-house/${r.open_house.id}/registration`} reloadDocument>
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="back" value={PATH} />
                    <button type="submit" className={buttonStyles('secondary', 'sm')}>
                      {t('openHouses:listing.cancel')}
                    </button>
                  </Form>
                )}
              </OpenHouseCard>
            ))}
          </ul>
        )}
        {registrations.past.length > 0 && (
          <details className="mt-3 rounded-xl border border-line">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">
              {t('openHouses:tenant.past', { count: registrations.past.length })}
            </summary>
            <ul className="flex flex-col divide-y divide-line border-t border-line">
              {registrations.past.map((r) => (
                <OpenHouseCard
                  key={r.registration_id}
                  start={r.open_house.starts_at}
                  end={r.open_house.ends_at}
                  listing={r.listing}
                />
              ))}
            </ul>
          </details>
        )}
      </section>

      <section aria-labelledby="requests-heading" className="mt-8">
        <h2 id="requests-heading" className="text-xl font-semibold">
          {t('openHouses:tenant.requests')}
        </h2>
        {requests.length === 0 ? (
          <p className="mt-2 text-muted">{t('openHouses:tenant.noRequests')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="my-viewing-requests">
            {requests.map((r) => (
              <RequestItem key={r.id} request={r} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
