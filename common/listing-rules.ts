// Listing vocabulary and lifecycle (DOMAIN "Listings"; docs/rules/listings.md). Pure: the
// server enforces these, the pages use them to show only what is allowed.

import { daysAfter } from './calendar-day.ts';

export const PROPERTY_TYPES = [
  'apartment',
  'house',
  'townhouse',
  'room',
  'studio',
  'summer_house',
  'storage',
  'commercial',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AMENITIES = [
  'furnished',
  'washing_machine',
  'dryer',
  'dishwasher',
  'parking',
  'garage',
  'storage',
  'balcony',
  'garden',
  'hot_tub',
  'wheelchair_access',
  'internet',
  'ev_charging',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** What the rent covers besides the dwelling. */
export const UTILITIES = ['heating', 'electricity', 'hot_water', 'internet', 'common_fees'] as const;
export type Utility = (typeof UTILITIES)[number];

/** Kinds of security (trygging) a landlord may ask for (Húsaleigulög 40. gr.). */
export const SECURITY_TYPES = ['deposit', 'bank_guarantee', 'insurance', 'rental_guarantee', 'none'] as const;
export type SecurityType = (typeof SECURITY_TYPES)[number];
/** Security may not exceed three months' rent (40. gr.). */
export const MAX_SECURITY_MONTHS = 3;

export const LEASE_TYPES = ['fixed', 'indefinite'] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];

/** Published listings expire unless renewed: stale listings are a known scam vector. */
export const LISTING_TTL_DAYS = 60;
/** Renewing is offered this many days before expiry, and any time after. */
export const RENEW_WINDOW_DAYS = 7;

export const LISTING_STATUSES = [
  'draft',
  'in_review',
  'published',
  'paused',
  'expired',
  'rented_pending',
  'rented',
  'archived',
  'rejected',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export type ListingAction =
  | 'edit'
  | 'submit'
  | 'approve'
  | 'reject'
  | 'pause'
  | 'resume'
  | 'renew'
  | 'mark_rented'
  | 'accept_offer'
  | 'archive'
  | 'duplicate';

/**
 * Which actions each status allows, and where they lead. Editing a rejected listing returns it
 * to draft; editing a published one keeps it published (facts like the address are fixed).
 */
const TRANSITIONS: Record<ListingStatus, Partial<Record<ListingAction, ListingStatus>>> = {
  draft: { edit: 'draft', submit: 'in_review', archive: 'archived', duplicate: 'draft' },
  in_review: { approve: 'published', reject: 'rejected', archive: 'archived', duplicate: 'draft' },
  rejected: { edit: 'draft', archive: 'archived', duplicate: 'draft' },
  published: {
    edit: 'published',
    pause: 'paused',
    renew: 'published',
    mark_rented: 'rented',
    accept_offer: 'rented_pending',
    archive: 'archived',
    duplicate: 'draft',
  },
  paused: {
    edit: 'paused',
    resume: 'published',
    mark_rented: 'rented',
    accept_offer: 'rented_pending',
    archive: 'archived',
    duplicate: 'draft',
  },
  expired: { edit: 'expired', renew: 'published', archive: 'archived', duplicate: 'draft' },
  // A tenant accepted an offer (docs/rules/offers.md): off the market while the contract is
  // drawn up; the landlord marks it rented, or archives it.
  rented_pending: { mark_rented: 'rented', archive: 'archived', duplicate: 'draft' },
  rented: { archive: 'archived', duplicate: 'draft' },
  archived: { duplicate: 'draft' },
};

export function nextStatus(status: ListingStatus, action: ListingAction): ListingStatus | null {
  return TRANSITIONS[status]?.[action] ?? null;
}

export function allowedActions(status: ListingStatus): ListingAction[] {
  return Object.keys(TRANSITIONS[status] ?? {}) as ListingAction[];
}

/** Who else but the owner and staff may see a listing in this status: everyone, or nobody. */
export function isPublic(status: ListingStatus): boolean {
  return status === 'published';
}

/** Statuses before a listing ever reaches the market: unknown (404) to everyone but the owner. */
const BEFORE_MARKET: readonly string[] = ['draft', 'in_review', 'rejected'];

/**
 * A listing that was on the market and has left it (paused, rented, archived, expired, or any
 * later status such as rented_pending): its link says "no longer available" (HTTP 410) instead of
 * "not found". One that never was on the market (a draft, one in review or rejected, or archived
 * without ever being published) stays unknown.
 */
export function hasLeftMarket(listing: { status: string; publishedAt: Date | string | null }, onMarket: boolean): boolean {
  return !onMarket && listing.publishedAt !== null && !BEFORE_MARKET.includes(listing.status);
}

export function expiryFrom(publishedAt: Date): Date {
  return daysAfter(publishedAt, LISTING_TTL_DAYS);
}

/** Renewing a published listing is offered in its last week; an expired one any time. */
export function canRenew(status: ListingStatus, expiresAt: Date | null, now: Date): boolean {
  if (status === 'expired') return true;
  if (status !== 'published' || !expiresAt) return false;
  return expiresAt.getTime() <= daysAfter(now, RENEW_WINDOW_DAYS).getTime();
}

/** The wizard's steps after the location step, in order (routes /start-listing/{id}/{step}). */
export const WIZARD_STEPS = ['property', 'description', 'house-rules', 'photos', 'pricing', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Fastanúmer: F and seven digits; people type it with or without the F and spaces. */
export function normalizeFastanumer(input: string): string | null {
  const clean = input.replace(/[\s-]/g, '').toUpperCase();
  const match = /^F?(\d{7})$/.exec(clean);
  return match ? `F${match[1]}` : null;
}
