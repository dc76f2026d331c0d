import { z } from 'zod';
import { required, text } from './input.ts';
import { defineList, filter, type KeysetPageDto, parseList, type QueryOf, withLegacyCursor } from './list-kit.ts';
import type { StaffListingDto } from './listing-dtos.ts';
import { LISTING_STATUSES, type ListingStatus } from './listing-rules.ts';
import { isPostcode, REGIONS } from './postcodes.ts';

// The staff side of listings (/man/listings, /man/listings/publishes and their API): the search,
// its results, one listing's story, and the reasons staff give. Shared by the server and /man.

/**
 * /man/listings: status; region; postcode; part of the owner's email or name (`owner`); part of
 * the title (either language) or the street address (`q`). Most recently changed first, keyset
 * pages (an older `cursor=` link shows the first page).
 */
export const staffListingList = defineList({
  filters: {
    status: filter.enum(LISTING_STATUSES),
    region: filter.enum(REGIONS),
    postcode: filter.text(3, isPostcode),
    owner: filter.text(),
    q: filter.text(),
  },
  paging: 'keyset',
});
export type StaffListingQuery = QueryOf<typeof staffListingList>;

export interface StaffListingRowDto {
  id: string;
  status: ListingStatus;
  title_is: string | null;
  title_en: string | null;
  address: string | null;
  postcode: string | null;
  town: string | null;
  rent_isk: number | null;
  owner_name: string | null;
  owner_email: string | null;
  featured_rank: number | null;
  updated_at: string;
}

export interface StaffSearchResult extends KeysetPageDto<StaffListingRowDto> {
  /** Listings per status for the filters other than status. */
  counts: Partial<Record<ListingStatus, number>>;
}

export interface ListingEventDto {
  id: string;
  kind: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  actor_name: string | null;
  created_at: string;
}

/** One row of the audit trail about something staff changed. */
export interface AuditRowDto {
  id: string;
  action: string;
  actor_name: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface StaffListingDetail {
  listing: StaffListingDto;
  events: ListingEventDto[];
  audit: AuditRowDto[];
}

/** The review queue (/man/listings/publishes): no filters, keyset paging, the longest-waiting first. */
export const reviewQueueList = defineList({ filters: {}, paging: 'keyset' });
export type ReviewQueueQuery = QueryOf<typeof reviewQueueList>;

/** The queue's query; `cursor=` (its parameter before the list kit) is read as `after=`. */
export function parseReviewQueueQuery(params: URLSearchParams): ReviewQueueQuery {
  return parseList(reviewQueueList, withLegacyCursor(params));
}

/** Why staff send a listing back or take it down: the owner reads it. Messages are keys under errors:fields.*. */
const reason = required(text(1000)).min(10, { error: 'too_short' });

/** Staff send a listing in review back to its owner, with the reason. */
export const rejectSchema = z.object({ reason }).meta({ id: 'ListingRejection' });

/** Staff take a published listing that breaks the rules off the site, with the reason. */
export const moderateSchema = z
  .object({
    action: z.enum(['pause', 'archive'], { error: 'required' }),
    reason,
  })
  .meta({ id: 'ListingModeration' });
