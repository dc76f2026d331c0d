import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  notRenewSchema,
  renewalAnswerSchema,
  renewalOfferSchema,
  renewalOverviewDtoSchema,
  renewalRequestDtoSchema,
} from '#server/domain/renewals/renewals.schemas.ts';
import {
  answerRenewal,
  assertRenewalManager,
  getRenewalRequest,
  offerRenewal,
  recordNotRenew,
  renewalOverview,
  withdrawRenewal,
} from '#server/domain/renewals/renewals.service.ts';
import {
  parseStaffRenewalQuery,
  searchStaffRenewalRequests,
  searchStaffUpcomingRenewals,
} from '#server/domain/renewals/staff-renewals.service.ts';
import { parseJsonBody, zodFieldErrors } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';
import { staffRenewalRequestsSchema, staffUpcomingRenewalsSchema } from './renewals.responses.ts';
import { answer } from './responses.ts';

// Renewal and the priority right (51. gr., docs/rules/renewals.md): the same services as the
// pages under /rental-contracts/{id}/renewal-requests/ and /man/rental-contracts/renewals.
// Someone else's contract answers 404; one who may read it but not do this, 403.

export const renewalsApi = new Hono<HonoEnv>();

const tags = ['renewals'];

/** An answer's body is optional: none (or empty) is no message. */
async function optionalAnswer(c: Context<HonoEnv>) {
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request');
  }
  const parsed = renewalAnswerSchema.safeParse(body);
  if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
  return parsed.data;
}
const base = '/api/rental-contracts/{id}/renewal-requests';

defineOperation(
  renewalsApi,
  {
    method: 'get',
    path: `${base}/`,
    summary:
      'Where the contract’s renewal stands (51. gr.): its notice deadline (end less 3 months), whether a notice today is ' +
      'late, the open and past requests, and what you may do',
    tags,
    auth: true,
    responses: { 200: { description: 'The renewal', schema: renewalOverviewDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await renewalOverview(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  renewalsApi,
  {
    method: 'post',
    path: `${base}/offer/`,
    summary:
      'Offer to renew (the landlord side): a fixed term with its end, or indefinite, and the rent. The tenant has 30 ' +
      'days to accept (51. gr.); after the notice deadline it is still sent, marked late.',
    tags,
    auth: true,
    body: renewalOfferSchema,
    responses: {
      201: { description: 'The offer', schema: renewalRequestDtoSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await assertRenewalManager(ctx, c.req.param('id'));
    return c.json(await offerRenewal(ctx, c.req.param('id'), await parseJsonBody(c, renewalOfferSchema)), 201);
  },
);

defineOperation(
  renewalsApi,
  {
    method: 'post',
    path: `${base}/not-renew/`,
    summary:
      'Give notice that the contract will not be renewed and ends on its end date (the landlord side), with the ground of ' +
      '51. gr.; words are needed for tenant_breach and other_lawful',
    tags,
    auth: true,
    body: notRenewSchema,
    responses: {
      201: { description: 'The notice', schema: renewalRequestDtoSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await assertRenewalManager(ctx, c.req.param('id'));
    return c.json(await recordNotRenew(ctx, c.req.param('id'), await parseJsonBody(c, notRenewSchema)), 201);
  },
);

defineOperation(
  renewalsApi,
  {
    method: 'get',
    path: `${base}/{requestId}/`,
    summary: 'One renewal request of the contract',
    tags,
    auth: true,
    responses: { 200: { description: 'The request', schema: renewalRequestDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json((await getRenewalRequest(serviceContext(c), c.req.param('id'), c.req.param('requestId'))).request),
);

for (const decision of ['accept', 'decline'] as const) {
  defineOperation(
    renewalsApi,
    {
      method: 'post',
      path: `${base}/{requestId}/${decision}/`,
      summary:
        decision === 'accept'
          ? 'Accept an open offer by its answer day (a tenant): a new contract draft is made from this one, starting the ' +
            'day after it ends; its id is new_contract_id. Accepting twice counts once.'
          : 'Decline an open offer (a tenant): the contract ends on its end date',
      tags,
      auth: true,
      body: renewalAnswerSchema,
      responses: {
        200: { description: 'The answered offer', schema: renewalRequestDtoSchema },
        ...errorResponses(401, 403, 404, 409, 422),
      },
    },
    async (c) => {
      const input = await optionalAnswer(c);
      return c.json(await answerRenewal(serviceContext(c), c.req.param('id'), c.req.param('requestId'), decision, input));
    },
  );
}

defineOperation(
  renewalsApi,
  {
    method: 'post',
    path: `${base}/{requestId}/withdraw/`,
    summary: 'Withdraw an open offer or notice (the landlord side); the tenants are told',
    tags,
    auth: true,
    responses: {
      200: { description: 'Withdrawn', schema: renewalRequestDtoSchema },
      ...errorResponses(401, 403, 404, 409),
    },
  },
  async (c) => c.json(await withdrawRenewal(serviceContext(c), c.req.param('id'), c.req.param('requestId'))),
);

defineOperation(
  renewalsApi,
  {
    method: 'get',
    path: '/api/man/renewals/',
    summary: 'Staff: renewal requests, newest first, by status (sent, accepted, declined, lapsed, withdrawn), 20 a page',
    tags: ['man'],
    auth: true,
    permission: 'staff.contracts.read',
    query: [
      { name: 'status', description: 'sent, accepted, declined, lapsed or withdrawn' },
      { name: 'page', description: 'Page number, from 1' },
    ],
    responses: { 200: { description: 'One page', schema: staffRenewalRequestsSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) =>
    answer(
      c,
      staffRenewalRequestsSchema,
      await searchStaffRenewalRequests(serviceContext(c), parseStaffRenewalQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  renewalsApi,
  {
    method: 'get',
    path: '/api/man/renewals/upcoming/',
    summary:
      'Staff: active fixed-term contracts ending within 6 months with no notice given, soonest first, with their notice ' +
      'deadline (end less 3 months, 51. gr.), 20 a page',
    tags: ['man'],
    auth: true,
    permission: 'staff.contracts.read',
    query: [{ name: 'page', description: 'Page number, from 1' }],
    responses: { 200: { description: 'One page', schema: staffUpcomingRenewalsSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) =>
    answer(
      c,
      staffUpcomingRenewalsSchema,
      await searchStaffUpcomingRenewals(serviceContext(c), parseStaffRenewalQuery(new URL(c.req.url).searchParams).page),
    ),
);
