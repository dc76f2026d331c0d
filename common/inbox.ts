// The inbox's limits and choices, shared by the pages (to warn early) and the server (to decide).
// docs/rules/inbox.md explains them.

const MB = 1024 * 1024;

/** One attachment: at most this many bytes. */
export const MAX_ATTACHMENT_BYTES = 10 * MB;
/** Files one message may carry. */
export const MAX_ATTACHMENTS = 5;
/** What the file picker offers (the server checks the content anyway). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.pdf,.jpg,.jpeg,.png,.webp';
/** The types an attachment may be, by its content. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** A message's text: at most this many characters. */
export const MESSAGE_MAX = 5000;
/** Messages per page of a conversation: 50, not LIST_PAGE_SIZE, as a thread reads better in long stretches. */
export const MESSAGES_PAGE_SIZE = 50;
/** How long after an unread message its recipient is told by mail (one mail for all that came since). */
export const MESSAGE_MAIL_DELAY_SECONDS = 10 * 60;
/** The inbox list's excerpt of the last message. */
export const EXCERPT_LENGTH = 120;

/** Why a person is reported. */
export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'discrimination', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_MESSAGE_MAX = 2000;

/** Where a conversation started: the card at its top links there. */
export type ConversationContextKind = 'listing' | 'application' | 'offer';

/** The text of a message cut to a one-line excerpt. */
export function excerpt(body: string, max = EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= max
    ? flat
    : `${[...flat]
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function isAttachmentType(type: string | null): type is AttachmentType {
  return type !== null && (ATTACHMENT_TYPES as readonly string[]).includes(type);
}

/** Where a conversation's context card links: the listing, or the application or offer as this side sees it. */
export function contextHref(
  context: { kind: ConversationContextKind; listing_id: string | null; application_id: string | null; offer_id: string | null },
  side: 'tenant' | 'landlord',
): string | null {
  if (context.kind === 'offer' && context.offer_id)
    return side === 'tenant' ? `/account/offers/${context.offer_id}` : `/landlord/offers/${context.offer_id}`;
  if (context.kind === 'application' && context.application_id)
    return side === 'tenant'
      ? `/tenant/applications/${context.application_id}`
      : `/landlord/applications/${context.application_id}`;
  return context.listing_id ? `/listings/${context.listing_id}` : null;
}
