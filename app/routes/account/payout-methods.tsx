import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { payoutMethodSchema } from '#server/domain/payout-methods/payouts.schemas.ts';
import {
  addPayoutMethod,
  listPayoutMethods,
  removePayoutMethod,
  setDefaultPayoutMethod,
} from '#server/domain/payout-methods/payouts.service.ts';
import type { Route } from './+types/payout-methods';

export const handle = { middleware: ['auth'], i18n: ['payouts'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { methods: await listPayoutMethods(serviceFrom(context)), notice: noticeFrom(request) };
}

const PATH = '/account/payout-methods';

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? '');
  try {
    if (intent === 'default') {
      await setDefaultPayoutMethod(service, id);
      return redirectWithNotice(PATH, 'payouts:saved.default');
    }
    if (intent === 'remove') {
      await removePayoutMethod(service, id);
      return redirectWithNotice(PATH, 'payouts:saved.removed');
    }
  } catch (error) {
    return whenRefused(error, { not_found: () => redirect(PATH) });
  }
  return formAction(formData, payoutMethodSchema, async (value) => {
    await addPayoutMethod(service, value);
    return redirectWithNotice(PATH, 'payouts:saved.added');
  });
}

export default function PayoutMethods({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { kind: 'is_bank' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: payoutMethodSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  const [kind, setKind] = useState<string>(String(f.kind.initialValue ?? 'is_bank'));
  return (
    <div className="max-w-3xl">
      <title>{`${t('payouts:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('payouts:title')}</h1>
      <p className="mt-2 text-muted">{t('payouts:intro')}</p>
      <FlashNotice notice={loaderData.notice} />

      {loaderData.methods.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-line p-6 text-center text-muted">{t('payouts:empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
          {loaderData.methods.map((method) => (
            <li
              key={method.id}
              data-testid="payout-method"
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-mono text-base font-semibold">{method.masked}</p>
                <p className="text-sm text-muted">
                  {t(`payouts:kinds.${method.kind}`)} · {method.holder_name}
                  {method.is_default && (
                    <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{t('payouts:default')}</span>
                  )}
                </p>
              </div>
              <div className="flex gap-2">
                {!method.is_default && (
                  <IntentButton intent="default" id={method.id}>
                    {t('payouts:makeDefault')}
                  </IntentButton>
                )}
                <IntentButton intent="remove" id={method.id} tone="danger">
                  {t('payouts:remove')}
                </IntentButton>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="add-payout" className="mt-8 rounded-xl border border-line p-4 sm:p-6">
        <h2 id="add-payout" className="text-lg font-bold">
          {t('payouts:add')}
        </h2>
        <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="add" />
          <FormError id={form.errorId} errors={form.errors} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{t('payouts:kindLabel')}</legend>
            {(['is_bank', 'iban'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name={f.kind.name}
                  value={value}
                  defaultChecked={kind === value}
                  onChange={() => setKind(value)}
                  className="size-5"
                />
                {t(`payouts:kinds.${value}`)}
              </label>
            ))}
          </fieldset>
          <InputField field={f.holderName} label={t('payouts:fields.holderName')} type="text" autoComplete="name" />
          {/* Both sets of fields are sent without JavaScript; the server reads the chosen kind's. */}
          <div className={kind === 'iban' ? 'hidden' : 'flex flex-col gap-4'} data-kind="is_bank">
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr_3fr] sm:gap-2">
              <InputField field={f.bank} label={t('payouts:fields.bank')} type="text" inputMode="text" />
              <InputField field={f.ledger} label={t('payouts:fields.ledger')} type="text" />
              <InputField field={f.account} label={t('payouts:fields.account')} type="text" />
            </div>
            <InputField
              field={f.ownerKennitala}
              label={t('payouts:fields.ownerKennitala')}
              type="text"
              hint={t('payouts:ownerHint')}
            />
          </div>
          <div className={kind === 'iban' ? 'flex flex-col gap-4' : 'hidden'} data-kind="iban">
            <InputField field={f.iban} label={t('payouts:fields.iban')} type="text" hint={t('payouts:ibanHint')} />
          </div>
          <SubmitButton busy={navigation.state === 'submitting'}>{t('payouts:submit')}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
