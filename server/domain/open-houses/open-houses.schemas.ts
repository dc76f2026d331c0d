import { z } from 'zod';
import { day, optional, text, wholeNumber } from '#common/input.ts';
import { REGIONS } from '#common/postcodes.ts';
import { whoseSchema } from '../teams/whose.schemas.ts';

// Inputs of open houses and private viewings, shared by the pages' forms and the JSON API
// (docs/rules/viewings.md). Times are Iceland's (UTC), written HH:MM.

export const CAPACITY_MAX = 500;
export const NOTE_MAX = 500;
export const MESSAGE_MAX = 1000;

const clock = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' });

const capacity = wholeNumber(1, CAPACITY_MAX);

export const openHouseCreateSchema = z
  .object({
    date: day().describe('The day, YYYY-MM-DD'),
    start: clock.describe('Start time in Iceland, HH:MM'),
    end: clock.describe('End time in Iceland, HH:MM, after the start'),
    capacity: capacity.describe('How many people may register, 1-500'),
    note: optional(text(NOTE_MAX)).describe('A note for visitors (entrance, parking)'),
  })
  .superRefine((value, ctx) => {
    if (value.start && value.end && value.end <= value.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'time_order' });
  })
  .meta({ id: 'OpenHouseInput' });
/** As sent, but with the capacity read (the schema reads "12" from a form). */
export type OpenHouseCreate = Omit<z.input<typeof openHouseCreateSchema>, 'capacity'> & { capacity: number };

export const openHouseCancelSchema = z
  .object({ message: optional(text(MESSAGE_MAX)).describe('Sent to everyone registered') })
  .meta({ id: 'OpenHouseCancel' });
export type OpenHouseCancel = z.input<typeof openHouseCancelSchema>;

export const upcomingQuerySchema = z.object({
  region: z.enum(REGIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});
export type UpcomingQuery = z.infer<typeof upcomingQuerySchema>;

export const viewingRequestCreateSchema = z
  .object({
    date: day().describe('The day, YYYY-MM-DD'),
    start: clock.describe('Start time in Iceland, HH:MM, within the listing’s viewing hours; a viewing lasts 30 minutes'),
    message: optional(text(MESSAGE_MAX)).describe('A message to the landlord'),
  })
  .meta({ id: 'ViewingRequestInput' });
export type ViewingRequestCreate = z.input<typeof viewingRequestCreateSchema>;

export const VIEWING_RESPONSES = ['accept', 'propose', 'decline'] as const;

export const viewingRespondSchema = z
  .object({
    action: z.enum(VIEWING_RESPONSES, { error: 'invalid' }),
    date: day().optional().describe('With propose: the other day, YYYY-MM-DD'),
    start: clock.optional().describe('With propose: the other start time, HH:MM'),
    message: optional(text(MESSAGE_MAX)).describe('A message to the tenant'),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'propose') return;
    if (!value.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'required' });
    if (!value.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'required' });
  })
  .meta({ id: 'ViewingResponse' });
export type ViewingRespond = z.input<typeof viewingRespondSchema>;

export const viewingAnswerSchema = z
  .object({
    action: z.enum(['accept', 'decline'], { error: 'invalid' }).describe('Your answer to the time the landlord proposed'),
  })
  .meta({ id: 'ViewingAnswer' });
export type ViewingAnswer = z.input<typeof viewingAnswerSchema>;

// What the API answers (described in the OpenAPI document).

const listingBriefSchema = z
  .object({
    id: z.string(),
    title_is: z.string().nullable(),
    title_en: z.string().nullable(),
    address: z.string(),
    postcode: z.string().nullable(),
    town: z.string().nullable(),
    region: z.string().nullable(),
    rent_isk: z.number().int().nullable(),
  })
  .meta({ id: 'ListingBrief' });

export const openHouseDtoSchema = z
  .object({
    id: z.string(),
    listing_id: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    capacity: z.number().int(),
    registered: z.number().int(),
    places_left: z.number().int(),
    note: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: 'OpenHouse' });

export const listingOpenHouseDtoSchema = openHouseDtoSchema
  .extend({ registered_by_me: z.boolean() })
  .meta({ id: 'ListingOpenHouse' });

export const upcomingOpenHousesSchema = z
  .object({
    items: z.array(openHouseDtoSchema.extend({ listing: listingBriefSchema })),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'UpcomingOpenHouses' });

const attendeeSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  registered_at: z.string(),
});

export const managedOpenHouseDtoSchema = openHouseDtoSchema
  .extend({
    listing: listingBriefSchema,
    attendees: z.array(attendeeSchema),
    whose: whoseSchema
      .optional()
      .describe('In the lists of the landlord side: whose the listing is (yours or a team’s) and who looks after it'),
  })
  .meta({ id: 'ManagedOpenHouse' });

export const managedOpenHousesSchema = z
  .object({ upcoming: z.array(managedOpenHouseDtoSchema), past: z.array(managedOpenHouseDtoSchema) })
  .meta({ id: 'ManagedOpenHouses' });

const myRegistrationSchema = z.object({
  registration_id: z.string(),
  registered_at: z.string(),
  open_house: openHouseDtoSchema,
  listing: listingBriefSchema,
});

export const myRegistrationsSchema = z
  .object({ upcoming: z.array(myRegistrationSchema), past: z.array(myRegistrationSchema) })
  .meta({ id: 'MyOpenHouseRegistrations' });

export const viewingRequestDtoSchema = z
  .object({
    id: z.string(),
    status: z.enum(['requested', 'proposed', 'accepted', 'declined', 'cancelled']),
    starts_at: z.string(),
    ends_at: z.string(),
    proposed_starts_at: z.string().nullable(),
    proposed_ends_at: z.string().nullable(),
    message: z.string().nullable(),
    response_message: z.string().nullable(),
    created_at: z.string(),
    listing: listingBriefSchema,
    tenant: z.object({ user_id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }).optional(),
    whose: whoseSchema
      .optional()
      .describe('In the lists of the landlord side: whose the listing is (yours or a team’s) and who looks after it'),
  })
  .meta({ id: 'ViewingRequest' });
