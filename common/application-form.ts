// What the application form and the landlord's lists share with the browser
// (docs/rules/applications.md): income bands, question limits, sort orders.

import { APPLICATION_STATUSES } from './application-rules.ts';
import { defineList, filter, type QueryOf } from './list-kit.ts';

/**
 * The stated monthly household income after tax, in bands (ISK). Optional; only for the
 * landlord's sorting. Band n covers [from, to); the last is open-ended.
 */
export const INCOME_BANDS = [
  { band: 1, from: 0, to: 400_000 },
  { band: 2, from: 400_000, to: 600_000 },
  { band: 3, from: 600_000, to: 800_000 },
  { band: 4, from: 800_000, to: 1_200_000 },
  { band: 5, from: 1_200_000, to: null },
] as const;
export const INCOME_BAND_VALUES = [1, 2, 3, 4, 5] as const;
export type IncomeBand = (typeof INCOME_BAND_VALUES)[number];

/** A landlord asks at most this many questions per listing, each at most QUESTION_MAX characters. */
export const MAX_QUESTIONS = 10;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 1000;
export const MESSAGE_MAX = 2000;
export const DECLINE_MESSAGE_MAX = 1000;

/** The landlord's list: sort orders (20 a page, LIST_PAGE_SIZE). */
export const APPLICATION_SORTS = ['newest', 'oldest', 'household', 'income'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/**
 * The landlord's list on the list kit (docs/rules/lists.md): keyset pages. `listing` is kept as
 * text: an id that is not one of theirs (or no id at all) matches nothing, rather than everything.
 */
export const landlordApplicationList = defineList({
  filters: { listing: filter.text(100), status: filter.enum(APPLICATION_STATUSES) },
  sorts: APPLICATION_SORTS,
  paging: 'keyset',
});
export type LandlordListQuery = QueryOf<typeof landlordApplicationList>;

/** What the landlord sees of the applicant, as it was when they applied. */
export interface ProfileSnapshotDto {
  name: string;
  bio: string | null;
  phone: string | null;
  email_confirmed: boolean;
  kennitala_on_file: boolean;
  paycheck_count: number;
}

/** Hints for a thin profile: what is missing and where to add it (never blocking). */
export function profileHints(snapshot: ProfileSnapshotDto): ('bio' | 'phone' | 'kennitala' | 'paychecks')[] {
  const hints: ('bio' | 'phone' | 'kennitala' | 'paychecks')[] = [];
  if (!snapshot.bio) hints.push('bio');
  if (!snapshot.phone) hints.push('phone');
  if (!snapshot.kennitala_on_file) hints.push('kennitala');
  if (snapshot.paycheck_count === 0) hints.push('paychecks');
  return hints;
}

/** Whether the household as stated clashes with the listing's house rules. */
export function houseRuleClashes(
  household: { adults: number; children: number; pets: boolean },
  rules: { pets_allowed: boolean | null; max_occupants: number | null },
): ('pets' | 'occupants')[] {
  const clashes: ('pets' | 'occupants')[] = [];
  if (household.pets && rules.pets_allowed === false) clashes.push('pets');
  if (rules.max_occupants !== null && household.adults + household.children > rules.max_occupants) clashes.push('occupants');
  return clashes;
}
