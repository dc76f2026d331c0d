import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formatDate } from '#common/format.ts';
import { type HouseholdDto, type HouseholdPersonDto, type InvitationDto, MAX_INVITATION_MESSAGE } from '#common/invitations.ts';
import type { Locale } from '#common/locales.ts';
import type { FlashNotice as FlashNoticeData } from '#common/notices.ts';
import { VerifiedBadge } from './invitation-parts.tsx';

function Person({ person, locale, action }: { person: HouseholdPersonDto; locale: Locale; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li data-testid="household-person" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold [overflow-wrap:anywhere]">{person.name}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <VerifiedBadge ok={person.email_confirmed} />
          <span>{t('invitations:household.since', { date: formatDate(person.since, 'date', locale) })}</span>
        </p>
      </div>
      {action}
    </li>
  );
}

/**
 * The "Household" section of /profile: who is in the person's household, whose they are in,
 * invitations waiting for an answer, and the invite form. Every button posts to the page.
 */
export function HouseholdSection({
  household,
  waiting,
  lastResult,
  notice,
}: {
  household: HouseholdDto;
  waiting: InvitationDto[];
  lastResult?: SubmissionResult<string[]>;
  notice?: FlashNoticeData | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<{ email: string; message: string }>({
    id: 'invite',
    lastResult,
    shouldValidate: 'onSubmit',
  });
  return (
    <section id="household" aria-labelledby="household-title" className="mt-8 rounded-xl border border-line p-4 sm:p-6">
      <h2 id="household-title" className="text-xl font-bold">
        {t('invitations:household.title')}
      </h2>
      <p className="mt-1 text-muted">{t('invitations:household.intro')}</p>
      <FlashNotice notice={notice} />

      <h3 className="mt-6 font-bold">{t('invitations:household.members')}</h3>
      {household.members.length === 0 ? (
        <p className="mt-2 text-muted">{t('invitations:household.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
          {household.members.map((person) => (
            <Person
              key={person.id}
              person={person}
              locale={locale}
              action={
                <IntentButton intent="remove" id={person.id} tone="danger">
                  {t('invitations:household.remove')}
                </IntentButton>
              }
            />
          ))}
        </ul>
      )}

      {household.joined.length > 0 && (
        <>
          <h3 className="mt-6 font-bold">{t('invitations:household.joined')}</h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {household.joined.map((person) => (
              <Person
                key={person.id}
                person={person}
                locale={locale}
                action={
                  <IntentButton intent="leave" id={person.id} tone="danger">
                    {t('invitations:household.leave')}
                  </IntentButton>
                }
              />
            ))}
          </ul>
        </>
      )}

      {waiting.length > 0 && (
        <>
          <h3 className="mt-6 font-bold">{t('invitations:household.waiting')}</h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {waiting.map((invitation) => (
              <li
                key={invitation.id}
                data-testid="waiting-invitation"
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link to={`/invitations/${invitation.id}`} className="font-semibold underline [overflow-wrap:anywhere]">
                    {invitation.invitee_email}
                  </Link>
                  <p className="text-sm text-muted">
                    {t('invitations:expires', { date: formatDate(invitation.expires_at, 'date', locale) })}
                  </p>
                </div>
                <IntentButton intent="withdraw" id={invitation.id}>
                  {t('invitations:household.withdraw')}
                </IntentButton>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-6 font-bold">{t('invitations:household.invite.title')}</h3>
      <p className="mt-1 text-sm text-muted">{t('invitations:household.invite.hint')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="kind" value="household" />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label={t('invitations:household.invite.email')} type="email" autoComplete="off" />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.message.id} className="font-medium">
            {t('invitations:household.invite.message')}
          </label>
          <p id={`${fields.message.id}-hint`} className="text-sm text-muted">
            {t('invitations:household.invite.messageHint')}
          </p>
          <textarea
            {...getTextareaProps(fields.message)}
            key={fields.message.key}
            rows={3}
            maxLength={MAX_INVITATION_MESSAGE}
            aria-describedby={`${fields.message.id}-hint ${fields.message.errorId}`}
            className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={fields.message.errorId} errors={fields.message.errors} />
        </div>
        <SubmitButton busy={busy}>{t('invitations:household.invite.submit')}</SubmitButton>
      </Form>
    </section>
  );
}
