import { z } from 'zod';
import { type ApplicationStatus, isApplicationStatus } from './application-rules.ts';
import { isCleanText, isDay, required, text } from './input.ts';
import type { AuditRowDto } from './staff-listings.ts';

// The staff pages about people, applications and reports (/man/users, /man/rental-applications,
// /man/reports and their API): queries, rows and the reasons staff give. Shared by the server
// and /man. docs/rules/staff.md says the rules in words.

export const STAFF_LIST_PAGE_SIZE = 25;

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

export interface StaffUserQuery {
  /** Part of the name, email, phone or kennitala. */
  q?: string;
  filter?: UserFilter;
  /** 1-based. */
  page: number;
}

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

export interface StaffUserList {
  items: StaffUserRowDto[];
  page: number;
  page_count: number;
  total: number;
}

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

export interface StaffApplicationQuery {
  status?: ApplicationStatus;
  /** Part of the listing's title or street address. */
  listing?: string;
  /** Part of the tenant's or the landlord's name or email. */
  person?: string;
  /** Sent on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Sent on or before this day (YYYY-MM-DD). */
  to?: string;
  /** Only this tenant's applications (the person's tab). */
  tenant?: string;
  /** Only applications to this landlord's listings (the person's tab). */
  landlord?: string;
  page: number;
}

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

export interface StaffApplicationList {
  items: StaffApplicationRowDto[];
  page: number;
  page_count: number;
  total: number;
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

export interface StaffReportQuery {
  view: ReportView;
  kind?: ReportKind;
  page: number;
}

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

function page(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().slice(0, 200);
  // Control characters can't be in any name or title (PostgreSQL text can't even hold NUL).
  return value && isCleanText(value) ? value : undefined;
}

function dayParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && isDay(value) ? value : undefined;
}

function idParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().toLowerCase();
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value) ? value : undefined;
}

export function parseStaffUserQuery(params: URLSearchParams): StaffUserQuery {
  const filter = params.get('filter');
  return {
    q: textParam(params, 'q'),
    filter: (USER_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as UserFilter) : undefined,
    page: page(params),
  };
}

export function parseStaffApplicationQuery(params: URLSearchParams): StaffApplicationQuery {
  const status = params.get('status');
  return {
    status: isApplicationStatus(status) ? status : undefined,
    listing: textParam(params, 'listing'),
    person: textParam(params, 'person'),
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
    tenant: idParam(params, 'tenant'),
    landlord: idParam(params, 'landlord'),
    page: page(params),
  };
}

export function parseStaffReportQuery(params: URLSearchParams): StaffReportQuery {
  const view = params.get('view');
  const kind = params.get('kind');
  return {
    view: (REPORT_VIEWS as readonly string[]).includes(view ?? '') ? (view as ReportView) : 'open',
    kind: (REPORT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ReportKind) : undefined,
    page: page(params),
  };
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
