import { Hono } from 'hono';
import { z } from 'zod';
import {
  applicationCreateSchema,
  applicationDtoSchema,
  declineSchema,
  landlordPageSchema,
  parseLandlordQuery,
  questionDtoSchema,
  questionsSchema,
} from '#server/domain/applications/applications.schemas.ts';
import {
  applicableListing,
  createApplication,
  getApplication,
  listMyApplications,
  withdrawApplication,
} from '#server/domain/applications/applications.service.ts';
import {
  decideApplication,
  getListingQuestions,
  listLandlordApplications,
  saveListingQuestions,
} from '#server/domain/applications/landlord.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

// Applications (docs/rules/applications.md): the same services as the pages.
export const applicationsApi = new Hono<HonoEnv>();

const tags = ['applications'];

defineOperation(
  applicationsApi,
  {
    method: 'post',
    path: '/api/listings/{id}/applications/',
    summary:
      'Apply for a listing on the market: message, household, desired move-in, answers to the landlord’s questions ' +
      '(required ones required), whether to share your income documents, an optional income band. One open ' +
      'application per listing (409 application_already_open); not to your own listing (409 application_own_listing) ' +
      'nor to one off the market (409 application_listing_unavailable).',
    tags,
    auth: true,
    body: applicationCreateSchema,
    responses: { 201: { description: 'Sent', schema: applicationDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await applicableListing(ctx, c.req.param('id'));
    return c.json(await createApplication(ctx, c.req.param('id'), await parseJsonBody(c, applicationCreateSchema)), 201);
  },
);

defineOperation(
  applicationsApi,
  {
    method: 'get',
    path: '/api/users/me/applications/',
    summary: 'Your applications, newest first',
    tags,
    auth: true,
    responses: { 200: { description: 'Applications', schema: z.array(applicationDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listMyApplications(serviceContext(c))),
);

defineOperation(
  applicationsApi,
  {
    method: 'get',
    path: '/api/landlord/applications/',
    summary:
      'Applications to the listings you manage, 20 a page: filter by listing and status, sort by newest, oldest, ' +
      'household (smallest first) or income (highest band first). Values that do not parse are ignored.',
    tags,
    auth: true,
    query: [
      { name: 'listing', description: 'Only this listing (its id)' },
      { name: 'status', description: 'submitted, viewed, shortlisted, accepted, declined, withdrawn or closed' },
      { name: 'sort', description: 'newest (default), oldest, household or income' },
      { name: 'page', description: 'Page number, from 1', type: 'integer' },
    ],
    responses: { 200: { description: 'One page', schema: landlordPageSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await listLandlordApplications(serviceContext(c), parseLandlordQuery(new URL(c.req.url).searchParams))),
);

defineOperation(
  applicationsApi,
  {
    method: 'get',
    path: '/api/applications/{id}/',
    summary:
      'One application, for its tenant or its listing’s landlord (404 for anyone else). The landlord opening a ' +
      'submitted application marks it viewed.',
    tags,
    auth: true,
    responses: { 200: { description: 'The application', schema: applicationDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getApplication(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  applicationsApi,
  {
    method: 'post',
    path: '/api/applications/{id}/withdraw/',
    summary: 'Withdraw your open application',
    tags,
    auth: true,
    responses: { 200: { description: 'Withdrawn', schema: applicationDtoSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await withdrawApplication(serviceContext(c), c.req.param('id'))),
);

for (const action of ['shortlist', 'accept'] as const) {
  defineOperation(
    applicationsApi,
    {
      method: 'post',
      path: `/api/applications/{id}/${action}/`,
      summary: `${action === 'shortlist' ? 'Shortlist' : 'Accept'} an open application to your listing; the tenant is told`,
      tags,
      auth: true,
      responses: { 200: { description: 'Done', schema: applicationDtoSchema }, ...errorResponses(401, 404, 409) },
    },
    async (c) => c.json(await decideApplication(serviceContext(c), c.req.param('id'), action)),
  );
}

defineOperation(
  applicationsApi,
  {
    method: 'post',
    path: '/api/applications/{id}/decline/',
    summary: 'Decline an open application to your listing, with an optional message to the tenant (at most 1000 characters)',
    tags,
    auth: true,
    body: declineSchema,
    responses: { 200: { description: 'Declined', schema: applicationDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) =>
    c.json(await decideApplication(serviceContext(c), c.req.param('id'), 'decline', await parseJsonBody(c, declineSchema))),
);

defineOperation(
  applicationsApi,
  {
    method: 'get',
    path: '/api/listings/{id}/questions/',
    summary: 'The questions you ask applicants for a listing you manage, in order',
    tags,
    auth: true,
    responses: { 200: { description: 'Questions', schema: z.array(questionDtoSchema) }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getListingQuestions(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  applicationsApi,
  {
    method: 'put',
    path: '/api/listings/{id}/questions/',
    summary:
      'Replace the questions of a listing you manage, in the order given (at most 10, each at most 300 characters). ' +
      'A question with its id keeps it; one left out is removed.',
    tags,
    auth: true,
    body: questionsSchema,
    responses: { 200: { description: 'Saved', schema: z.array(questionDtoSchema) }, ...errorResponses(401, 404, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    // Another person's listing is 404 before the body is read.
    await getListingQuestions(ctx, c.req.param('id'));
    return c.json(await saveListingQuestions(ctx, c.req.param('id'), await parseJsonBody(c, questionsSchema)));
  },
);
