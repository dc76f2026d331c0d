import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { listingTeam, setListingAssignees } from '#server/domain/listings/team-listings.service.ts';
import { listingAssigneesSchema } from '#server/domain/teams/team-mode.schemas.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/listing-team';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'teams'] };

// /landlord/my-listings/:id/team: for a team listing, which members look after it (they are the
// ones told about it: docs/rules/team-mode.md). A personal listing has no team tab (404 here).
export async function loader({ params, context }: Route.LoaderArgs) {
  const team = await forPage(() => listingTeam(serviceFrom(context), params.id));
  if (!team.team) throw data('Not found', { status: 404 });
  return { team };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  return formAction(await request.formData(), listingAssigneesSchema, async (value) => {
    await setListingAssignees(service, params.id, value.userIds);
    return redirectWithNotice(`/landlord/my-listings/${params.id}/team`, 'landlord:teamTab.saved');
  });
}

export default function ListingTeamTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, notice } = useManagedListing();
  const navigation = useNavigation();
  const { team } = loaderData;
  const [form, fields] = useForm({ id: 'listing-assignees', lastResult: actionData });
  const title = t('landlord:sections.team');
  return (
    <div>
      <title>{`${title} · ${listing.description.title_is ?? t('landlord:untitled')} · ${t('brand.name')}`}</title>
      <h1 className="text-lg font-bold">{title}</h1>
      <FlashNotice notice={notice} />
      <p className="mt-2">{t('landlord:teamTab.intro', { name: team.team?.name ?? '' })}</p>
      {team.members.length === 0 ? (
        <p className="mt-4 text-muted">{t('landlord:teamTab.noMembers')}</p>
      ) : team.can_assign ? (
        <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <fieldset aria-describedby={fields.userIds.errorId}>
            <legend className="font-semibold">{t('landlord:teamTab.legend')}</legend>
            <FieldError id={fields.userIds.errorId} errors={fields.userIds.errors} />
            {team.members.map((member) => (
              <label key={member.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  name="userIds"
                  value={member.id}
                  defaultChecked={member.assigned}
                  className="size-5 accent-brand-600"
                />
                <span className="break-words">
                  {member.name} <span className="text-muted">({t(`teams:roles.${member.role}`)})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-muted">{t('landlord:teamTab.hint')}</p>
          <SubmitButton busy={navigation.state === 'submitting'}>{t('landlord:teamTab.save')}</SubmitButton>
        </Form>
      ) : (
        <ul className="mt-4 list-disc pl-5">
          {team.members
            .filter((m) => m.assigned)
            .map((m) => (
              <li key={m.id}>{m.name}</li>
            ))}
          {!team.members.some((m) => m.assigned) && <li>{t('landlord:teamTab.nobody')}</li>}
        </ul>
      )}
    </div>
  );
}
