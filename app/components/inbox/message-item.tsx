import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import type { MessageDto } from '#common/inbox-dto.ts';
import { megabytes } from '#common/uploads.ts';

/** When a message was sent: the date and the time. */
export function useSentAt() {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (iso: string) => `${formatDate(iso, 'date', locale)} ${formatDate(iso, 'time', locale)}`;
}

/**
 * One message: who sent it and when, the text as written (line breaks kept, never HTML) and its
 * attachments as download links. Mine on the right, theirs on the left.
 */
export function MessageItem({ message }: { message: MessageDto }) {
  const { t, i18n } = useTranslation();
  const sentAt = useSentAt();
  const locale = uiLocale(i18n.language);
  const sender = message.mine ? t('inbox:conversation.you') : (message.sender_name ?? t('inbox:someone'));
  return (
    <li
      id={`m-${message.id}`}
      data-testid="message"
      data-mine={message.mine}
      className={`flex flex-col ${message.mine ? 'items-end' : 'items-start'}`}
    >
      <article
        aria-label={`${sender}, ${sentAt(message.created_at)}`}
        className={`max-w-[85%] rounded-2xl border px-4 py-3 ${message.mine ? 'border-brand-100 bg-brand-50' : 'border-line bg-white'}`}
      >
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{sender}</span>{' '}
          <time dateTime={message.created_at}>{sentAt(message.created_at)}</time>
        </p>
        {message.body && <p className="mt-1 whitespace-pre-line break-words">{message.body}</p>}
        {message.attachments.length > 0 && (
          <ul aria-label={t('inbox:conversation.attachments')} className="mt-2 flex flex-col gap-1">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.file_name}
                  className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 underline"
                  aria-label={t('inbox:conversation.download', { name: file.file_name })}
                >
                  <span aria-hidden="true">📎</span>
                  <span>{file.file_name}</span>
                  <span className="text-sm whitespace-nowrap text-muted">
                    ({formatNumber(megabytes(file.size_bytes), locale, 1)} MB)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
