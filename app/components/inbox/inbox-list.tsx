import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import type { ConversationDto } from '#common/inbox-dto.ts';
import { useContextLine } from './context-line.ts';
import { useSentAt } from './sent-at.ts';

// The inbox list page both inboxes are (docs/rules/inbox.md, team-inbox.md): the personal one
// (/inbox) and a team's (/teams/{slug}/inbox). The same heading, rows, empty state and pager;
// each page brings its own loader, its marks on a row and its way of paging.

/** One conversation: who, when, about what and the last message; `marker` before the name, `badges` beside the message, `footer` under it. */
export function InboxRow({
  conversation,
  to,
  testId,
  labels,
  marker,
  badges,
  footer,
}: {
  conversation: ConversationDto;
  to: string;
  testId: string;
  /** "No messages yet" and "You:" in the page's words. */
  labels: { noMessages: string; you: string };
  marker?: ReactNode;
  badges?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const sentAt = useSentAt();
  const contextLine = useContextLine();
  const unread = conversation.unread > 0;
  return (
    <li data-testid={testId} data-unread={unread}>
      <Link to={to} className={`flex min-h-11 flex-col gap-1 p-4 hover:bg-brand-50 ${unread ? 'bg-brand-50/60' : ''}`}>
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`flex items-center gap-2 break-words ${unread ? 'font-bold' : 'font-semibold'}`}>
            {marker}
            {conversation.other.name ?? t('inbox:someone')}
          </span>
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
              ? labels.noMessages
              : `${conversation.last_message_mine ? `${labels.you} ` : ''}${conversation.last_message_excerpt}`}
          </span>
          {badges}
        </span>
        {footer}
      </Link>
    </li>
  );
}

/** The page: heading and intro, what the page puts above the list (notice, links, filters), the rows or the empty state, the pager. */
export function InboxList({
  className = '',
  title,
  intro,
  above,
  label,
  empty,
  pager,
  children,
}: {
  /** The page's frame (the personal inbox is a page of its own, the team's sits in the team's layout). */
  className?: string;
  title: string;
  intro: string;
  above?: ReactNode;
  /** The list's name for screen readers. */
  label: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: ReactNode | null;
  pager?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-4 ${className}`}>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      {above}
      {empty ?? (
        <ul aria-label={label} className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
          {children}
        </ul>
      )}
      {pager}
    </div>
  );
}

/** Pages of a list: a link back (or nothing), where we are (optional), a link on (or nothing). */
export function InboxPager({
  back,
  on,
  status,
}: {
  back: { to: string; label: string } | null;
  on: { to: string; label: string } | null;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!back && !on) return null;
  return (
    <nav aria-label={t('inbox:list.pages')} className="flex flex-wrap items-center justify-between gap-3">
      {back ? (
        <Link to={back.to} className={buttonStyles('secondary', 'sm')}>
          {back.label}
        </Link>
      ) : (
        <span />
      )}
      {status}
      {on ? (
        <Link to={on.to} className={buttonStyles('secondary', 'sm')}>
          {on.label}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The top of a conversation page, personal or the team's: the way back to the list, whom it is with, and the page's notice. */
export function ConversationHeading({
  back,
  title,
  notice,
}: {
  back: { to: string; label: string };
  title: string;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <div>
        <Link to={back.to} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {back.label}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{title}</h1>
      </div>
      {notice}
    </>
  );
}

/** What the conversation is about (a listing, an application, an offer), with a link to it and the page's own lines under it. */
export function ConversationAbout({
  context,
  href,
  openLabel,
  kindLabel,
  className = '',
  children,
}: {
  context: ConversationDto['context'];
  href: string | null;
  openLabel: string;
  /** The kind said above the line (the personal inbox says it; the team's only names it for screen readers). */
  kindLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const contextLine = useContextLine();
  return (
    <section
      aria-label={kindLabel ?? t(`inbox:context.${context.kind}`)}
      data-testid="conversation-context"
      className={`flex flex-col gap-2 rounded-xl border border-line bg-subtle p-4 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="min-w-0">
        {kindLabel && <p className="text-sm font-semibold text-muted">{kindLabel}</p>}
        <p className="font-semibold break-words">{contextLine(context)}</p>
        {context.listing_town && <p className="text-sm text-muted">{context.listing_town}</p>}
        {children}
      </div>
      {href && (
        <Link to={href} className={buttonStyles('secondary', 'sm', 'shrink-0')}>
          {openLabel}
        </Link>
      )}
    </section>
  );
}

/** Older messages: back to the newest when looking at older ones, and the page of older ones when there are. */
export function ConversationPager({
  href,
  before,
  olderCursor,
}: {
  href: string;
  before: string | null;
  olderCursor: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {before && (
        <p className="mb-4 text-center">
          <Link to={href} className={buttonStyles('ghost', 'sm')}>
            {t('inbox:conversation.newest')}
          </Link>
        </p>
      )}
      {olderCursor && (
        <p className="mb-4 text-center">
          <Link to={`${href}?before=${olderCursor}`} className={buttonStyles('ghost', 'sm')}>
            {t('inbox:conversation.older')}
          </Link>
        </p>
      )}
    </>
  );
}
