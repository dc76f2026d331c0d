import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  demandCreateSchema,
  demandDtoSchema,
  parseStaffTerminationQuery,
  staffTerminationPageSchema,
  terminationCreateSchema,
  terminationDtoSchema,
  terminationOverviewSchema,
  terminationRespondSchema,
} from '#common/terminations.schemas.ts';
import { agreementFor } from '#server/domain/tenancy/core/agreement.ts';
import { listDemands, sendDemand } from '#server/domain/terminations/demands.service.ts';
import {
  createTermination,
  getTermination,
  respondTermination,
  sendTermination,
  staffTerminations,
  terminationOverview,
  withdrawTermination,
} from '#server/domain/terminations/terminations.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

/**
 * The service context of one who may at least read the contract: asked before the body is read,
 * so someone else gets 404 rather than field errors about a contract they cannot see.
 */
async function readerContext(c: Context) {
  const ctx = serviceContext(c);
  await agreementFor(ctx, c.req.param('id') ?? '', 'contract.read');
  return ctx;
}

// Ending a contract (docs/rules/terminations.md): notice (56. gr.), a mutual end date, rescission
// (61. gr.), written demands; and staff's list. The same services as the pages under
// /rental-contracts/{id}/termination-requests and /man/rental-contracts/contract-terminations.

export const terminationsApi = new Hono<HonoEnv>();

const tags = ['rental-contracts'];
const base = '/api/rental-contracts/{id}/termination-requests';

defineOperation(
  terminationsApi,
  {
    method: 'get',
    path: `${base}/`,
    summary:
      'Ending the contract (its parties and its landlord side; team viewers read): the notice you would give today ' +
      '(the rule, the article and the legal end date, or why a fixed-term lease refuses it), the rescission cases ' +
      'and whether their conditions are met, the requests made and the demands sent',
    tags,
    auth: true,
    responses: { 200: { description: 'The overview', schema: terminationOverviewSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await terminationOverview(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  terminationsApi,
  {
    method: 'post',
    path: `${base}/`,
    summary:
      'A draft request for your side: kind default (notice; a landlord gives a reason), negotiate (a proposed end ' +
      'date) or violate (rescission, the landlord: a case and what happened). Refused with the rule’s code ' +
      '(termination_fixed_term with the article in error.details for a fixed-term lease without special grounds).',
    tags,
    auth: true,
    body: terminationCreateSchema,
    responses: {
      201: { description: 'The draft', schema: terminationDtoSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) => {
    const ctx = await readerContext(c);
    return c.json(await createTermination(ctx, c.req.param('id'), await parseJsonBody(c, terminationCreateSchema)), 201);
  },
);

defineOperation(
  terminationsApi,
  {
    method: 'get',
    path: `${base}/{terminationId}/`,
    summary: 'One request: its status, the rule applied and the other side’s response',
    tags,
    auth: true,
    responses: { 200: { description: 'The request', schema: terminationDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getTermination(serviceContext(c), c.req.param('id'), c.req.param('terminationId'))),
);

defineOperation(
  terminationsApi,
  {
    method: 'post',
    path: `${base}/{terminationId}/send/`,
    summary:
      'Send your side’s draft: the other side is notified (in-app and by mail). Notice and rescission are binding ' +
      'at once (a landlord’s is reported to the registry); a proposal waits for the answer.',
    tags,
    auth: true,
    responses: { 200: { description: 'Sent', schema: terminationDtoSchema }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => c.json(await sendTermination(serviceContext(c), c.req.param('id'), c.req.param('terminationId'))),
);

defineOperation(
  terminationsApi,
  {
    method: 'post',
    path: `${base}/{terminationId}/respond/`,
    summary:
      'The other side answers a proposal: accept (the end date becomes binding), reject, or counter with ' +
      'proposedEndDate (a new proposal linked to this one)',
    tags,
    auth: true,
    body: terminationRespondSchema,
    responses: {
      200: { description: 'The answered request, or the counter-proposal', schema: terminationDtoSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) =>
    c.json(
      await respondTermination(
        await readerContext(c),
        c.req.param('id'),
        c.req.param('terminationId'),
        await parseJsonBody(c, terminationRespondSchema),
      ),
    ),
);

defineOperation(
  terminationsApi,
  {
    method: 'post',
    path: `${base}/{terminationId}/withdraw/`,
    summary: 'Withdraw your side’s draft or unanswered proposal (a binding notice stays)',
    tags,
    auth: true,
    responses: { 200: { description: 'Withdrawn', schema: terminationDtoSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => c.json(await withdrawTermination(serviceContext(c), c.req.param('id'), c.req.param('terminationId'))),
);

defineOperation(
  terminationsApi,
  {
    method: 'get',
    path: '/api/rental-contracts/{id}/demands/',
    summary: 'The written payment demands and warnings sent on the contract, with their status',
    tags,
    auth: true,
    responses: { 200: { description: 'The demands', schema: demandDtoSchema.array() }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await listDemands(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  terminationsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/demands/',
    summary:
      'The landlord side sends a written payment demand for the overdue months (7 days to pay; its expiry opens ' +
      'the unpaid-rent rescission) or a written warning (text needed; it opens the misuse rescission)',
    tags,
    auth: true,
    body: demandCreateSchema,
    responses: { 201: { description: 'Sent', schema: demandDtoSchema }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const ctx = await readerContext(c);
    return c.json(await sendDemand(ctx, c.req.param('id'), await parseJsonBody(c, demandCreateSchema)), 201);
  },
);

defineOperation(
  terminationsApi,
  {
    method: 'get',
    path: '/api/man/contract-terminations/',
    summary: 'Staff: every sent termination request, newest first, 20 a page; ?status= and ?kind= filter',
    tags: ['man'],
    auth: true,
    permission: 'staff.contracts.read',
    query: [
      { name: 'status', description: 'sent, accepted, rejected, countered or withdrawn' },
      { name: 'kind', description: 'default, negotiate or violate' },
      { name: 'page', description: 'Page number, from 1' },
    ],
    responses: { 200: { description: 'One page', schema: staffTerminationPageSchema }, ...errorResponses(401, 403) },
  },
  async (c) => c.json(await staffTerminations(serviceContext(c), parseStaffTerminationQuery(new URL(c.req.url).searchParams))),
);
