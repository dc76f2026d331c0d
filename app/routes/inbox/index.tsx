import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InboxList, InboxPager, InboxRow } from '#app/components/inbox/inbox-list.tsx';
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
  return (
    <InboxRow
      conversation={conversation}
      to={`/inbox/${conversation.id}`}
      testId="conversation"
      labels={{ noMessages: t('inbox:list.noMessages'), you: t('inbox:list.you') }}
      badges={
        <>
          {conversation.unread > 0 && (
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
        </>
      }
    />
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, pages, notice, teamInboxes } = loaderData;
  return (
    <InboxList
      className="mx-auto max-w-3xl px-4 py-8"
      title={t('inbox:title')}
      intro={t('inbox:intro')}
      label={t('inbox:list.label')}
      above={
        <>
          <FlashNotice notice={notice} />
          {teamInboxes.length > 0 && (
            <nav
              aria-labelledby="team-inboxes"
              className="rounded-xl border border-line bg-subtle p-4"
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
        </>
      }
      empty={
        items.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={t('inbox:empty.title')}
            text={t('inbox:empty.text')}
            action={
              <Link to="/listings" className={buttonStyles('primary')}>
                {t('inbox:empty.action')}
              </Link>
            }
          />
        ) : null
      }
      pager={
        pages > 1 && (
          <InboxPager
            back={page > 1 ? { to: `/inbox?page=${page - 1}`, label: t('inbox:list.previous') } : null}
            status={<span className="text-sm text-muted">{t('inbox:list.page', { page, pages })}</span>}
            on={page < pages ? { to: `/inbox?page=${page + 1}`, label: t('inbox:list.next') } : null}
          />
        )
      }
    >
      {items.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} />
      ))}
    </InboxList>
  );
}
