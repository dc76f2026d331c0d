// What the inbox's services return, as the pages and the API see it (shared with the browser).
import type { ConversationContextKind } from './inbox.ts';

export interface AttachmentDto {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  url: string;
}

export interface MessageDto {
  id: string;
  sender_id: string | null;
  sender_name: string | null;
  mine: boolean;
  /** In a team's conversation: the team a message from its side was written for (else null). */
  on_behalf_of: string | null;
  body: string;
  created_at: string;
  attachments: AttachmentDto[];
}

export interface ConversationDto {
  id: string;
  context: {
    kind: ConversationContextKind;
    listing_id: string | null;
    listing_title_is: string | null;
    listing_title_en: string | null;
    listing_town: string | null;
    application_id: string | null;
    offer_id: string | null;
  };
  my_side: 'tenant' | 'landlord';
  other: { id: string | null; name: string | null };
  last_message_at: string | null;
  last_message_excerpt: string | null;
  last_message_mine: boolean;
  unread: number;
  blocked_by_me: boolean;
  blocked_me: boolean;
  reported: boolean;
}

export interface ConversationPage {
  items: ConversationDto[];
  page: number;
  pages: number;
  total: number;
}

export interface ConversationDetail {
  conversation: ConversationDto;
  messages: MessageDto[];
  older_cursor: string | null;
}

/** Where attachments are served: the page's route, or the API's. */
export type AttachmentLinks = 'page' | 'api';
