import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-rules.ts';
import { required, text } from './input.ts';
import { defineList, filter, type KeysetPageDto, parseList, type QueryOf } from './list-kit.ts';
import type { AuditRowDto } from './staff-listings.ts';

// The staff pages about people, applications and reports (/man/users, /man/rental-applications,
// /man/reports and their API): queries, rows and the reasons staff give. Shared by the server
// and /man. docs/rules/staff.md says the rules in words.

/** A staff scope as one level: user < staff < admin. */
export const SCOPE_LEVELS = ['user', 'staff', 'admin'] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];

/** The scopes stored on the person for a level (users.scope holds every scope up to it). */
export function scopesForLevel(level: ScopeLevel): ScopeLevel[] {
  return SCOPE_LEVELS.slice(0, SCOPE_LEVELS.indexOf(level) + 1);
}

/** The highest level among stored scopes. */
export function levelOf(scopes: readonly string[]): ScopeLevel {
  if (scopes.includes('admin')) return 'admin';
  if (scopes.includes('staff')) return 'staff';
  return 'user';
}

/** Why staff block, unblock or close a report: 10-1000 characters. Messages are keys under errors:fields.*. */
const reason = required(text(1000)).min(10, { error: 'too_short' });

/** Block or unblock a person, with the reason (kept in the audit log; the block's reason on the person). */
export const blockSchema = z.object({ reason }).meta({ id: 'UserBlock' });

/** A person's staff scope, as one level. Admins only. */
export const scopeSchema = z.object({ scope: z.enum(SCOPE_LEVELS, { error: 'required' }) }).meta({ id: 'UserScope' });

/** Resolve or dismiss a report: the message the reporter reads. */
export const reportDecisionSchema = z.object({ resolution: reason }).meta({ id: 'ReportDecision' });

export const USER_FILTERS = ['staff', 'blocked', 'unconfirmed'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** /man/users: part of the name, email, phone or kennitala (`q`) and one filter; keyset pages. */
export const staffUserList = defineList({
  filters: { q: filter.text(), filter: filter.enum(USER_FILTERS) },
  paging: 'keyset',
});
export type StaffUserQuery = QueryOf<typeof staffUserList>;

export interface StaffUserRowDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  kennitala: string | null;
  scope: ScopeLevel;
  confirmed: boolean;
  blocked_at: string | null;
  deleted: boolean;
  created_at: string;
}

export type StaffUserList = KeysetPageDto<StaffUserRowDto>;

export interface StaffUserDetail {
  user: StaffUserRowDto & { blocked_reason: string | null; locale: string; two_factor: boolean };
  activity: {
    last_sign_in_at: string | null;
    last_active_at: string | null;
    open_sessions: number;
    listings: number;
    published_listings: number;
    tenant_applications: number;
    landlord_applications: number;
    reports_about: number;
    reports_made: number;
    conversations: number;
  };
  audit: AuditRowDto[];
}

/**
 * /man/rental-applications: status; the listing (part of its title or street address); a person
 * (part of the tenant's or the landlord's name or email); sent from / until a day; one tenant's or
 * one landlord's (the person tabs). Keyset pages.
 */
export const staffApplicationList = defineList({
  filters: {
    status: filter.enum(APPLICATION_STATUSES),
    listing: filter.text(),
    person: filter.text(),
    from: filter.day(),
    to: filter.day(),
    tenant: filter.id(),
    landlord: filter.id(),
  },
  paging: 'keyset',
});
export type StaffApplicationQuery = QueryOf<typeof staffApplicationList>;

export interface StaffApplicationRowDto {
  id: string;
  status: ApplicationStatus;
  listing_id: string;
  listing_title: string | null;
  listing_address: string | null;
  tenant_id: string;
  tenant_name: string | null;
  tenant_email: string | null;
  landlord_id: string | null;
  landlord_name: string | null;
  landlord_email: string | null;
  household: number;
  move_in_date: string | null;
  created_at: string;
}

export interface StaffApplicationList extends KeysetPageDto<StaffApplicationRowDto> {
  /** Applications per status for the filters other than status. */
  counts: Partial<Record<ApplicationStatus, number>>;
}

export interface StaffConversationRowDto {
  id: string;
  listing_id: string | null;
  listing_title: string | null;
  tenant_id: string | null;
  tenant_name: string | null;
  landlord_id: string | null;
  landlord_name: string | null;
  messages: number;
  last_message_at: string | null;
  created_at: string;
}

export interface StaffMessageDto {
  id: string;
  sender_id: string | null;
  sender_name: string | null;
  body: string;
  attachments: { id: string; file_name: string; content_type: string; size_bytes: number }[];
  created_at: string;
}

export interface StaffConversationDetail {
  conversation: StaffConversationRowDto;
  messages: StaffMessageDto[];
}

export const REPORT_KINDS = ['listing', 'user'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The queue's views: the open reports (the default), the closed ones, or all. */
export const REPORT_VIEWS = ['open', 'closed', 'all'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** /man/reports: the view (open by default) and the kind; a short queue, paged by number. */
export const staffReportList = defineList({
  filters: { view: filter.enum(REPORT_VIEWS, 'open'), kind: filter.enum(REPORT_KINDS) },
  paging: 'offset',
});
export type StaffReportQuery = QueryOf<typeof staffReportList>;

export interface StaffReportRowDto {
  id: string;
  kind: ReportKind;
  status: ReportStatus;
  reason: string;
  message: string | null;
  resolution: string | null;
  /** The listing or the person reported. */
  target_id: string;
  target_name: string | null;
  /** A person report's conversation, read (audited) through the reported person's tab. */
  conversation_id: string | null;
  reporter_id: string | null;
  reporter_name: string | null;
  resolved_by_name: string | null;
  resolved_at: string | null;
  created_at: string;
}

export interface StaffReportList {
  items: StaffReportRowDto[];
  page: number;
  page_count: number;
  total: number;
  open: { listing: number; user: number };
}

/** What the reporter sees of their own report of a listing. */
export interface MyListingReport {
  status: ReportStatus;
  created_at: string;
}

export interface StaffWorkCounts {
  listings_in_review: number;
  open_listing_reports: number;
  open_user_reports: number;
  applications_this_week: number;
  blocked_people: number;
}

// Query strings, read leniently: a value that makes no sense is left out, never an error.

export function parseStaffUserQuery(params: URLSearchParams): StaffUserQuery {
  return parseList(staffUserList, params);
}

export function parseStaffApplicationQuery(params: URLSearchParams): StaffApplicationQuery {
  return parseList(staffApplicationList, params);
}

export function parseStaffReportQuery(params: URLSearchParams): StaffReportQuery {
  return parseList(staffReportList, params);
}

/** A query string from a query object: empty values and page 1 left out. */
export function queryString(query: object, change: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...change })) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
