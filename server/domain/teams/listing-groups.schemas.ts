import { z } from 'zod';
import { id, isCleanText, line, required } from '#common/input.ts';
import {
  autoReplyTooLong,
  GROUP_NAME_MAX,
  normaliseAutoReply,
  normaliseQuestions,
  questionsProblem,
} from '#common/listing-groups.ts';
import { TEAM_SERVICES } from '#common/team-rules.ts';

// One schema per input (docs/decisions/0013), used by the team's pages and the JSON API alike
// (docs/rules/team-forms.md). The form sends the questions as a textarea, one per line; the API
// as a list. Both are normalised the same way.

/** A team listing at most in one group; a team rarely has more listings than this in one form. */
export const MAX_GROUP_LISTINGS = 500;

const questions = z
  .union([z.string(), z.array(z.string())], { error: 'invalid' })
  .optional()
  .transform((v) => normaliseQuestions(v ?? []))
  .superRefine((value, ctx) => {
    const problem = questionsProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('The questions, in order: a list, or one text with one question per line');

const autoReply = z
  .string({ error: 'invalid' })
  .optional()
  .nullable()
  .transform((v) => normaliseAutoReply(v))
  .refine((v) => !autoReplyTooLong(v), { error: 'too_long' })
  .refine((v) => v === null || isCleanText(v, true), { error: 'control_characters' })
  .describe('Sent to the applicant in the conversation when an application arrives; empty for none');

const listingIds = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(id()).max(MAX_GROUP_LISTINGS, { error: 'too_many_rows' }),
  )
  .describe('The team listings in the group (all of them: a listing left out leaves the group)');

export const groupCreateSchema = z
  .object({
    name: required(line(GROUP_NAME_MAX)),
    questions,
    autoReply,
  })
  .meta({ id: 'TeamListingGroupCreate' });
export type GroupCreate = z.output<typeof groupCreateSchema>;

export const groupUpdateSchema = z
  .object({
    name: required(line(GROUP_NAME_MAX)),
    questions,
    autoReply,
    listingIds,
  })
  .meta({ id: 'TeamListingGroupUpdate' });
export type GroupUpdate = z.output<typeof groupUpdateSchema>;

export const serviceSwitchSchema = z
  .object({
    service: z.enum(TEAM_SERVICES, { error: 'invalid' }),
    on: z.boolean({ error: 'invalid' }).optional().default(false),
  })
  .meta({ id: 'TeamServiceSwitch' });
export type ServiceSwitch = z.output<typeof serviceSwitchSchema>;

export const groupSummaryDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    listing_count: z.number().int(),
    question_count: z.number().int(),
    auto_reply: z.boolean(),
  })
  .meta({ id: 'TeamListingGroupSummary' });
export type GroupSummaryDto = z.infer<typeof groupSummaryDtoSchema>;

export const groupDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    questions: z.array(z.string()),
    auto_reply: z.string().nullable(),
    listings: z
      .array(
        z.object({
          id: z.string(),
          title: z.string().nullable(),
          town: z.string().nullable(),
          status: z.string(),
          in_group: z.boolean(),
          other_group: z.string().nullable().describe('The name of another group the listing is in, if any'),
        }),
      )
      .describe('Every listing of the team, and whether it is in this group'),
  })
  .meta({ id: 'TeamListingGroup' });
export type GroupDto = z.infer<typeof groupDtoSchema>;

export const servicesDtoSchema = z
  .object({
    services: z.array(z.object({ service: z.enum(TEAM_SERVICES), on: z.boolean() })),
    can_change: z.boolean(),
  })
  .meta({ id: 'TeamServices' });
export type ServicesDto = z.infer<typeof servicesDtoSchema>;
