import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { TextArea, TextInput } from '#app/components/listing-forms/fields.tsx';
import { AttendeeList, CancelSlotForm } from '#app/components/open-houses/managed-slot.tsx';
import { OpenHouseCard } from '#app/components/open-houses/open-house-card.tsx';
import { WhoseLabel } from '#app/components/teams/whose-label.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatPhone } from '#common/phone.ts';
import { anyTeamRow } from '#common/whose.ts';
import { openHouseCancelSchema, viewingRespondSchema } from '#server/domain/open-houses/open-houses.schemas.ts';
import { cancelOpenHouse, listManagedOpenHouses } from '#server/domain/open-houses/open-houses.service.ts';
import {
  listManagedViewingRequests,
  respondToViewing,
  type ViewingRequestDto,
} from '#server/domain/open-houses/viewing-requests.service.ts';
import type { Route } from './+types/landlord';

export const handle = { middleware: ['auth'], i18n: ['openHouses', 'listing', 'teams'] };

const PATH = '/landlord/openhouses';

// /landlord/openhouses: private viewing requests waiting for an answer, booked viewings, and the
// open houses of every listing the person manages with their attendees; past slots folded away.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return {
    slots: await listManagedOpenHouses(ctx),
    requests: await listManagedViewingRequests(ctx),
    notice: noticeFrom(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const ctx = serviceFrom(context);
  if (form.get('intent') === 'cancel-slot') {
    const submission = parseWithZod(form, { schema: openHouseCancelSchema });
    if (submission.status !== 'success') return data({ id, reply: submission.reply() }, { status: 422 });
    try {
      await cancelOpenHouse(ctx, id, submission.value);
    } catch (error) {
      return whenRefused(error, {
        open_house_closed: () => redirectWithNotice(PATH, 'errors:codes.open_house_closed'),
        not_found: () => redirect(PATH),
      });
    }
    return redirectWithNotice(PATH, 'openHouses:notices.slotCancelled');
  }
  const submission = parseWithZod(form, { schema: viewingRespondSchema });
  if (submission.status !== 'success') return data({ id, reply: submission.reply() }, { status: 422 });
  try {
    await respondToViewing(ctx, id, submission.value);
  } catch (error) {
    const handled = whenRefused<Response | null>(error, {
      viewing_not_pending: () => redirectWithNotice(PATH, 'errors:codes.viewing_not_pending'),
      not_found: () => redirect(PATH),
      refused: () => null,
    });
    if (handled) return handled;
    const { reply, status } = errorReply(submission, error);
    return data({ id, reply }, { status });
  }
  return redirectWithNotice(PATH, 'openHouses:notices.answered');
}

function RespondForm({ request, lastResult }: { request: ViewingRequestDto; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: `respond-${request.id}`, lastResult, shouldValidate: 'onSubmit' });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-2 flex flex-col gap-3 rounded-md bg-subtle p-3">
      <input type="hidden" name="id" value={request.id} />
      <FormError id={form.errorId} errors={form.errors} />
      <TextArea field={f.message} rows={2} label={t('openHouses:landlord.message')} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="action" value="accept" className={buttonStyles('primary', 'sm')}>
          {t('openHouses:landlord.accept')}
        </button>
        <button type="submit" name="action" value="decline" className={buttonStyles('secondary', 'sm')}>
          {t('openHouses:landlord.decline')}
        </button>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3 border-t border-line pt-3">
        <legend className="pt-2 font-medium">{t('openHouses:landlord.proposeHeading')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput field={f.date} type="date" label={t('openHouses:fields.date')} />
          <TextInput field={f.start} type="time" label={t('openHouses:fields.start')} />
        </div>
        <div>
          <button type="submit" name="action" value="propose" className={buttonStyles('secondary', 'sm')}>
            {t('openHouses:landlord.propose')}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

function Contact({ tenant }: { tenant: ViewingRequestDto['tenant'] }) {
  if (!tenant) return null;
  return (
    <p className="text-sm break-words">
      <span className="font-medium">{tenant.name}</span> ·{' '}
      <a href={`mailto:${tenant.email}`} className="text-brand-700 underline">
        {tenant.email}
      </a>
      {tenant.phone && (
        <>
          {' · '}
          <a href={`tel:${tenant.phone}`} className="text-brand-700 underline">
            {formatPhone(tenant.phone)}
          </a>
        </>
      )}
    </p>
  );
}

export default function LandlordOpenHouses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slots, requests, notice } = loaderData;
  const failed = actionData && 'id' in actionData ? actionData : null;
  const waiting = requests.filter((r) => r.status === 'requested');
  const proposed = requests.filter((r) => r.status === 'proposed');
  const booked = requests.filter((r) => r.status === 'accepted');
  const mixed = anyTeamRow([...requests, ...slots.upcoming, ...slots.past]);
  return (
    <div className="max-w-3xl">
      <title>{`${t('openHouses:landlord.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('openHouses:landlord.title')}</h1>
      <p className="mt-2 text-muted">{t('openHouses:landlord.intro')}</p>
      <FlashNotice notice={notice} />

      <section aria-labelledby="requests-heading" className="mt-6">
        <h2 id="requests-heading" className="text-xl font-semibold">
          {t('openHouses:landlord.requests')}
        </h2>
        {waiting.length === 0 ? (
          <p className="mt-2 text-muted">{t('openHouses:landlord.noRequests')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="waiting-requests">
            {waiting.map((r) => (
              <OpenHouseCard key={r.id} start={r.starts_at} end={r.ends_at} listing={r.listing} testId="waiting-request">
                <WhoseLabel whose={r.whose} mixed={mixed} />
                <Contact tenant={r.tenant} />
                {r.message && <p className="text-sm break-words whitespace-pre-line">{r.message}</p>}
                <RespondForm
                  request={r}
                  lastResult={failed?.id === r.id ? (failed.reply as SubmissionResult<string[]>) : undefined}
                />
              </OpenHouseCard>
            ))}
          </ul>
        )}
        {(booked.length > 0 || proposed.length > 0) && (
          <>
            <h3 className="mt-6 text-lg font-semibold">{t('openHouses:landlord.booked')}</h3>
            <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="booked-viewings">
              {[...booked, ...proposed].map((r) => (
                <OpenHouseCard
                  key={r.id}
                  start={r.proposed_starts_at && r.status === 'proposed' ? r.proposed_starts_at : r.starts_at}
                  end={r.proposed_ends_at && r.status === 'proposed' ? r.proposed_ends_at : r.ends_at}
                  listing={r.listing}
                  testId="booked-viewing"
                >
                  <WhoseLabel whose={r.whose} mixed={mixed} />
                  <Contact tenant={r.tenant} />
                  <p className="text-sm font-medium">
                    {r.status === 'accepted' ? t('openHouses:status.accepted') : t('openHouses:landlord.awaitingTenant')}
                  </p>
                </OpenHouseCard>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="slots-heading" className="mt-8">
        <h2 id="slots-heading" className="text-xl font-semibold">
          {t('openHouses:landlord.slots')}
        </h2>
        {slots.upcoming.length === 0 ? (
          <EmptyState
            className="mt-3"
            title={t('openHouses:landlord.noSlots')}
            text={t('openHouses:landlord.noSlotsText')}
            action={
              <Link to="/landlord/my-listings" className={buttonStyles('primary', 'md')}>
                {t('openHouses:landlord.myListings')}
              </Link>
            }
          />
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="managed-slots">
            {slots.upcoming.map((slot) => (
              <OpenHouseCard key={slot.id} start={slot.starts_at} end={slot.ends_at} listing={slot.listing} testId="managed-slot">
                <WhoseLabel whose={slot.whose} mixed={mixed} />
                <AttendeeList slot={slot} />
                {!slot.cancelled_at && (
                  <CancelSlotForm
                    slotId={slot.id}
                    lastResult={failed?.id === slot.id ? (failed.reply as SubmissionResult<string[]>) : undefined}
                  />
                )}
              </OpenHouseCard>
            ))}
          </ul>
        )}
        {slots.past.length > 0 && (
          <details className="mt-3 rounded-xl border border-line">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">
              {t('openHouses:landlord.past', { count: slots.past.length })}
            </summary>
            <ul className="flex flex-col divide-y divide-line border-t border-line">
              {slots.past.map((slot) => (
                <OpenHouseCard key={slot.id} start={slot.starts_at} end={slot.ends_at} listing={slot.listing}>
                  <WhoseLabel whose={slot.whose} mixed={mixed} />
                  <AttendeeList slot={slot} />
                </OpenHouseCard>
              ))}
            </ul>
          </details>
        )}
      </section>
    </div>
  );
}
