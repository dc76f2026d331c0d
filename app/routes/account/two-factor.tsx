import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { IntentButton } from '#app/components/forms/intent-button.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { errorReply, noticeFrom, redirectWithNotice, refusalOf, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { qrCodeSvg } from '#server/auth/qr-code.ts';
import { twoFactorCodeSchema, twoFactorDisableSchema } from '#server/domain/auth/two-factor.schemas.ts';
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  getPendingSetup,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from '#server/domain/auth/two-factor.service.ts';
import { passwordConfirmSchema } from '#server/domain/users/profile.schemas.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/two-factor';

export const handle = { middleware: ['auth'], i18n: ['security'] };

const PATH = '/account/login-security/two-factor';

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const [status, pending] = await Promise.all([getTwoFactorStatus(service), getPendingSetup(service)]);
  const setup = pending ? { secret: pending.secret, qrSvg: await qrCodeSvg(pending.otpauth_uri) } : null;
  return { status, setup, notice: noticeFrom(request) };
}

const SCHEMAS = { confirm: twoFactorCodeSchema, disable: twoFactorDisableSchema, regenerate: passwordConfirmSchema } as const;
type FormIntent = keyof typeof SCHEMAS;

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const { limitPasswordAgain } = getRequestContext(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (intent === 'start' || intent === 'cancel') {
    try {
      await (intent === 'start' ? startTwoFactorSetup(service) : cancelTwoFactorSetup(service));
    } catch (error) {
      // Already on (a second tab): the page shows the current state.
      return whenRefused(error, { two_factor_already_enabled: () => redirect(PATH) });
    }
    return redirect(PATH);
  }
  if (!(intent in SCHEMAS)) return redirect(PATH);
  const formIntent = intent as FormIntent;
  const submission = parseWithZod(formData, { schema: SCHEMAS[formIntent] });
  const hide = { hideFields: ['password'], resetForm: false };
  if (submission.status !== 'success') return data({ intent, reply: submission.reply(hide), codes: null }, { status: 422 });
  try {
    if (formIntent === 'disable') {
      await limitPasswordAgain('password', () =>
        disableTwoFactor(service, submission.value as { password: string; code: string }),
      );
      return redirectWithNotice(PATH, 'security:twoFactor.turnedOff');
    }
    const codes =
      formIntent === 'confirm'
        ? await confirmTwoFactorSetup(service, submission.value as { code: string })
        : await limitPasswordAgain('password', () => regenerateRecoveryCodes(service, submission.value as { password: string }));
    // Shown in this response only: the codes are stored as hashes and can't be shown again.
    return { intent, reply: null, codes };
  } catch (error) {
    // Turned on or off in another tab meanwhile (a 409): the page shows the current state.
    const refused = refusalOf(error);
    if (!refused.fields && refused.status === 409) return redirect(PATH);
    const { reply, status, headers } = errorReply(submission, refused, { hideFields: hide.hideFields });
    return data({ intent, reply, codes: null }, { status, headers });
  }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { status, setup } = loaderData;
  const replyFor = (intent: string) =>
    actionData?.intent === intent && actionData.reply ? (actionData.reply as SubmissionResult) : undefined;
  return (
    <div className="max-w-3xl">
      <title>{`${t('security:twoFactor.title')} · ${t('brand.name')}`}</title>
      <p className="text-sm">
        <Link to="/account/login-security" className="text-brand-700 underline">
          {t('security:twoFactor.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('security:twoFactor.title')}</h1>
      <p className="mt-2 text-muted">{t('security:twoFactor.intro')}</p>
      <FlashNotice notice={loaderData.notice} />

      {actionData?.codes ? (
        <RecoveryCodes codes={actionData.codes} justEnabled={actionData.intent === 'confirm'} />
      ) : status.enabled ? (
        <>
          <Notice tone="success">
            {t('security:twoFactor.onSince', { when: formatDate(status.enabled_at ?? '', 'long', i18n.language as Locale) })}
          </Notice>
          <p className="mt-4 text-sm">{t('security:twoFactor.codesLeft', { count: status.recovery_codes_left })}</p>
          <PasswordForm
            intent="regenerate"
            title={t('security:twoFactor.regenerateTitle')}
            intro={t('security:twoFactor.regenerateIntro')}
            submit={t('security:twoFactor.regenerate')}
            lastResult={replyFor('regenerate')}
          />
          <PasswordForm
            intent="disable"
            title={t('security:twoFactor.disableTitle')}
            intro={t('security:twoFactor.disableIntro')}
            submit={t('security:twoFactor.disable')}
            lastResult={replyFor('disable')}
            withCode
          />
        </>
      ) : setup ? (
        <SetupStep secret={setup.secret} qrSvg={setup.qrSvg} lastResult={replyFor('confirm')} />
      ) : (
        <div className="mt-6">
          <p className="font-medium">{t('security:twoFactor.off')}</p>
          <p className="mt-1 text-sm text-muted">{t('security:twoFactor.apps')}</p>
          <div className="mt-4">
            <IntentButton intent="start">{t('security:twoFactor.start')}</IntentButton>
          </div>
        </div>
      )}
    </div>
  );
}

function SetupStep({ secret, qrSvg, lastResult }: { secret: string; qrSvg: string; lastResult?: SubmissionResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'confirm-two-factor',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorCodeSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <section aria-labelledby="setup-title" className="mt-6 rounded-xl border border-line p-4 sm:p-6">
      <h2 id="setup-title" className="text-lg font-bold">
        {t('security:twoFactor.setupTitle')}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
        <li>{t('security:twoFactor.step1')}</li>
        <li>{t('security:twoFactor.step2')}</li>
        <li>{t('security:twoFactor.step3')}</li>
      </ol>
      <div
        role="img"
        aria-label={t('security:twoFactor.qrLabel')}
        className="mt-4 w-48 max-w-full rounded-md border border-line bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew from our own otpauth address
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="mt-4 text-sm">{t('security:twoFactor.manual')}</p>
      <p className="mt-1 break-all font-mono text-base tracking-wider" data-testid="totp-secret">
        {secret.match(/.{1,4}/g)?.join(' ')}
      </p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="confirm" />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={fields.code} label={t('security:twoFactor.code')} type="text" autoComplete="one-time-code" />
        <SubmitButton busy={navigation.state === 'submitting'}>{t('security:twoFactor.confirm')}</SubmitButton>
      </Form>
      <div className="mt-4">
        <IntentButton intent="cancel">{t('security:twoFactor.cancel')}</IntentButton>
      </div>
    </section>
  );
}

function RecoveryCodes({ codes, justEnabled }: { codes: string[]; justEnabled: boolean }) {
  const { t } = useTranslation();
  const text = `${t('security:twoFactor.codesFileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="codes-title" className="mt-6 rounded-xl border border-line p-4 sm:p-6">
      {justEnabled && <Notice tone="success">{t('security:twoFactor.turnedOn')}</Notice>}
      <h2 id="codes-title" className="mt-4 text-lg font-bold">
        {t('security:twoFactor.codesTitle')}
      </h2>
      <p className="mt-2 text-sm">{t('security:twoFactor.codesIntro')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-base" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="heimaleiga-recovery-codes.txt"
          className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-subtle"
        >
          {t('security:twoFactor.codesDownload')}
        </a>
        <Link
          to={PATH}
          className="inline-flex h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('security:twoFactor.codesDone')}
        </Link>
      </div>
    </section>
  );
}

function PasswordForm(props: {
  intent: 'disable' | 'regenerate';
  title: string;
  intro: string;
  submit: string;
  lastResult?: SubmissionResult;
  withCode?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const schema = props.withCode ? twoFactorDisableSchema : passwordConfirmSchema.extend({ code: z.string().optional() });
  // One shape for both forms; the regenerate form simply has no code field.
  const [form, fields] = useForm<{ password: string; code?: string }>({
    id: `two-factor-${props.intent}`,
    lastResult: props.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
  });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === props.intent;
  return (
    <section aria-labelledby={`${props.intent}-title`} className="mt-6 rounded-xl border border-line p-4 sm:p-6">
      <h2 id={`${props.intent}-title`} className="text-lg font-bold">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{props.intro}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value={props.intent} />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.password}
          label={t('security:twoFactor.password')}
          type="password"
          autoComplete="current-password"
        />
        {props.withCode && (
          <InputField
            field={fields.code}
            label={t('security:twoFactor.codeOrRecovery')}
            type="text"
            autoComplete="one-time-code"
          />
        )}
        <SubmitButton busy={busy}>{props.submit}</SubmitButton>
      </Form>
    </section>
  );
}
