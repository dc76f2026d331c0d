import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect } from 'react-router';
import { ConversationAbout, ConversationHeading, ConversationPager } from '#app/components/inbox/inbox-list.tsx';
import { MessageItem } from '#app/components/inbox/message-item.tsx';
import { ReplyForm } from '#app/components/inbox/reply-form.tsx';
import { useLiveMessages } from '#app/components/inbox/use-live-messages.ts';
import { NoteItem } from '#app/components/team-inbox/note-item.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { inputClass } from '#app/components/ui/field-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { contextHref } from '#common/inbox.ts';
import { interleave, NOTE_MAX } from '#common/team-inbox.ts';
import { sendMessageSchema } from '#server/domain/inbox/inbox.schemas.ts';
import { addNote } from '#server/domain/team-inbox/notes.service.ts';
import { assigneeSchema, noteSchema } from '#server/domain/team-inbox/team-inbox.schemas.ts';
import {
  assignConversation,
  getTeamConversation,
  markTeamConversationRead,
  replyAsTeam,
} from '#server/domain/team-inbox/team-inbox.service.ts';
import { teamSummary } from '#server/domain/teams/team-summary.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/conversation';

export const handle = { middleware: ['team:conversation.read'], i18n: ['teams', 'inbox', 'teamInbox', 'profile'] };

// /teams/{slug}/inbox/{id}: one team conversation. Messages and internal notes in one timeline;
// answering for the team, assigning and notes by role (the forms show only for roles the access
// module grants; the services refuse the rest). Plain forms: everything works without JavaScript.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const before = new URL(request.url).searchParams.get('before');
  const [detail, team] = await forPage(() =>
    Promise.all([
      getTeamConversation(service, params.slug, params.id, { before, links: 'page' }),
      teamSummary(service, params.slug),
    ]),
  );
  if (!before) await markTeamConversationRead(service, params.slug, params.id);
  return {
    ...detail,
    before,
    teamName: team.name,
    slug: params.slug,
    notice: noticeFrom(request),
    uploadError: new URL(request.url).searchParams.get('upload_error') === 'upload_too_large',
  };
}

type Intent = 'send' | 'note' | 'assign';

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const path = `/teams/${params.slug}/inbox/${params.id}`;
  const formData = await request.formData();
  const intent = formData.get('intent');
  const fail = (form: Intent, reply: unknown, status: number) => data({ form, reply }, { status });
  if (intent === 'note') {
    const submission = parseWithZod(formData, { schema: noteSchema });
    if (submission.status !== 'success') return fail('note', submission.reply(), 422);
    try {
      await addNote(service, params.slug, params.id, submission.value);
    } catch (error) {
      const { reply, status } = errorReply(submission, error);
      return fail('note', reply, status);
    }
    return redirectWithNotice(`${path}#timeline-end`, 'teamInbox:notices.noteAdded');
  }
  if (intent === 'assign') {
    const submission = parseWithZod(formData, { schema: assigneeSchema });
    if (submission.status !== 'success') return fail('assign', submission.reply(), 422);
    try {
      await assignConversation(service, params.slug, params.id, submission.value);
    } catch (error) {
      const { reply, status } = errorReply(submission, error);
      return fail('assign', reply, status);
    }
    return redirectWithNotice(path, 'teamInbox:notices.assigned');
  }
  if (intent !== 'send') return redirect(path);
  const submission = parseWithZod(formData, { schema: sendMessageSchema });
  if (submission.status !== 'success') return fail('send', submission.reply(), 422);
  try {
    await replyAsTeam(service, params.slug, params.id, submission.value, await filesFromForm(formData, 'files'), 'page');
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return fail('send', reply, status);
  }
  return redirect(`${path}#reply`);
}

export default function TeamConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversation, messages, notes, older_cursor, before, assignable, may, teamName, slug, notice, uploadError } =
    loaderData;
  const base = `/teams/${slug}/inbox`;
  const name = conversation.other.name ?? t('inbox:someone');
  const arrived = useLiveMessages(conversation.id, before ? null : (messages.at(-1)?.id ?? null));
  const shownIds = new Set(messages.map((m) => m.id));
  const live = before ? [] : arrived.filter((m) => !shownIds.has(m.id));
  const replyFor = (form: Intent) => (actionData?.form === form ? (actionData.reply as never) : undefined);
  const [noteForm, noteFields] = useForm({
    id: 'note-form',
    lastResult: replyFor('note'),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
    shouldValidate: 'onSubmit',
  });
  const [assignForm, assignFields] = useForm({
    id: 'assign-form',
    lastResult: replyFor('assign'),
    defaultValue: { user_id: conversation.assignee?.id ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: assigneeSchema }),
    shouldValidate: 'onSubmit',
  });
  const href = contextHref(conversation.context, 'landlord');
  const entries = [
    ...interleave(messages, notes),
    ...live.map((message) => ({ kind: 'message' as const, at: message.created_at, message })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <ConversationHeading
        back={{ to: base, label: t('teamInbox:conversation.back') }}
        title={t('teamInbox:conversation.with', { name })}
        notice={<FlashNotice notice={notice} />}
      />
      <ConversationAbout context={conversation.context} href={href} openLabel={t('inbox:context.openListing')}>
        <p className="text-sm text-muted" data-testid="assignee">
          {conversation.assignee
            ? t('teamInbox:assign.current', { name: conversation.assignee.name ?? t('inbox:someone') })
            : t('teamInbox:assign.none')}
        </p>
      </ConversationAbout>

      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="sr-only">
          {t('teamInbox:conversation.timeline')}
        </h2>
        <ConversationPager href={`${base}/${conversation.id}`} before={before} olderCursor={older_cursor} />
        {entries.length === 0 ? (
          <p className="text-muted">{t('inbox:conversation.none')}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="timeline">
            {entries.map((entry) =>
              entry.kind === 'message' ? (
                <MessageItem key={entry.message.id} message={entry.message} />
              ) : (
                <NoteItem key={entry.note.id} note={entry.note} />
              ),
            )}
          </ol>
        )}
        <div id="timeline-end" />
      </section>

      {!may.send && !may.assign && !may.note && (
        <p className="rounded-xl border border-line bg-subtle p-4" data-testid="read-only">
          {t('teamInbox:viewer')}
        </p>
      )}

      {may.send && !conversation.blocked_by_me && !conversation.blocked_me && (
        <section id="reply" aria-labelledby="reply-heading" className="rounded-xl border border-line bg-white p-4">
          <h2 id="reply-heading" className="text-lg font-semibold">
            {t('teamInbox:reply.heading', { team: teamName })}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('teamInbox:reply.hint')}</p>
          <ReplyForm
            lastResult={replyFor('send')}
            validate={({ formData }) => parseWithZod(formData, { schema: sendMessageSchema })}
            uploadError={uploadError}
          />
        </section>
      )}

      {may.note && (
        <section aria-labelledby="note-heading" className="rounded-xl border-2 border-dashed border-accent-600 bg-white p-4">
          <h2 id="note-heading" className="text-lg font-semibold">
            {t('teamInbox:note.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted" id="note-hint">
            {t('teamInbox:note.hint')}
          </p>
          <Form method="post" reloadDocument {...getFormProps(noteForm)} className="mt-3 flex flex-col gap-4">
            <input type="hidden" name="intent" value="note" />
            <FormError id={noteForm.errorId} errors={noteForm.errors} />
            <div className="flex flex-col gap-1">
              <label htmlFor={noteFields.body.id} className="font-medium">
                {t('teamInbox:note.body')}
              </label>
              <textarea
                {...getTextareaProps(noteFields.body)}
                key={noteFields.body.key}
                rows={3}
                maxLength={NOTE_MAX}
                className={`${inputClass} py-2`}
              />
              <FieldError id={noteFields.body.errorId} errors={noteFields.body.errors} />
            </div>
            <div>
              <button type="submit" className={buttonStyles('secondary')}>
                {t('teamInbox:note.submit')}
              </button>
            </div>
          </Form>
        </section>
      )}

      {may.assign && (
        <section aria-labelledby="assign-heading" className="rounded-xl border border-line bg-white p-4">
          <h2 id="assign-heading" className="text-lg font-semibold">
            {t('teamInbox:assign.heading')}
          </h2>
          <Form method="post" reloadDocument {...getFormProps(assignForm)} className="mt-3 flex flex-col gap-4">
            <input type="hidden" name="intent" value="assign" />
            <FormError id={assignForm.errorId} errors={assignForm.errors} />
            <div className="flex flex-col gap-1">
              <label htmlFor={assignFields.user_id.id} className="font-medium">
                {t('teamInbox:assign.label')}
              </label>
              <NativeSelect {...getSelectProps(assignFields.user_id)} key={assignFields.user_id.key}>
                <option value="">{t('teamInbox:assign.nobody')}</option>
                {assignable.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name ?? t('inbox:someone')}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={assignFields.user_id.errorId} errors={assignFields.user_id.errors} />
            </div>
            <div>
              <button type="submit" className={buttonStyles('secondary')}>
                {t('teamInbox:assign.submit')}
              </button>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
