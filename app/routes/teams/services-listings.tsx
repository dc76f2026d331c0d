import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { ListingStatusBadge } from '#app/components/listings/listing-status-badge.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formAction, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { bulkTeamListings, listTeamListings } from '#server/domain/listings/team-listings.service.ts';
import { BULK_ACTIONS, bulkListingsSchema } from '#server/domain/teams/team-mode.schemas.ts';
import type { Route } from './+types/services-listings';

export const handle = { middleware: ['team:listing.read'], i18n: ['teamServices', 'listing', 'landlord'] };

// /teams/{slug}/services/listings: the team's listings; tick some, choose pause, renew or
// assign, one POST; each listing is authorized and changed on its own and the page says what
// was done and what was not, and why (docs/rules/team-mode.md). Works without JavaScript.
export async function loader({ params, context }: Route.LoaderArgs) {
  return { data: await listTeamListings(serviceFrom(context), params.slug), slug: params.slug };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  return formAction(await request.formData(), bulkListingsSchema, async (value) => ({
    action: value.action,
    result: await bulkTeamListings(service, params.slug, value),
  }));
}

export default function TeamListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const navigation = useNavigation();
  const { data, slug } = loaderData;
  const done = actionData && 'result' in actionData ? actionData : null;
  const reply = actionData && !('result' in actionData) ? actionData : null;
  const [form, fields] = useForm({ id: 'team-listings-bulk', lastResult: reply });
  const mayChange = data.can_change || data.can_assign;
  const titleOf = (id: string) => {
    const row = data.listings.find((l) => l.id === id);
    return row?.title ?? row?.address ?? t('teamServices:dashboard.untitled');
  };
  return (
    <div>
      <title>{`${t('teamServices:listings.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('teamServices:listings.title')}</h1>
      <p className="mt-1 text-muted">{t(mayChange ? 'teamServices:listings.intro' : 'teamServices:listings.introReadOnly')}</p>
      {done && (
        <div role="status" data-testid="bulk-result" className="mt-4 rounded-md border border-line bg-subtle p-3">
          <p className="font-medium">
            {t(`teamServices:listings.result.${done.action}`, { count: done.result.done.length })}
            {done.result.refused.length > 0 &&
              ` ${t('teamServices:listings.result.refused', { count: done.result.refused.length })}`}
          </p>
          {done.result.refused.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {done.result.refused.map((r) => (
                <li key={r.id}>
                  {titleOf(r.id)}: {tDynamic(t, [`errors:codes.${r.code}`, 'errors:generic'])}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {data.listings.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('teamServices:listings.empty.title')}
          text={t('teamServices:listings.empty.text')}
        />
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6">
          <FormError id={form.errorId} errors={form.errors} />
          <fieldset aria-describedby={fields.listingIds.errorId}>
            <legend className="sr-only">{t('teamServices:listings.choose')}</legend>
            <FieldError id={fields.listingIds.errorId} errors={fields.listingIds.errors} />
            <ul className="divide-y divide-line rounded-xl border border-line">
              {data.listings.map((row) => {
                const label = row.title ?? row.address ?? t('teamServices:dashboard.untitled');
                return (
                  <li key={row.id} className="flex gap-3 p-3">
                    {mayChange && (
                      <input
                        type="checkbox"
                        name="listingIds"
                        value={row.id}
                        id={`pick-${row.id}`}
                        aria-label={t('teamServices:listings.pick', { title: label })}
                        className="mt-1 size-5 shrink-0 accent-brand-600"
                      />
                    )}
                    <div className="min-w-0 flex-1">
                      <Link to={`/landlord/my-listings/${row.id}`} className="font-medium text-brand-700 underline break-words">
                        {label}
                      </Link>
                      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                        <ListingStatusBadge status={row.status} />
                        {row.address && row.title && <span className="break-words">{row.address}</span>}
                        {row.rent_isk !== null && <span>{formatMoney(row.rent_isk, locale)}</span>}
                        {row.expires_at && row.status === 'published' && (
                          <span>{t('teamServices:listings.expires', { date: formatDate(row.expires_at, 'date', locale) })}</span>
                        )}
                      </p>
                      <p className="mt-1 text-sm break-words">
                        {row.assignees.length
                          ? t('teamServices:listings.assignees', { names: row.assignees.map((a) => a.name).join(', ') })
                          : t('teamServices:listings.noAssignees')}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {mayChange && (
            <div className="mt-4 flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-end">
              <div className="flex flex-col gap-1">
                <label htmlFor={fields.action.id} className="font-medium">
                  {t('teamServices:listings.action')}
                </label>
                <NativeSelect id={fields.action.id} name={fields.action.name} defaultValue="pause" width="auto">
                  {BULK_ACTIONS.filter((a) => (a === 'assign' ? data.can_assign : data.can_change)).map((a) => (
                    <option key={a} value={a}>
                      {t(`teamServices:listings.actions.${a}`)}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id={fields.action.errorId} errors={fields.action.errors} />
              </div>
              {data.can_assign && (
                <div className="flex flex-col gap-1">
                  <label htmlFor={fields.assignee.id} className="font-medium">
                    {t('teamServices:listings.assignee')}
                  </label>
                  <NativeSelect
                    id={fields.assignee.id}
                    name={fields.assignee.name}
                    defaultValue=""
                    aria-describedby={fields.assignee.errorId}
                    width="auto"
                  >
                    <option value="">{t('teamServices:listings.assigneeNone')}</option>
                    {data.members.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </NativeSelect>
                  <FieldError id={fields.assignee.errorId} errors={fields.assignee.errors} />
                </div>
              )}
              <SubmitButton busy={navigation.state === 'submitting'}>{t('teamServices:listings.apply')}</SubmitButton>
            </div>
          )}
        </Form>
      )}
      <p className="mt-6">
        <Link to={`/teams/${slug}/services`} className="font-medium text-brand-700 underline">
          {t('teamServices:listings.back')}
        </Link>
      </p>
    </div>
  );
}
