import { z } from 'zod';
import {
  ANSWER_MAX,
  DECLINE_MESSAGE_MAX,
  INCOME_BAND_VALUES,
  type LandlordListQuery,
  landlordApplicationList,
  MAX_QUESTIONS,
  MESSAGE_MAX,
  QUESTION_MAX,
} from '#common/application-form.ts';
import { APPLICATION_STATUSES, MAX_ADULTS, MAX_CHILDREN } from '#common/application-rules.ts';
import { day, id, line, optional, required, text, wholeNumber } from '#common/input.ts';
import { parseList } from '#common/list-kit.ts';
import { MAX_GROUP_QUESTIONS } from '#common/team-rules.ts';
import { whoseSchema } from '../teams/whose.schemas.ts';

export type { LandlordListQuery };

// One schema per input (docs/decisions/0013), used by the forms and the JSON API alike. Rules
// that need the database or the clock (required answers, a move-in date in the past) are the
// service's.

const int = wholeNumber;

const answer = z.object({
  questionId: id(),
  answer: optional(text(ANSWER_MAX)),
});

export const applicationCreateSchema = z
  .object({
    message: required(text(MESSAGE_MAX)),
    adults: int(1, MAX_ADULTS),
    children: int(0, MAX_CHILDREN).optional().default(0),
    pets: z.boolean({ error: 'invalid' }).optional().default(false),
    petsNote: optional(line(300)),
    moveInDate: day().optional(),
    answers: z
      .array(answer)
      .max(MAX_QUESTIONS + MAX_GROUP_QUESTIONS, { error: 'too_many_rows' })
      .optional()
      .default([])
      .describe("Answers to the listing's questions and, for a team listing in a listing group, the group's"),
    sharePaychecks: z.boolean({ error: 'invalid' }).optional().default(false),
    incomeBand: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .refine((v) => (INCOME_BAND_VALUES as readonly number[]).includes(v), { error: 'invalid' })
      .optional()
      .describe('Stated monthly household income band, 1-5 (see docs/rules/applications.md)'),
  })
  .meta({ id: 'ApplicationInput' });
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;

export const declineSchema = z.object({ message: optional(text(DECLINE_MESSAGE_MAX)) }).meta({ id: 'ApplicationDecline' });
export type DeclineInput = z.infer<typeof declineSchema>;

export const questionInputSchema = z.object({
  id: id().optional().describe('An existing question to keep (its wording may change); omit for a new one'),
  question: required(line(QUESTION_MAX)),
  required: z.boolean({ error: 'invalid' }).optional().default(false),
});

export const questionsSchema = z
  .object({ questions: z.array(questionInputSchema).max(MAX_QUESTIONS, { error: 'too_many_rows' }) })
  .meta({ id: 'ListingQuestionsInput' });
export type QuestionsInput = z.infer<typeof questionsSchema>;

/** The landlord list's query from a URL: values that don't parse are ignored, as on /listings. */
export function parseLandlordQuery(params: URLSearchParams): LandlordListQuery {
  return parseList(landlordApplicationList, params);
}

const snapshotSchema = z.object({
  name: z.string(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  email_confirmed: z.boolean(),
  kennitala_on_file: z.boolean(),
  paycheck_count: z.number().int(),
});

export const applicationDtoSchema = z
  .object({
    id: z.string(),
    listing: z.object({ id: z.string(), title: z.string().nullable(), town: z.string().nullable(), status: z.string() }),
    tenant_id: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    message: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    pets: z.boolean(),
    pets_note: z.string().nullable(),
    move_in_date: z.string().nullable(),
    answers: z.array(z.object({ question_id: z.string(), question: z.string(), answer: z.string() })),
    share_paychecks: z.boolean(),
    income_band: z.number().int().nullable(),
    house_rule_clashes: z
      .array(z.enum(['pets', 'occupants']))
      .describe("The listing's house rules the household as stated clashes with (pets where none are allowed, too many people)"),
    profile: snapshotSchema.describe('What the landlord sees of the tenant, as it was when they applied'),
    decision_message: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    events: z
      .array(z.object({ status: z.enum(APPLICATION_STATUSES), note: z.string().nullable(), at: z.string() }))
      .describe('The status timeline, oldest first'),
    viewer: z.object({ is_tenant: z.boolean(), is_landlord: z.boolean(), actions: z.array(z.string()) }),
  })
  .meta({ id: 'Application' });

export const applicationSummarySchema = z
  .object({
    id: z.string(),
    listing: z.object({ id: z.string(), title: z.string().nullable(), town: z.string().nullable(), status: z.string() }),
    tenant_id: z.string(),
    tenant_name: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    household: z.number().int(),
    pets: z.boolean(),
    income_band: z.number().int().nullable(),
    move_in_date: z.string().nullable(),
    created_at: z.string(),
    whose: whoseSchema,
  })
  .meta({ id: 'ApplicationSummary' });

export const landlordPageSchema = z
  .object({
    items: z.array(applicationSummarySchema),
    /** The page number of a `page=` link (1 when read by cursor), and how many pages of 20 there are. */
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    /** Pass as `after` (or `before`) for the next (previous) page; null at either end. */
    next: z.string().nullable(),
    prev: z.string().nullable(),
  })
  .meta({ id: 'ApplicationsPage' });

export const questionDtoSchema = z
  .object({ id: z.string(), question: z.string(), required: z.boolean(), position: z.number().int() })
  .meta({ id: 'ListingQuestion' });
