import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { ContractSummary } from '#app/components/contract-forms/contract-summary.tsx';
import { ContractPeriod } from '#app/components/contracts/contract-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom, redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import { answerContractInvitation, getContractInvitation } from '#server/domain/contracts/contract-invitations.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/invitation';

export const handle = { middleware: ['auth'], i18n: ['contracts', 'invitations', 'wizard'] };

// /invitations/rental-contracts/{id}: the person invited to a contract draft reads it, read-only,
// and joins as the party they were invited as, or declines (docs/rules/invitations.md "Rental
// contracts"). Only the person invited (by address, or by the kennitala on their account); anyone
// else: 404.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await forPage(() => getContractInvitation(serviceFrom(context), params.id));
  return { view, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = String((await request.formData()).get('intent') ?? '');
  if (answer !== 'accept' && answer !== 'decline') return { error: 'bad_request' };
  try {
    await answerContractInvitation(serviceFrom(context), params.id, answer);
  } catch (error) {
    const refused = refusalOf(error);
    if (refused.code === 'not_found') throw asPageError(refused);
    return { error: refused.code };
  }
  if (answer === 'accept') return redirect(`/rental-contracts/${params.id}`);
  return redirectWithNotice(`/invitations/rental-contracts/${params.id}`, 'contracts:invitation.declined');
}

export default function ContractInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('contracts');
  const { t: tc } = useTranslation('common');
  const locale = uiLocale(i18n.language);
  const { view, notice } = loaderData;
  const pending = view.state === 'pending';
  return (
    <div className="flex flex-col gap-6">
      <title>{`${t('invitation.title')} · ${tc('brand.name')}`}</title>
      <FlashNotice notice={notice} />
      <div>
        <p className="text-sm text-muted">{view.reference}</p>
        <h1 className="text-2xl font-bold">{t('invitation.title')}</h1>
        <p className="mt-2">
          {t('invitation.intro', { name: view.inviterName, role: tDynamic(t, `parties.roles.${view.party.role}`) })}
        </p>
        {view.teamName && <p className="text-sm text-muted">{t('invitation.team', { team: view.teamName })}</p>}
      </div>
      {/* The home, rent and dates first: what joining is about, before the answer. */}
      <dl
        className="grid gap-x-4 gap-y-2 rounded-xl border border-line p-4 sm:grid-cols-[auto_1fr]"
        data-testid="invitation-facts"
      >
        <dt className="font-medium">{t('invitation.facts.home')}</dt>
        <dd className="break-words">
          {[view.terms.address, [view.terms.postcode, view.terms.municipality].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ') || t('list.noAddress')}
        </dd>
        <dt className="font-medium">{t('invitation.facts.rent')}</dt>
        <dd>
          {view.terms.rentIsk !== null
            ? t('invitation.facts.perMonth', { amount: formatMoney(view.terms.rentIsk, locale) })
            : '—'}
        </dd>
        <dt className="font-medium">{t('invitation.facts.period')}</dt>
        <dd>
          <ContractPeriod terms={view.terms} />
        </dd>
      </dl>
      <FormError id="answer-error" errors={actionData?.error ? [actionData.error] : undefined} />
      {pending ? (
        <Form method="post" reloadDocument className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" name="intent" value="accept" className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
            {t('invitation.join')}
          </button>
          <button type="submit" name="intent" value="decline" className={buttonStyles('secondary', 'lg', 'w-full sm:w-auto')}>
            {t('invitation.decline')}
          </button>
        </Form>
      ) : view.state === 'accepted' ? (
        <p>
          {t('invitation.joined')}{' '}
          <Link to={`/rental-contracts/${view.contractId}`} className="text-brand-700 underline">
            {t('invitation.open')}
          </Link>
        </p>
      ) : (
        <p className="text-muted">{tDynamic(t, `invitation.states.${view.state}`)}</p>
      )}
      <p className="text-sm text-muted">{t('invitation.meaning')}</p>
      <ContractSummary terms={view.terms} parties={view.parties} />
    </div>
  );
}
