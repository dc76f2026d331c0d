import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InboxList, InboxPager, InboxRow } from '#app/components/inbox/inbox-list.tsx';
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
  return (
    <InboxRow
      conversation={conversation}
      to={`/teams/${slug}/inbox/${conversation.id}`}
      testId="team-conversation"
      labels={{ noMessages: t('teamInbox:list.noMessages'), you: t('teamInbox:list.you') }}
      marker={
        conversation.unread > 0 && (
          <span data-testid="unread-dot" className="size-2.5 shrink-0 rounded-full bg-danger-600">
            <span className="sr-only">{t('teamInbox:list.unread')}</span>
          </span>
        )
      }
      footer={
        <span className="text-sm text-muted" data-testid="assignee">
          {conversation.assignee
            ? t('teamInbox:list.assignedTo', { name: conversation.assignee.name ?? t('inbox:someone') })
            : t('teamInbox:list.unassigned')}
        </span>
      }
    />
  );
}

export default function TeamInbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, next_cursor, filter, after, slug } = loaderData;
  const base = `/teams/${slug}/inbox`;
  const withFilter = (f: TeamInboxFilter) => (f === 'all' ? base : `${base}?filter=${f}`);
  return (
    <InboxList
      title={t('teamInbox:title')}
      intro={t('teamInbox:intro')}
      label={t('teamInbox:list.label')}
      above={
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
      }
      empty={
        items.length === 0 ? (
          <EmptyState headingLevel={2} title={t('teamInbox:empty.title')} text={t('teamInbox:empty.text')} />
        ) : null
      }
      pager={
        <InboxPager
          back={after ? { to: withFilter(filter), label: t('teamInbox:list.first') } : null}
          on={
            next_cursor
              ? {
                  to: `${base}?${new URLSearchParams({ ...(filter === 'all' ? {} : { filter }), after: next_cursor })}`,
                  label: t('teamInbox:list.older'),
                }
              : null
          }
        />
      }
    >
      {items.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} slug={slug} />
      ))}
    </InboxList>
  );
}
