import { useTranslation } from 'react-i18next';
import { useSentAt } from '#app/components/inbox/sent-at.ts';
import type { NoteDto } from '#common/team-inbox.ts';

/**
 * An internal note among the messages of a team conversation, marked so nobody takes it for a
 * message: a dashed amber box across the thread saying the tenant never sees it.
 */
export function NoteItem({ note }: { note: NoteDto }) {
  const { t } = useTranslation();
  const sentAt = useSentAt();
  const author = note.mine ? t('inbox:conversation.you') : (note.author?.name ?? t('inbox:someone'));
  return (
    <li id={`n-${note.id}`} data-testid="note" className="flex flex-col items-center">
      <article
        aria-label={`${t('teamInbox:note.marker')}: ${author}, ${sentAt(note.created_at)}`}
        className="w-full max-w-[92%] rounded-xl border-2 border-dashed border-accent-600 bg-warning-100 px-4 py-3"
      >
        <p className="text-sm font-semibold text-accent-600">{t('teamInbox:note.marker')}</p>
        <p className="text-sm text-ink">
          <span className="font-semibold">{author}</span> <time dateTime={note.created_at}>{sentAt(note.created_at)}</time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words">{note.body}</p>
      </article>
    </li>
  );
}
