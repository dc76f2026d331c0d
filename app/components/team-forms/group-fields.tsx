import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#app/components/ui/field-error.tsx';
import { GROUP_NAME_MAX } from '#common/listing-groups.ts';
import { MAX_AUTO_REPLY_LENGTH, MAX_GROUP_QUESTIONS, MAX_QUESTION_LENGTH } from '#common/team-rules.ts';

const input = 'h-12 w-full rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600';
const area = 'w-full rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600';

/**
 * A listing group's own fields: its name, its questions (a textarea, one per line: add, remove
 * and reorder by editing the text, no JavaScript needed) and its auto-reply. Errors beside each.
 */
export function GroupFields({ fields }: { fields: Record<'name' | 'questions' | 'autoReply', FieldMetadata<string>> }) {
  const { t } = useTranslation('teamForms');
  const { name, questions, autoReply } = fields;
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={name.id} className="font-medium">
          {t('form.name')}
        </label>
        <input {...getInputProps(name, { type: 'text' })} key={name.key} maxLength={GROUP_NAME_MAX} className={input} />
        <FieldError id={name.errorId} errors={name.errors} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={questions.id} className="font-medium">
          {t('form.questions')}
        </label>
        <p id={`${questions.id}-hint`} className="text-sm text-muted">
          {t('form.questionsHint', { max: MAX_GROUP_QUESTIONS, length: MAX_QUESTION_LENGTH })}
        </p>
        <textarea
          {...getTextareaProps(questions)}
          key={questions.key}
          rows={5}
          aria-describedby={`${questions.id}-hint ${questions.errorId}`}
          className={area}
        />
        <FieldError id={questions.errorId} errors={questions.errors} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={autoReply.id} className="font-medium">
          {t('form.autoReply')}
        </label>
        <p id={`${autoReply.id}-hint`} className="text-sm text-muted">
          {t('form.autoReplyHint', { max: MAX_AUTO_REPLY_LENGTH })}
        </p>
        <textarea
          {...getTextareaProps(autoReply)}
          key={autoReply.key}
          rows={5}
          aria-describedby={`${autoReply.id}-hint ${autoReply.errorId}`}
          className={area}
        />
        <FieldError id={autoReply.errorId} errors={autoReply.errors} />
      </div>
    </>
  );
}
