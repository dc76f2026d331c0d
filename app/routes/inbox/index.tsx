import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContextLine } from '#app/components/inbox/context-line.ts';
import { useSentAt } from '#app/components/inbox/sent-at.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import type { ConversationDto } from '#common/inbox-dto.ts';
import { listConversations } from '#server/domain/inbox/conversations.service.ts';
import { myTeamInboxes } from '#server/domain/team-inbox/team-inbox.service.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['auth'], i18n: ['inbox', 'teamInbox'] };

// /inbox: the person's conversations, newest activity first, twenty a page (?page=2): those they
// take part in. A team member finds the team's other conversations through the team inbox links.
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  const [result, teamInboxes] = await Promise.all([
    listConversations(service, { page: Number.isFinite(page) ? page : 1 }),
    myTeamInboxes(service),
  ]);
  return { ...result, teamInboxes, notice: noticeFrom(request) };
}

function ConversationItem({ conversation }: { conversation: ConversationDto }) {
  const { t } = useTranslation();
  const sentAt = useSentAt();
  const contextLine = useContextLine();
  const name = conversation.other.name ?? t('inbox:someone');
  const unread = conversation.unread > 0;
  return (
    <li data-testid="conversation" data-unread={unread}>
      <Link
        to={`/inbox/${conversation.id}`}
        className={`flex min-h-11 flex-col gap-1 p-4 hover:bg-brand-50 ${unread ? 'bg-brand-50/60' : ''}`}
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`break-words ${unread ? 'font-bold' : 'font-semibold'}`}>{name}</span>
          {conversation.last_message_at && (
            <time dateTime={conversation.last_message_at} className="text-sm text-muted">
              {sentAt(conversation.last_message_at)}
            </time>
          )}
        </span>
        <span className="text-sm break-words text-muted">{contextLine(conversation.context)}</span>
        <span className="flex items-start justify-between gap-3">
          <span className={`min-w-0 break-words ${unread ? 'font-semibold text-ink' : 'text-ink'}`}>
            {conversation.last_message_excerpt === null
              ? t('inbox:list.noMessages')
              : `${conversation.last_message_mine ? `${t('inbox:list.you')} ` : ''}${conversation.last_message_excerpt}`}
          </span>
          {unread && (
            <span
              data-testid="conversation-unread"
              className="shrink-0 rounded-full bg-danger-600 px-2 text-sm leading-6 font-bold text-white"
            >
              {t('inbox:list.unread', { count: conversation.unread })}
            </span>
          )}
          {(conversation.blocked_by_me || conversation.blocked_me) && (
            <span className="shrink-0 rounded-full border border-line px-2 text-sm leading-6">{t('inbox:list.blocked')}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, pages, notice, teamInboxes } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${t('inbox:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('inbox:title')}</h1>
      <p className="mt-1 text-muted">{t('inbox:intro')}</p>
      <div className="mt-4">
        <FlashNotice notice={notice} />
      </div>
      {teamInboxes.length > 0 && (
        <nav
          aria-labelledby="team-inboxes"
          className="mt-4 rounded-xl border border-line bg-subtle p-4"
          data-testid="team-inboxes"
        >
          <p id="team-inboxes" className="text-sm text-muted">
            {t('teamInbox:personal.hint')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {teamInboxes.map((team) => (
              <li key={team.slug}>
                <Link to={`/teams/${team.slug}/inbox`} className={buttonStyles('secondary', 'sm')}>
                  {t('teamInbox:personal.link', { team: team.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('inbox:empty.title')}
          text={t('inbox:empty.text')}
          action={
            <Link to="/listings" className={buttonStyles('primary')}>
              {t('inbox:empty.action')}
            </Link>
          }
        />
      ) : (
        <ul
          aria-label={t('inbox:list.label')}
          className="mt-6 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white"
        >
          {items.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('inbox:list.pages')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={`/inbox?page=${page - 1}`} className={buttonStyles('secondary', 'sm')}>
              {t('inbox:list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('inbox:list.page', { page, pages })}</span>
          {page < pages ? (
            <Link to={`/inbox?page=${page + 1}`} className={buttonStyles('secondary', 'sm')}>
              {t('inbox:list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
