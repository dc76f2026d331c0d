import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect } from 'react-router';
import { ConversationAbout, ConversationHeading, ConversationPager } from '#app/components/inbox/inbox-list.tsx';
import { MessageItem } from '#app/components/inbox/message-item.tsx';
import { ReplyForm } from '#app/components/inbox/reply-form.tsx';
import { useLiveMessages } from '#app/components/inbox/use-live-messages.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { inputClass } from '#app/components/ui/field-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { contextHref, REPORT_MESSAGE_MAX, REPORT_REASONS } from '#common/inbox.ts';
import { blockInConversation, reportInConversation, unblockInConversation } from '#server/domain/inbox/blocks.service.ts';
import { getConversation, markConversationRead, sendMessage } from '#server/domain/inbox/conversations.service.ts';
import { reportUserSchema, sendMessageSchema } from '#server/domain/inbox/inbox.schemas.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/conversation';

export const handle = { middleware: ['auth'], i18n: ['inbox', 'profile'] };

// /inbox/{id}: one conversation. Opening it marks it read; new messages arrive live while it is
// open (useLiveMessages). The reply form is a plain multipart form that works without JavaScript.
// ?before=<message id> shows the older messages.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const url = new URL(request.url);
  const before = url.searchParams.get('before');
  const detail = await forPage(() => getConversation(service, params.id, { before, links: 'page' }));
  if (!before) await markConversationRead(service, params.id);
  return {
    ...detail,
    before,
    notice: noticeFrom(request),
    uploadError: url.searchParams.get('upload_error') === 'upload_too_large',
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const path = `/inbox/${params.id}`;
  const formData = await request.formData();
  const intent = formData.get('intent');
  const refusedPage = (error: unknown) =>
    whenRefused(error, {
      refused: (refused) => {
        throw asPageError(refused);
      },
    });
  if (intent === 'block' || intent === 'unblock') {
    try {
      if (intent === 'block') await blockInConversation(service, params.id);
      else await unblockInConversation(service, params.id);
    } catch (error) {
      return refusedPage(error);
    }
    return redirectWithNotice(path, intent === 'block' ? 'inbox:notices.blocked' : 'inbox:notices.unblocked');
  }
  if (intent === 'report') {
    const submission = parseWithZod(formData, { schema: reportUserSchema });
    if (submission.status !== 'success') return data({ report: submission.reply(), send: null }, { status: 422 });
    try {
      await reportInConversation(service, params.id, submission.value);
    } catch (error) {
      return whenRefused(error, {
        user_already_reported: () => redirectWithNotice(path, 'inbox:notices.alreadyReported'),
        refused: (refused) => {
          throw asPageError(refused);
        },
      });
    }
    return redirectWithNotice(path, 'inbox:notices.reported');
  }
  if (intent !== 'send') return redirect(path);
  const submission = parseWithZod(formData, { schema: sendMessageSchema });
  if (submission.status !== 'success') return data({ send: submission.reply(), report: null }, { status: 422 });
  try {
    await sendMessage(service, params.id, submission.value, await filesFromForm(formData, 'files'), 'page');
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ send: reply, report: null }, { status });
  }
  return redirect(`${path}#reply`);
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversation, messages, older_cursor, before, notice, uploadError } = loaderData;
  const name = conversation.other.name ?? t('inbox:someone');
  const lastId = messages.at(-1)?.id ?? null;
  // Only the newest page listens: an older page is history.
  const arrived = useLiveMessages(conversation.id, before ? null : lastId);
  // Said only once the page's script runs: without JavaScript nothing arrives by itself.
  const [listening, setListening] = useState(false);
  useEffect(() => setListening(true), []);
  const shownIds = new Set(messages.map((m) => m.id));
  const live = before ? [] : arrived.filter((m) => !shownIds.has(m.id));
  const [report, reportFields] = useForm({
    id: 'report-form',
    lastResult: actionData?.report ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportUserSchema }),
    shouldValidate: 'onSubmit',
  });
  const href = contextHref(conversation.context, conversation.my_side);
  const contextLabel = t(`inbox:context.${conversation.context.kind}`);
  const openLabel =
    conversation.context.kind === 'offer'
      ? t('inbox:context.openOffer')
      : conversation.context.kind === 'application'
        ? t('inbox:context.openApplication')
        : t('inbox:context.openListing');
  const canWrite = !conversation.blocked_by_me && !conversation.blocked_me;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <ConversationHeading
        back={{ to: '/inbox', label: t('inbox:conversation.back') }}
        title={t('inbox:conversation.with', { name })}
        notice={
          <div className="mt-4">
            <FlashNotice notice={notice} />
          </div>
        }
      />
      <ConversationAbout
        className="mt-4"
        context={conversation.context}
        href={href}
        openLabel={openLabel}
        kindLabel={contextLabel}
      />

      <section aria-labelledby="messages-heading" className="mt-6">
        <h2 id="messages-heading" className="sr-only">
          {t('inbox:conversation.messages')}
        </h2>
        <ConversationPager href={`/inbox/${conversation.id}`} before={before} olderCursor={older_cursor} />
        {messages.length === 0 && live.length === 0 ? (
          <p className="text-muted">{t('inbox:conversation.none')}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="messages">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
            {live.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
        {/* Screen readers hear of a message that arrives while the page is open. */}
        <div aria-live="polite" className="sr-only">
          {live
            .filter((m) => !m.mine)
            .slice(-1)
            .map((m) => (
              <p key={m.id}>{t('inbox:conversation.newMessage', { name: m.sender_name ?? name })}</p>
            ))}
        </div>
        {!before && listening && <p className="mt-3 text-sm text-muted">{t('inbox:conversation.live')}</p>}
      </section>

      <section id="reply" aria-labelledby="reply-heading" className="mt-8 rounded-xl border border-line bg-white p-4">
        <h2 id="reply-heading" className="text-lg font-semibold">
          {t('inbox:reply.heading')}
        </h2>
        {conversation.blocked_by_me && (
          <div className="mt-3 flex flex-col gap-3" data-testid="blocked-by-me">
            <p>{t('inbox:blocked.byMe', { name })}</p>
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="unblock" />
              <button type="submit" className={buttonStyles('secondary', 'sm')}>
                {t('inbox:blocked.unblock', { name })}
              </button>
            </Form>
          </div>
        )}
        {!conversation.blocked_by_me && conversation.blocked_me && (
          <p className="mt-3" data-testid="blocked-me">
            {t('inbox:blocked.me', { name })}
          </p>
        )}
        {canWrite && (
          <ReplyForm
            lastResult={actionData?.send ?? undefined}
            validate={({ formData }) => parseWithZod(formData, { schema: sendMessageSchema })}
            uploadError={uploadError}
          />
        )}
      </section>

      {conversation.other.id && (
        <details className="mt-8 rounded-xl border border-line bg-white p-4" data-testid="safety">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
            {t('inbox:safety.summary', { name })}
          </summary>
          <div className="mt-3 flex flex-col gap-6">
            {!conversation.blocked_by_me && (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted">{t('inbox:safety.blockHint', { name })}</p>
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="block" />
                  <button type="submit" className={buttonStyles('secondary', 'sm')}>
                    {t('inbox:safety.block', { name })}
                  </button>
                </Form>
              </div>
            )}
            {conversation.reported ? (
              <p data-testid="reported">{t('inbox:safety.reported', { name })}</p>
            ) : (
              <Form method="post" reloadDocument {...getFormProps(report)} className="flex flex-col gap-3">
                <h3 className="font-semibold">{t('inbox:safety.reportHeading', { name })}</h3>
                <p className="text-sm text-muted">{t('inbox:safety.reportHint', { name })}</p>
                <input type="hidden" name="intent" value="report" />
                <FormError id={report.errorId} errors={report.errors} />
                <fieldset className="flex flex-col gap-2" aria-describedby={reportFields.reason.errorId}>
                  <legend className="mb-1 font-medium">{t('inbox:safety.reason')}</legend>
                  {REPORT_REASONS.map((reason) => (
                    <label key={reason} className="flex min-h-11 items-center gap-3 rounded-md border border-line px-3">
                      <input
                        type="radio"
                        name={reportFields.reason.name}
                        value={reason}
                        defaultChecked={reportFields.reason.initialValue === reason}
                        className="size-5 shrink-0"
                      />
                      <span>{t(`inbox:reasons.${reason}`)}</span>
                    </label>
                  ))}
                  <FieldError id={reportFields.reason.errorId} errors={reportFields.reason.errors} />
                </fieldset>
                <div className="flex flex-col gap-1">
                  <label htmlFor={reportFields.message.id} className="font-medium">
                    {t('inbox:safety.message')}
                  </label>
                  <textarea
                    {...getTextareaProps(reportFields.message)}
                    key={reportFields.message.key}
                    rows={3}
                    maxLength={REPORT_MESSAGE_MAX}
                    className={`${inputClass} py-2`}
                  />
                  <FieldError id={reportFields.message.errorId} errors={reportFields.message.errors} />
                </div>
                <div>
                  <button type="submit" className={buttonStyles('danger', 'sm')}>
                    {t('inbox:safety.report')}
                  </button>
                </div>
              </Form>
            )}
          </div>
        </details>
      )}
    </div>
  );
}
