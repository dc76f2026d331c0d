import { type Context, Hono } from 'hono';
import { OFFER_STATUSES, type OfferStatus } from '#common/offer-rules.ts';
import { offerAnswerSchema, offerCreateSchema, offerDtoSchema, offerPageSchema } from '#server/domain/offers/offers.schemas.ts';
import {
  acceptOffer,
  createOffer,
  declineOffer,
  getOffer,
  listLandlordOffers,
  listTenantOffers,
  withdrawOffer,
} from '#server/domain/offers/offers.service.ts';
import { parseJsonBody, zodFieldErrors } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';

export const offersApi = new Hono<HonoEnv>();

const tags = ['offers'];
const listParams = [
  {
    name: 'status',
    description: `Only offers in this status: ${OFFER_STATUSES.join(', ')} (a sent offer past its time counts as expired)`,
  },
  { name: 'cursor', description: 'next_cursor from the previous page' },
];

function listInput(value: string | undefined, cursor: string | undefined): { status?: OfferStatus; cursor: string | null } {
  if (value === undefined || value === '') return { cursor: cursor || null };
  if (!(OFFER_STATUSES as readonly string[]).includes(value))
    throw new AppError('validation_failed', undefined, { fields: { status: ['invalid'] } });
  return { status: value as OfferStatus, cursor: cursor || null };
}

/** An optional JSON body: none (or empty) is no message. */
async function answerBody(c: Context<HonoEnv>) {
  const raw = await c.req.text();
  if (!raw.trim()) return { message: undefined };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request');
  }
  const parsed = offerAnswerSchema.safeParse(body);
  if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
  return parsed.data;
}

defineOperation(
  offersApi,
  {
    method: 'post',
    path: '/api/applications/{id}/offers/',
    summary:
      'Offer a lease to the applicant (the landlord of the listing): rent, start date, fixed term in months or ' +
      "indefinite, security (at most 3 months' rent; a mutual fund fee at most 10% of one month's rent, 40. gr.), " +
      'days to answer (1-30, default 7) and a message. One live offer per application; the application becomes accepted.',
    tags,
    auth: true,
    body: offerCreateSchema,
    responses: { 201: { description: 'Sent', schema: offerDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => c.json(await createOffer(serviceContext(c), c.req.param('id'), await parseJsonBody(c, offerCreateSchema)), 201),
);

defineOperation(
  offersApi,
  {
    method: 'get',
    path: '/api/landlord/offers/',
    summary: 'Offers on the listings you manage, newest first, 20 at a time (follow next_cursor with ?cursor=)',
    tags,
    auth: true,
    query: listParams,
    responses: { 200: { description: 'One page of offers', schema: offerPageSchema }, ...errorResponses(400, 401, 422) },
  },
  async (c) => c.json(await listLandlordOffers(serviceContext(c), listInput(c.req.query('status'), c.req.query('cursor')))),
);

defineOperation(
  offersApi,
  {
    method: 'get',
    path: '/api/users/me/offers/',
    summary: 'Offers you have received as a tenant, newest first, 20 at a time (follow next_cursor with ?cursor=)',
    tags,
    auth: true,
    query: listParams,
    responses: { 200: { description: 'One page of offers', schema: offerPageSchema }, ...errorResponses(400, 401, 422) },
  },
  async (c) => c.json(await listTenantOffers(serviceContext(c), listInput(c.req.query('status'), c.req.query('cursor')))),
);

defineOperation(
  offersApi,
  {
    method: 'get',
    path: '/api/offers/{id}/',
    summary: 'One offer (its tenant or the landlord side), with the contract draft once accepted',
    tags,
    auth: true,
    responses: { 200: { description: 'The offer', schema: offerDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getOffer(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  offersApi,
  {
    method: 'post',
    path: '/api/offers/{id}/accept/',
    summary:
      "Accept an offer (the tenant): the listing's other applications are closed and its other offers withdrawn, " +
      'the listing becomes rented_pending and a rental contract draft is stored. Refused when expired, withdrawn or answered.',
    tags,
    auth: true,
    responses: { 200: { description: 'Accepted', schema: offerDtoSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await acceptOffer(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  offersApi,
  {
    method: 'post',
    path: '/api/offers/{id}/decline/',
    summary: 'Decline an offer (the tenant), with an optional reason; the application stays open',
    tags,
    auth: true,
    body: offerAnswerSchema,
    responses: { 200: { description: 'Declined', schema: offerDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => c.json(await declineOffer(serviceContext(c), c.req.param('id'), await answerBody(c))),
);

defineOperation(
  offersApi,
  {
    method: 'post',
    path: '/api/offers/{id}/withdraw/',
    summary: 'Withdraw a live offer (the landlord), with an optional message to the tenant',
    tags,
    auth: true,
    body: offerAnswerSchema,
    responses: { 200: { description: 'Withdrawn', schema: offerDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => c.json(await withdrawOffer(serviceContext(c), c.req.param('id'), await answerBody(c))),
);
