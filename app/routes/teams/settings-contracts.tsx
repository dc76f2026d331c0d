import { useTranslation } from 'react-i18next';
import { PaymentFields } from '#app/components/contract-forms/payments-form.tsx';
import { FireSafetyFields, HouseRuleFields } from '#app/components/contract-forms/rules-form.tsx';
import { TextArea, TextInput } from '#app/components/listing-forms/fields.tsx';
import { StepForm, useStepForm } from '#app/components/step-form/step-form.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatInputNumber } from '#common/format.ts';
import { getContractDefaults, setContractDefaults } from '#server/domain/contracts/contract-defaults.service.ts';
import { contractDefaultsSchema } from '#server/domain/contracts/contract-steps.schemas.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/settings-contracts';

export const handle = { middleware: ['team:team.update'], i18n: ['teams', 'contracts', 'wizard'] };

// /teams/{slug}/settings/contracts: the team's default terms, prefilled into its new contract
// drafts (docs/rules/contracts.md "The wizard"). The fields are the wizard's own.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const defaults = await forPage(() => getContractDefaults(serviceFrom(context), params.slug));
  return { defaults, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  return formAction(await request.formData(), contractDefaultsSchema, async (value) => {
    await setContractDefaults(service, params.slug, value);
    return redirectWithNotice(`/teams/${params.slug}/settings/contracts`, 'contracts:teamDefaults.saved');
  });
}

export default function TeamContractDefaults({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('contracts');
  const { t: tc } = useTranslation('common');
  const saved = loaderData.defaults as Record<string, unknown>;
  const months = saved.securityMonths;
  const { form, fields } = useStepForm({
    lastResult: actionData && 'status' in actionData ? actionData : undefined,
    // Security months as the language writes them ("1,5").
    defaultValue: {
      ...saved,
      securityMonths: typeof months === 'number' ? formatInputNumber(months, uiLocale(i18n.language), 1) : months,
    },
  });
  const buttons = (
    <div className="border-t border-line pt-5">
      <button type="submit" className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
        {t('teamDefaults.save')}
      </button>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('teamDefaults.title')} · ${tc('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('teamDefaults.title')}</h1>
      <p className="text-muted">{t('teamDefaults.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      <StepForm form={form} buttons={buttons}>
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 text-lg font-semibold">{t('steps.payments.title')}</legend>
          <PaymentFields fields={fields} issues={[]} payouts={null} />
          <TextInput
            field={fields.securityMonths}
            label={t('teamDefaults.securityMonths')}
            hint={t('teamDefaults.securityMonthsHint')}
            inputMode="decimal"
          />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 text-lg font-semibold">{t('steps.rules.title')}</legend>
          <HouseRuleFields fields={fields} issues={[]} />
          <FireSafetyFields fields={fields} issues={[]} />
          <TextArea field={fields.specialProvisions} label={t('steps.rules.specialProvisions')} rows={4} />
        </fieldset>
      </StepForm>
    </div>
  );
}
