import { Hono } from 'hono';
import { z } from 'zod';
import {
  listingOpenHouseDtoSchema,
  managedOpenHouseDtoSchema,
  managedOpenHousesSchema,
  myRegistrationsSchema,
  openHouseCancelSchema,
  openHouseCreateSchema,
  openHouseDtoSchema,
  upcomingOpenHousesSchema,
  upcomingQuerySchema,
  viewingAnswerSchema,
  viewingRequestCreateSchema,
  viewingRequestDtoSchema,
  viewingRespondSchema,
} from '#server/domain/open-houses/open-houses.schemas.ts';
import {
  cancelOpenHouse,
  cancelRegistration,
  createOpenHouse,
  getOpenHouseAttendees,
  listListingOpenHouses,
  listManagedOpenHouses,
  listMyRegistrations,
  listUpcomingOpenHouses,
  registerForOpenHouse,
} from '#server/domain/open-houses/open-houses.service.ts';
import {
  answerProposedViewing,
  cancelViewingRequest,
  listManagedViewingRequests,
  listMyViewingRequests,
  requestViewing,
  respondToViewing,
} from '#server/domain/open-houses/viewing-requests.service.ts';
import { authorizeListing } from '#server/domain/open-houses/viewing-shared.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

// Open houses and private viewings (docs/rules/viewings.md): the same services as the pages.

export const openHousesApi = new Hono<HonoEnv>();

const tags = ['open-houses'];
const viewingTags = ['viewings'];

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/open-houses/',
    summary: 'Upcoming open houses of listings on the market, soonest first, 24 a page; optionally in one region',
    tags,
    auth: false,
    query: [
      { name: 'region', description: 'capital, southern_peninsula, west, westfjords, northwest, northeast, east or south' },
      { name: 'page', description: 'Page number, from 1', type: 'integer' },
    ],
    responses: { 200: { description: 'Open houses', schema: upcomingOpenHousesSchema } },
  },
  async (c) => {
    const query = upcomingQuerySchema.parse({ region: c.req.query('region'), page: c.req.query('page') });
    return c.json(await listUpcomingOpenHouses(serviceContext(c), query));
  },
);

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/listings/{id}/open-houses/',
    summary: 'The upcoming open houses of a listing, with places left (and whether you are registered)',
    tags,
    auth: false,
    responses: { 200: { description: 'Open houses', schema: z.array(listingOpenHouseDtoSchema) }, ...errorResponses(404) },
  },
  async (c) => c.json(await listListingOpenHouses(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/listings/{id}/open-houses/',
    summary:
      'Add an open house to your listing: a day, start and end (Iceland time, in the future), capacity 1-500 and a note. ' +
      'Not on an archived or rented listing.',
    tags,
    auth: true,
    body: openHouseCreateSchema,
    responses: { 201: { description: 'Added', schema: openHouseDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await authorizeListing(ctx, c.req.param('id'), 'open_house.manage');
    return c.json(await createOpenHouse(ctx, c.req.param('id'), await parseJsonBody(c, openHouseCreateSchema)), 201);
  },
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/open-houses/{id}/cancel/',
    summary: 'Cancel an upcoming open house of your listing; everyone registered is told, with your message',
    tags,
    auth: true,
    body: openHouseCancelSchema,
    responses: { 200: { description: 'Cancelled', schema: openHouseDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => c.json(await cancelOpenHouse(serviceContext(c), c.req.param('id'), await parseJsonBody(c, openHouseCancelSchema))),
);

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/open-houses/{id}/attendees/',
    summary: 'An open house of your listing with the people registered (name, email and phone from their profile)',
    tags,
    auth: true,
    responses: { 200: { description: 'The open house', schema: managedOpenHouseDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getOpenHouseAttendees(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/open-houses/{id}/registration/',
    summary: 'Register for an upcoming open house (open_house_full, open_house_closed, open_house_already_registered)',
    tags,
    auth: true,
    responses: { 201: { description: 'Registered', schema: openHouseDtoSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await registerForOpenHouse(serviceContext(c), c.req.param('id')), 201),
);

defineOperation(
  openHousesApi,
  {
    method: 'delete',
    path: '/api/open-houses/{id}/registration/',
    summary: 'Cancel your registration for an upcoming open house; the place is freed',
    tags,
    auth: true,
    responses: { 200: { description: 'Cancelled', schema: openHouseDtoSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await cancelRegistration(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/users/me/open-house-registrations/',
    summary: 'Your open house registrations, upcoming and past',
    tags,
    auth: true,
    responses: { 200: { description: 'Registrations', schema: myRegistrationsSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await listMyRegistrations(serviceContext(c))),
);

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/users/me/managed-open-houses/',
    summary: 'The open houses of the listings you manage (upcoming, and the last 30 days), with attendees',
    tags,
    auth: true,
    responses: { 200: { description: 'Open houses', schema: managedOpenHousesSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await listManagedOpenHouses(serviceContext(c))),
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/listings/{id}/viewing-requests/',
    summary:
      'Ask for a 30-minute private viewing within the listing’s viewing hours (viewing_outside_hours); ' +
      'one request awaiting an answer per listing (viewing_already_requested)',
    tags: viewingTags,
    auth: true,
    body: viewingRequestCreateSchema,
    responses: { 201: { description: 'Requested', schema: viewingRequestDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await authorizeListing(ctx, c.req.param('id'), 'viewing.request');
    return c.json(await requestViewing(ctx, c.req.param('id'), await parseJsonBody(c, viewingRequestCreateSchema)), 201);
  },
);

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/users/me/viewing-requests/',
    summary: 'Your private viewing requests, newest first',
    tags: viewingTags,
    auth: true,
    responses: { 200: { description: 'Requests', schema: z.array(viewingRequestDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listMyViewingRequests(serviceContext(c))),
);

defineOperation(
  openHousesApi,
  {
    method: 'get',
    path: '/api/users/me/managed-viewing-requests/',
    summary: 'Viewing requests for the listings you manage: awaiting an answer, and accepted ones to come',
    tags: viewingTags,
    auth: true,
    responses: { 200: { description: 'Requests', schema: z.array(viewingRequestDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listManagedViewingRequests(serviceContext(c))),
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/viewing-requests/{id}/respond/',
    summary: 'Answer a viewing request for your listing: accept, propose another time (date and start) or decline',
    tags: viewingTags,
    auth: true,
    body: viewingRespondSchema,
    responses: { 200: { description: 'Answered', schema: viewingRequestDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => c.json(await respondToViewing(serviceContext(c), c.req.param('id'), await parseJsonBody(c, viewingRespondSchema))),
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/viewing-requests/{id}/answer/',
    summary: 'Accept or decline the other time the landlord proposed for your viewing',
    tags: viewingTags,
    auth: true,
    body: viewingAnswerSchema,
    responses: { 200: { description: 'Answered', schema: viewingRequestDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) =>
    c.json(await answerProposedViewing(serviceContext(c), c.req.param('id'), await parseJsonBody(c, viewingAnswerSchema))),
);

defineOperation(
  openHousesApi,
  {
    method: 'post',
    path: '/api/viewing-requests/{id}/cancel/',
    summary: 'Cancel your viewing request (awaiting an answer, or accepted and still to come)',
    tags: viewingTags,
    auth: true,
    responses: { 200: { description: 'Cancelled', schema: viewingRequestDtoSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await cancelViewingRequest(serviceContext(c), c.req.param('id'))),
);
