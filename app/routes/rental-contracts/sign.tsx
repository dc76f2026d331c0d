import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { ContractPeriod, ContractStatusBadge } from '#app/components/contracts/contract-parts.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import { contractSignSchema } from '#server/domain/contracts/contracts.schemas.ts';
import { getContract } from '#server/domain/contracts/contracts.service.ts';
import { sendForSigning, signContract } from '#server/domain/contracts/signing.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/sign';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts/{id}/sign: a signing party reads the exact PDF they sign (and, in their own
// language, a side-by-side translation) and signs with their password again. The wizard's
// finish step posts intent=send here to send the draft for signing.
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const contract = await forPage(() => getContract(service, params.id));
  return { contract, me: contract.parties.find((p) => p.userId === service.actor?.userId && p.signs) ?? null };
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
  return formAction(
    formData,
    contractSignSchema,
    async (input) => {
      await ctx.limitSignIn(`sign:${service.actor?.userId ?? ''}`, () => signContract(service, params.id, input));
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

export default function SignContract({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { contract, me } = loaderData;
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
        {contract.can.sign ? (
          <>
            <p className="mt-2">{t('contracts:sign.signText')}</p>
            <SignForm lastResult={actionData as SubmissionResult | undefined} />
          </>
        ) : (
          <p className="mt-2" data-testid="cannot-sign">
            {t(`contracts:sign.${cannot}`)}
          </p>
        )}
      </section>
    </div>
  );
}
