import { useTranslation } from 'react-i18next';
import { FileSize } from '#app/components/account/file-size.tsx';
import type { MessageDto } from '#common/inbox-dto.ts';
import { useSentAt } from './sent-at.ts';

/**
 * One message: who sent it and when, the text as written (line breaks kept, never HTML) and its
 * attachments as download links. Mine on the right, theirs on the left.
 */
export function MessageItem({ message }: { message: MessageDto }) {
  const { t } = useTranslation();
  const sentAt = useSentAt();
  const name = message.mine ? t('inbox:conversation.you') : (message.sender_name ?? t('inbox:someone'));
  // A message written for a team carries the team's name (the tenant sees who answers, and for whom).
  const sender = message.on_behalf_of ? t('inbox:conversation.forTeam', { name, team: message.on_behalf_of }) : name;
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
                  className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline [overflow-wrap:anywhere]"
                  aria-label={t('inbox:conversation.download', { name: file.file_name })}
                >
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="size-5 shrink-0"
                  >
                    <path d="M21 11l-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
                  </svg>
                  <span>{file.file_name}</span>
                  <span className="text-sm whitespace-nowrap text-muted">
                    (<FileSize bytes={file.size_bytes} />)
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
