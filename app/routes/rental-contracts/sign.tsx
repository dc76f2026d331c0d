import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { ContractPeriod, ContractStatusBadge } from '#app/components/contracts/contract-parts.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { cookieHeader } from '#common/cookies.ts';
import { formatMoney } from '#common/format.ts';
import { contractSignSchema } from '#server/domain/contracts/contracts.schemas.ts';
import { getContract } from '#server/domain/contracts/contracts.service.ts';
import { startEidSigning } from '#server/domain/contracts/eid-signing.service.ts';
import { sendForSigning, signContract } from '#server/domain/contracts/signing.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { EID_COOKIE, EID_COOKIE_MAX_AGE_S, sealEidPending } from '#server/integrations/signing/eid-state.ts';
import { type ErrorCode, isAppError } from '#server/lib/errors.ts';
import type { Route } from './+types/sign';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts/{id}/sign: a signing party reads the exact PDF they sign (and, in their own
// language, a side-by-side translation) and signs: with their password again, or, with
// SIGNING_PROVIDER=eid, with electronic ID (intent=eid goes to the broker; it comes back to
// /signing/eid/callback, and a refusal back here as ?refused=<code>). The wizard's finish step
// posts intent=send here to send the draft for signing.

/** What an electronic-ID signing that did not sign can bring back to this page. */
const EID_REFUSALS: ReadonlySet<string> = new Set<ErrorCode>([
  'signing_eid_cancelled',
  'signing_eid_failed',
  'signing_eid_unavailable',
  'signing_kennitala_missing',
  'signing_kennitala_mismatch',
  'signing_document_changed',
  'contract_not_signable',
  'contract_email_unconfirmed',
]);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const contract = await forPage(() => getContract(service, params.id));
  const refused = new URL(request.url).searchParams.get('refused');
  return {
    contract,
    me: contract.parties.find((p) => p.userId === service.actor?.userId && p.signs) ?? null,
    method: service.env.SIGNING_PROVIDER,
    refused: refused && EID_REFUSALS.has(refused) ? (refused as ErrorCode) : null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const service = ctx.service();
  const formData = await request.formData();
  const path = `/rental-contracts/${params.id}`;
  if (formData.get('intent') === 'send') {
    try {
      await sendForSigning(service, params.id);
    } catch (error) {
      // What still blocks it is listed on the finish step.
      return whenRefused(error, {
        contract_not_ready: () => redirect(`${path}/edit/finish`),
        contract_not_editable: () => redirect(path),
      });
    }
    return redirectWithNotice(path, 'contracts:notices.sent');
  }
  if (formData.get('intent') === 'eid') {
    try {
      const { url, pending } = await startEidSigning(service, params.id);
      const seal = sealEidPending(pending, service.env.JWT_SECRET);
      const cookie = cookieHeader(EID_COOKIE, seal, {
        maxAge: EID_COOKIE_MAX_AGE_S,
        secure: service.env.isProduction,
        httpOnly: true,
      });
      return redirect(url, { headers: { 'Set-Cookie': cookie } });
    } catch (error) {
      // Said on this page, in words (the broker unreachable too).
      if (isAppError(error) && EID_REFUSALS.has(error.code)) return redirect(`${path}/sign?refused=${error.code}`);
      throw asPageError(error);
    }
  }
  return formAction(
    formData,
    contractSignSchema,
    async (input) => {
      await ctx.limitPasswordAgain('password', () => signContract(service, params.id, input));
      return redirectWithNotice(path, 'contracts:notices.signed');
    },
    { hideFields: ['password'] },
  );
}

function SignForm({ lastResult }: { lastResult?: SubmissionResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contractSignSchema }),
    shouldValidate: 'onSubmit',
  });
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex max-w-md flex-col gap-4">
      <input type="hidden" name="intent" value="sign" />
      <FormError id={form.errorId} errors={form.errors} />
      <InputField
        field={fields.password}
        label={t('contracts:sign.password')}
        hint={t('contracts:sign.passwordHint')}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton busy={busy}>{busy ? t('contracts:sign.signing') : t('contracts:sign.submit')}</SubmitButton>
    </Form>
  );
}

/** Electronic ID: one button that goes to the broker (a plain POST, no JavaScript needed). */
function EidSignForm() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" reloadDocument className="mt-4 flex max-w-md flex-col gap-4">
      <input type="hidden" name="intent" value="eid" />
      <p className="text-sm text-muted">{t('contracts:sign.eidHint')}</p>
      <SubmitButton busy={busy}>{busy ? t('contracts:sign.eidRedirecting') : t('contracts:sign.eidSubmit')}</SubmitButton>
    </Form>
  );
}

export default function SignContract({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { contract, me, method, refused } = loaderData;
  const title = t('contracts:sign.title', { reference: contract.reference });
  const pdf = `/rental-contracts/${contract.id}/document.pdf`;
  const cannot = me?.signedAt ? 'alreadySigned' : me && contract.status !== 'awaiting_signatures' ? 'notAwaiting' : 'notForYou';
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/rental-contracts/${contract.id}`} className="font-medium text-brand-700 underline underline-offset-2">
          {t('contracts:overview.title', { reference: contract.reference })}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <ContractStatusBadge status={contract.status} />
      </div>
      <p className="mt-2 text-muted break-words">
        {contract.terms.address ?? t('contracts:list.noAddress')}
        {' · '}
        <ContractPeriod terms={contract.terms} />
        {contract.terms.rentIsk !== null && (
          <>
            {' · '}
            {t('contracts:list.perMonth', { amount: formatMoney(contract.terms.rentIsk, locale) })}
          </>
        )}
      </p>
      <section aria-labelledby="read-title" className="mt-6">
        <h2 id="read-title" className="text-xl font-semibold">
          {t('contracts:sign.readTitle')}
        </h2>
        <p className="mt-2">{t('contracts:sign.readText')}</p>
        <ul className="mt-3 flex flex-col gap-2">
          <li>
            <a href={pdf} className="font-medium text-brand-700 underline underline-offset-2" data-testid="contract-pdf">
              {t('contracts:sign.pdf')}
            </a>
          </li>
          {locale !== 'is' && (
            <li>
              <a
                href={`${pdf}?translation=${locale}`}
                className="font-medium text-brand-700 underline underline-offset-2"
                data-testid="contract-pdf-translation"
              >
                {t('contracts:sign.translation')}
              </a>
              <p className="text-sm text-muted">{t('contracts:sign.translationNote')}</p>
            </li>
          )}
        </ul>
      </section>
      <section aria-labelledby="sign-title" className="mt-8">
        <h2 id="sign-title" className="text-xl font-semibold">
          {t('contracts:sign.signTitle')}
        </h2>
        {/* Back from the electronic ID without a signature: why, and what to do next. */}
        {refused && <FormError id="sign-refused" errors={[refused]} />}
        {contract.can.sign ? (
          method === 'eid' ? (
            <>
              <p className="mt-2">{t('contracts:sign.eidText')}</p>
              <EidSignForm />
            </>
          ) : (
            <>
              <p className="mt-2">{t('contracts:sign.signText')}</p>
              <SignForm lastResult={actionData as SubmissionResult | undefined} />
            </>
          )
        ) : (
          <p className="mt-2" data-testid="cannot-sign">
            {t(`contracts:sign.${cannot}`)}
          </p>
        )}
      </section>
    </div>
  );
}
