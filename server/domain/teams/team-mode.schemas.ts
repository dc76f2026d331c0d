import { z } from 'zod';
import { SLUG_MAX } from '#common/team-rules.ts';

// One schema per input, shared by the forms (Conform) and the JSON API (docs/rules/team-mode.md).
// Messages are keys under errors:fields.*.

const id = z.uuid({ error: 'invalid' });

/** Acting for a team (its slug) or personally (null; an empty form field means the same). */
export const actingTeamSchema = z
  .object({
    team: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.string({ error: 'invalid' }).max(SLUG_MAX, { error: 'invalid' }).nullable(),
    ),
  })
  .meta({ id: 'ActingTeamInput' });

export const BULK_ACTIONS = ['pause', 'renew', 'assign'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** One bulk request changes at most this many listings. */
export const MAX_BULK_LISTINGS = 100;

/** A bulk change of the team's listings: pause, renew, or assign them to a member. */
export const bulkListingsSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'invalid' }),
    listingIds: z
      .array(id, { error: 'nothing_selected' })
      .min(1, { error: 'nothing_selected' })
      .max(MAX_BULK_LISTINGS, { error: 'too_many_rows' })
      .describe('The team listings to change'),
    assignee: id.optional().describe('The member to assign (action "assign")'),
  })
  .superRefine((value, issue) => {
    if (value.action === 'assign' && !value.assignee) issue.addIssue({ code: 'custom', path: ['assignee'], message: 'required' });
  })
  .meta({ id: 'TeamListingsBulkInput' });

/** The members who look after a team listing (none: nobody in particular). */
export const listingAssigneesSchema = z
  .object({
    userIds: z
      .array(id, { error: 'invalid' })
      .max(MAX_BULK_LISTINGS, { error: 'too_many_rows' })
      .default([])
      .describe('Members of the owning team'),
  })
  .meta({ id: 'ListingAssigneesInput' });
