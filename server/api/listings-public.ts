import { Hono } from 'hono';
import { z } from 'zod';
import { parseListingQuery } from '#common/listing-filters.ts';
import { listingReportSchema } from '#common/listing-report.ts';
import { LISTING_STATUSES } from '#common/listing-rules.ts';
import { reportListing } from '#server/domain/listings/listing-reports.service.ts';
import { searchListings, searchMapPoints } from '#server/domain/listings/listing-search.service.ts';
import { pricingDtoSchema, propertyFactsSchema } from '#server/domain/listings/owner-api.schemas.ts';
import { getPublicListing } from '#server/domain/listings/public-listing.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import { answer } from './responses.ts';

// The public side of listings: search, map points and one listing. No sign-in needed, except to
// report a listing. Query parameters that don't parse are ignored; the rest of the search stands.
export const listingsPublicApi = new Hono<HonoEnv>();

const photoSchema = z.object({ src: z.string(), srcset: z.string() });
const listingTeamSchema = z
  .object({ name: z.string(), verified: z.boolean(), logo_url: z.string().nullable() })
  .meta({ id: 'ListingTeam' });
export const cardSchema = z
  .object({
    id: z.string(),
    title_is: z.string().nullable(),
    title_en: z.string().nullable(),
    rent_isk: z.number().int(),
    size_m2: z.number().nullable(),
    rooms: z.number().int().nullable(),
    property_type: z.string().nullable(),
    street: z.string().nullable(),
    town: z.string().nullable(),
    postcode: z.string().nullable(),
    region: z.string().nullable(),
    available_from: z.string().nullable(),
    lease_type: z.string().nullable(),
    pets_allowed: z.boolean().nullable(),
    furnished: z.boolean(),
    cover: photoSchema.nullable(),
    published_at: z.string().nullable(),
    team: listingTeamSchema.nullable().describe('The team (letting agency) that lets it; null for a person’s listing'),
  })
  .meta({ id: 'ListingCard' });
const searchResultSchema = z
  .object({
    items: z.array(cardSchema),
    next_cursor: z.string().nullable(),
    total: z.number().int(),
    total_capped: z.boolean(),
  })
  .meta({ id: 'ListingSearchResult' });
const mapPointSchema = z
  .object({ id: z.string(), lat: z.number(), lng: z.number(), rent_isk: z.number().int() })
  .meta({ id: 'ListingMapPoint' });
const publicListingSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(LISTING_STATUSES),
    title_is: z.string().nullable(),
    title_en: z.string().nullable(),
    description_is: z.string().nullable(),
    description_en: z.string().nullable(),
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    postcode: z.string().nullable(),
    town: z.string().nullable(),
    region: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    property: propertyFactsSchema,
    amenities: z.array(z.string()),
    rules: z.object({
      pets_allowed: z.boolean().nullable(),
      smoking_allowed: z.boolean().nullable(),
      subletting_allowed: z.boolean().nullable(),
      max_occupants: z.number().int().nullable(),
      quiet_hours: z.string().nullable(),
    }),
    pricing: pricingDtoSchema,
    viewing_hours: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
    photos: z.array(
      photoSchema.extend({
        id: z.uuid(),
        width: z.number().int().describe('Of the original, in pixels: with height, the aspect ratio to lay the photo out'),
        height: z.number().int(),
      }),
    ),
    owner: z
      .object({
        name: z.string(),
        avatar_url: z.string().nullable(),
        member_since: z.string(),
        email_confirmed: z.boolean(),
        kennitala_on_file: z.boolean(),
      })
      .nullable(),
    team: listingTeamSchema
      .extend({ contact_email: z.string().nullable(), contact_phone: z.string().nullable(), website: z.string().nullable() })
      .nullable()
      .describe('For a team listing: the team, with the contact details it shows on its listings'),
    published_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    viewer: z
      .object({ is_owner: z.boolean(), is_staff: z.boolean() })
      .describe('What the viewer may do here; the server decides again on every action'),
  })
  .meta({ id: 'PublicListing', description: 'A listing as its public page shows it. No unit number or fastanúmer.' });

const FILTER_PARAMS: { name: string; description: string; type?: 'string' | 'integer' | 'boolean' }[] = [
  { name: 'region', description: 'Region id (capital, southern_peninsula, west, westfjords, northwest, northeast, east, south)' },
  { name: 'postcode', description: 'One or more postcodes, comma separated (at most 20)' },
  { name: 'town', description: 'Town name, case-insensitive' },
  { name: 'priceMin', description: 'Lowest rent per month in ISK', type: 'integer' },
  { name: 'priceMax', description: 'Highest rent per month in ISK', type: 'integer' },
  { name: 'sizeMin', description: 'Smallest size in m²', type: 'integer' },
  { name: 'sizeMax', description: 'Largest size in m²', type: 'integer' },
  { name: 'roomsMin', description: 'At least this many rooms', type: 'integer' },
  { name: 'type', description: 'Property types, comma separated (apartment, house, townhouse, room, studio, ...)' },
  { name: 'pets', description: '"true": pets allowed', type: 'boolean' },
  { name: 'furnished', description: '"true": furnished only', type: 'boolean' },
  { name: 'availableBy', description: 'Available on or before this day (YYYY-MM-DD)' },
  { name: 'lease', description: 'Lease type: fixed or indefinite' },
];

defineOperation(
  listingsPublicApi,
  {
    method: 'get',
    path: '/api/listings/',
    summary: 'Search published listings (24 a page, keyset pagination). Parameters that do not parse are ignored.',
    tags: ['listings'],
    auth: false,
    query: [
      ...FILTER_PARAMS,
      { name: 'sort', description: 'newest (default), price_asc, price_desc or size_desc' },
      { name: 'cursor', description: 'next_cursor from the previous page' },
    ],
    responses: { 200: { description: 'One page, the next cursor and the count (capped at 1000)', schema: searchResultSchema } },
  },
  async (c) => {
    const query = parseListingQuery(new URL(c.req.url).searchParams);
    return c.json(await searchListings(serviceContext(c), query));
  },
);

defineOperation(
  listingsPublicApi,
  {
    method: 'get',
    path: '/api/listings/map/',
    summary: 'Map points of matching listings (approximate: the postcode centre), newest first, at most 500',
    tags: ['listings'],
    auth: false,
    query: FILTER_PARAMS,
    responses: { 200: { description: 'Points', schema: z.array(mapPointSchema) } },
  },
  async (c) => {
    const query = parseListingQuery(new URL(c.req.url).searchParams);
    return c.json(await searchMapPoints(serviceContext(c), query));
  },
);

defineOperation(
  listingsPublicApi,
  {
    method: 'get',
    path: '/api/listings/{id}/',
    summary:
      'One listing. A listing that has left the market (paused, rented, archived, expired) is 410 ' +
      'listing_unavailable to everyone but its owner; drafts, listings in review and rejected ones are 404 ' +
      '(staff see them in /api/man/).',
    tags: ['listings'],
    auth: false,
    responses: { 200: { description: 'The listing', schema: publicListingSchema }, ...errorResponses(404, 410) },
  },
  async (c) => answer(c, publicListingSchema, await getPublicListing(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  listingsPublicApi,
  {
    method: 'post',
    path: '/api/listings/{id}/reports/',
    summary: 'Report a published listing to staff (once per person per listing; 409 on a second report)',
    tags: ['listings'],
    auth: true,
    body: listingReportSchema,
    responses: {
      201: { description: 'Reported', schema: z.object({ id: z.string() }) },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) => {
    const input = await parseJsonBody(c, listingReportSchema);
    return c.json(await reportListing(serviceContext(c), c.req.param('id'), input), 201);
  },
);
