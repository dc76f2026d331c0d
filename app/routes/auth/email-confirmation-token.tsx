import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, Notice } from '#app/components/forms/auth-card.tsx';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { checkEmailLink, confirmEmail } from '#server/domain/accounts/accounts.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/email-confirmation-token';

// The link from the confirmation mail. Public: it works in any browser, signed in or not.
// Opening it only checks the link; the button confirms, so a mail scanner can't spend it.
export const handle = { middleware: ['public'], i18n: ['auth'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  return { state: await checkEmailLink(ctx.service(), params.token), signedIn: ctx.user !== null };
}

export async function action({ params, context }: Route.ActionArgs) {
  return { result: await confirmEmail(serviceFrom(context), params.token) };
}

export default function ConfirmToken({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { state, signedIn } = loaderData;
  const result = actionData?.result;
  const continueTo = signedIn ? '/profile' : '/login';
  if (result?.ok) {
    return (
      <AuthCard title={t('auth:confirm.successTitle')}>
        <Notice tone="success">{t('auth:confirm.success', { email: result.email })}</Notice>
        <Link
          to={continueTo}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700"
        >
          {t('auth:confirm.continue')}
        </Link>
      </AuthCard>
    );
  }
  const problem = result && !result.ok ? result.reason : state !== 'ok' ? state : null;
  if (problem) {
    return (
      <AuthCard title={t('auth:confirm.failedTitle')}>
        <Notice tone="warning">{t(`auth:confirm.${problem}`)}</Notice>
        <Link
          to={signedIn ? '/email_confirmation' : '/login'}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-md border border-brand-600 font-semibold text-brand-700"
        >
          {t('auth:confirm.continue')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:confirm.title')}>
      <Form method="post" className="mt-6 flex flex-col">
        <SubmitButton busy={busy}>{t('auth:confirm.confirmButton')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
