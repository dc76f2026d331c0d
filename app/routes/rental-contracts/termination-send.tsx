import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import {
  NoticeRuleText,
  Row,
  requestEnd,
  TerminationHeader,
  terminationsPath,
  useDay,
} from '#app/components/terminations/termination-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';
import { redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { isId } from '#common/input.ts';
import { getTermination, sendTermination, withdrawTermination } from '#server/domain/terminations/terminations.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/termination-send';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests/send?request={draft}: review one's side's draft and
// send it (a plain POST). The other side is notified; notice and rescission are binding when sent.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('request');
  if (!isId(id)) throw asPageError(new AppError('not_found'));
  const page = await terminationPage(context, params.id);
  const draft = await forPage(() => getTermination(serviceFrom(context), params.id, id));
  if (!draft.can.send) throw redirect(`${terminationsPath(params.id)}/${id}`);
  return { ...page, draft };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const form = await request.formData();
  const id = String(form.get('request') ?? '');
  const base = terminationsPath(params.id);
  try {
    if (form.get('intent') === 'withdraw') {
      await withdrawTermination(service, params.id, id);
      return redirectWithNotice(base, 'terminations:notices.withdrawn');
    }
    await sendTermination(service, params.id, id);
    return redirectWithNotice(`${base}/${id}`, 'terminations:notices.sent');
  } catch (error) {
    return whenRefused(error, {
      not_found: () => {
        throw asPageError(error);
      },
      refused: (refusal) => ({ error: refusal.code }),
    });
  }
}

export default function TerminationSend({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const day = useDay();
  const { overview, address, draft } = loaderData;
  const end = requestEnd(draft);
  return (
    <div className="max-w-3xl">
      <TerminationHeader overview={overview} address={address} title={t('terminations:send.title')} />
      <p className="mt-4">{t('terminations:send.intro')}</p>
      <FormError id="send-error" errors={actionData?.error ? [actionData.error] : undefined} />
      <dl className="mt-4 divide-y divide-line">
        <Row label={t('terminations:request.kind')}>
          {t(`terminations:kinds.${draft.kind}`)}
          {draft.case && ` · ${t(`terminations:cases.${draft.case}`)}`}
        </Row>
        <Row label={t('terminations:request.from')}>{t(`terminations:sides.${draft.fromSide}`)}</Row>
        {draft.reasonCode && <Row label={t('terminations:request.reason')}>{t(`terminations:reasons.${draft.reasonCode}`)}</Row>}
        {draft.reasonText && (
          <Row label={draft.kind === 'negotiate' ? t('terminations:request.message') : t('terminations:request.reason')}>
            <span className="whitespace-pre-line">{draft.reasonText}</span>
          </Row>
        )}
        {end && (
          <Row label={draft.kind === 'violate' ? t('terminations:request.effective') : t('terminations:request.end')}>
            {day(end)}
          </Row>
        )}
      </dl>
      {draft.rule && draft.legalEndDate && (
        <div className="mt-4">
          <NoticeRuleText rule={draft.rule} endDate={draft.legalEndDate} />
        </div>
      )}
      <p className="mt-4 text-sm text-muted">
        {draft.kind === 'negotiate' ? t('terminations:send.proposalNote') : t('terminations:send.bindingNote')}
        {draft.kind !== 'negotiate' && draft.fromSide === 'landlord' && ` ${t('terminations:send.registryNote')}`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" reloadDocument>
          <input type="hidden" name="request" value={draft.id} />
          <input type="hidden" name="intent" value="send" />
          <button type="submit" className={buttonStyles('primary')} data-testid="send-termination">
            {t('terminations:send.submit')}
          </button>
        </Form>
        <Form method="post" reloadDocument>
          <input type="hidden" name="request" value={draft.id} />
          <input type="hidden" name="intent" value="withdraw" />
          <button type="submit" className={buttonStyles('secondary')}>
            {t('terminations:send.withdraw')}
          </button>
        </Form>
      </div>
    </div>
  );
}
