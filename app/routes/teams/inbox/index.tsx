import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContextLine } from '#app/components/inbox/context-line.ts';
import { useSentAt } from '#app/components/inbox/sent-at.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { isId } from '#common/input.ts';
import { isTeamInboxFilter, TEAM_INBOX_FILTERS, type TeamConversationDto, type TeamInboxFilter } from '#common/team-inbox.ts';
import { listTeamConversations } from '#server/domain/team-inbox/team-inbox.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['team:conversation.read'], i18n: ['teams', 'inbox', 'teamInbox'] };

// /teams/{slug}/inbox: the team's shared conversations, newest activity first, filtered
// (?filter=mine|unassigned|unread) and paged by keyset (?after=<the last conversation shown>).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const given = url.searchParams.get('filter');
  const filter: TeamInboxFilter = isTeamInboxFilter(given) ? given : 'all';
  const afterParam = url.searchParams.get('after');
  const after = isId(afterParam) ? afterParam : null;
  const page = await forPage(() => listTeamConversations(serviceFrom(context), params.slug, { filter, after }));
  return { ...page, filter, after, slug: params.slug };
}

function ConversationRow({ conversation, slug }: { conversation: TeamConversationDto; slug: string }) {
  const { t } = useTranslation();
  const sentAt = useSentAt();
  const contextLine = useContextLine();
  const unread = conversation.unread > 0;
  return (
    <li data-testid="team-conversation" data-unread={unread}>
      <Link
        to={`/teams/${slug}/inbox/${conversation.id}`}
        className={`flex min-h-11 flex-col gap-1 p-4 hover:bg-brand-50 ${unread ? 'bg-brand-50/60' : ''}`}
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`flex items-center gap-2 break-words ${unread ? 'font-bold' : 'font-semibold'}`}>
            {unread && (
              <span data-testid="unread-dot" className="size-2.5 shrink-0 rounded-full bg-danger-600">
                <span className="sr-only">{t('teamInbox:list.unread')}</span>
              </span>
            )}
            {conversation.other.name ?? t('inbox:someone')}
          </span>
          {conversation.last_message_at && (
            <time dateTime={conversation.last_message_at} className="text-sm text-muted">
              {sentAt(conversation.last_message_at)}
            </time>
          )}
        </span>
        <span className="text-sm break-words text-muted">{contextLine(conversation.context)}</span>
        <span className={`min-w-0 break-words ${unread ? 'font-semibold' : ''}`}>
          {conversation.last_message_excerpt === null
            ? t('teamInbox:list.noMessages')
            : `${conversation.last_message_mine ? `${t('teamInbox:list.you')} ` : ''}${conversation.last_message_excerpt}`}
        </span>
        <span className="text-sm text-muted" data-testid="assignee">
          {conversation.assignee
            ? t('teamInbox:list.assignedTo', { name: conversation.assignee.name ?? t('inbox:someone') })
            : t('teamInbox:list.unassigned')}
        </span>
      </Link>
    </li>
  );
}

export default function TeamInbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, next_cursor, filter, after, slug } = loaderData;
  const base = `/teams/${slug}/inbox`;
  const withFilter = (f: TeamInboxFilter) => (f === 'all' ? base : `${base}?filter=${f}`);
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('teamInbox:title')} · ${t('brand.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold">{t('teamInbox:title')}</h1>
        <p className="mt-1 text-muted">{t('teamInbox:intro')}</p>
      </div>
      <nav aria-label={t('teamInbox:filters.label')}>
        <ul className="flex flex-wrap gap-2">
          {TEAM_INBOX_FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={withFilter(f)}
                aria-current={f === filter ? 'page' : undefined}
                className={buttonStyles(f === filter ? 'primary' : 'secondary', 'sm')}
              >
                {t(`teamInbox:filters.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <EmptyState headingLevel={2} title={t('teamInbox:empty.title')} text={t('teamInbox:empty.text')} />
      ) : (
        <ul
          aria-label={t('teamInbox:list.label')}
          className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white"
        >
          {items.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} slug={slug} />
          ))}
        </ul>
      )}
      {(after || next_cursor) && (
        <nav aria-label={t('inbox:list.pages')} className="flex flex-wrap items-center justify-between gap-3">
          {after ? (
            <Link to={withFilter(filter)} className={buttonStyles('secondary', 'sm')}>
              {t('teamInbox:list.first')}
            </Link>
          ) : (
            <span />
          )}
          {next_cursor && (
            <Link
              to={`${base}?${new URLSearchParams({ ...(filter === 'all' ? {} : { filter }), after: next_cursor })}`}
              className={buttonStyles('secondary', 'sm')}
            >
              {t('teamInbox:list.older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
