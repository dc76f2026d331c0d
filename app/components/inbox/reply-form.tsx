import { getFormProps, getTextareaProps, type Submission, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { inputClass } from '#app/components/ui/field-styles.ts';
import { FileInput } from '#app/components/ui/file-input.tsx';
import { ATTACHMENT_ACCEPT, MESSAGE_MAX } from '#common/inbox.ts';

/** What the form holds, as the inbox's sendMessageSchema reads it (the files are checked by the service). */
type ReplyFields = { body?: string };
type ReplyValue = { body: string | undefined };
type Validate = (context: { formData: FormData }) => Submission<ReplyFields, string[], ReplyValue>;

/**
 * The answer form of a conversation, one for the personal inbox (/inbox/{id}) and the team inbox
 * (/teams/{slug}/inbox/{id}): the message and files to attach, posted as a plain multipart form
 * (`intent=send`) that works without JavaScript; the page's action answers with a redirect. The
 * route validates with the inbox's schema (`validate`), as its action does, and passes
 * `uploadError` when the body limit sent the post back (`?upload_error=upload_too_large`).
 */
export function ReplyForm({
  lastResult,
  validate,
  uploadError = false,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  validate: Validate;
  uploadError?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [reply, fields] = useForm<ReplyFields, ReplyValue>({
    id: 'reply-form',
    lastResult,
    onValidate: validate,
    shouldValidate: 'onSubmit',
  });
  const fileErrors = Object.entries(reply.allErrors)
    .filter(([key]) => key.startsWith('files'))
    .flatMap(([, errors]) => errors);
  if (uploadError) fileErrors.push('upload_too_large');
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      {...getFormProps(reply)}
      className="mt-3 flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="send" />
      <FormError id={reply.errorId} errors={reply.errors} />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.body.id} className="font-medium">
          {t('inbox:reply.body')}
        </label>
        <textarea
          {...getTextareaProps(fields.body)}
          key={fields.body.key}
          rows={4}
          maxLength={MESSAGE_MAX}
          className={`${inputClass} py-2`}
        />
        <FieldError id={fields.body.errorId} errors={fields.body.errors} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="reply-files" className="font-medium">
          {t('inbox:reply.files')}
        </label>
        <p id="reply-files-hint" className="text-sm text-muted">
          {t('inbox:reply.filesHint')}
        </p>
        <FileInput
          id="reply-files"
          name="files"
          multiple
          accept={ATTACHMENT_ACCEPT}
          describedBy="reply-files-hint reply-files-error"
          invalid={fileErrors.length > 0}
        />
        <FieldError id="reply-files-error" errors={[...new Set(fileErrors)]} />
      </div>
      <div>
        <button type="submit" className={buttonStyles('primary')} disabled={busy}>
          {busy ? t('inbox:reply.sending') : t('inbox:reply.send')}
        </button>
      </div>
    </Form>
  );
}
