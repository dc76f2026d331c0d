import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AuthCard, Notice } from '#app/components/forms/auth-card.tsx';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { resendConfirmation } from '#server/domain/accounts/accounts.service.ts';
import { getCurrentUser } from '#server/domain/users/users.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/email-confirmation';

export const handle = { middleware: ['auth'], i18n: ['auth'] };

// /email_confirmation: where the signed-in person sees whether their address is confirmed,
// and asks for a new link (5 an hour).
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getCurrentUser(serviceFrom(context));
  return { email: user.email, confirmed: user.email_confirmed };
}

export async function action({ context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  try {
    await ctx.limitMail(`resend:${ctx.actor?.userId}`, ctx.user?.email ?? '');
  } catch (error) {
    return whenRefused(error, { rate_limited: () => ({ result: 'rate_limited' as const }) });
  }
  const { alreadyConfirmed } = await resendConfirmation(ctx.service());
  return { result: alreadyConfirmed ? ('already' as const) : ('resent' as const) };
}

export default function EmailConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { email, confirmed } = loaderData;
  return (
    <AuthCard title={t('auth:confirm.title')}>
      {confirmed ? (
        <Notice tone="success">{t('auth:confirm.confirmed', { email })}</Notice>
      ) : (
        <>
          <p className="mt-4">{t('auth:confirm.sent', { email })}</p>
          {actionData?.result === 'resent' && <Notice tone="success">{t('auth:confirm.resent')}</Notice>}
          {actionData?.result === 'already' && <Notice tone="success">{t('auth:confirm.already')}</Notice>}
          {actionData?.result === 'rate_limited' && <Notice tone="warning">{t('errors:form.rate_limited_mail')}</Notice>}
          <Form method="post" className="mt-6 flex flex-col">
            <SubmitButton busy={busy}>{t('auth:confirm.resend')}</SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
