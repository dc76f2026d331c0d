import { Hono } from 'hono';
import { z } from 'zod';
import { payoutMethodDtoSchema, payoutMethodSchema } from '#server/domain/payout-methods/payouts.schemas.ts';
import {
  addPayoutMethod,
  listPayoutMethods,
  removePayoutMethod,
  setDefaultPayoutMethod,
} from '#server/domain/payout-methods/payouts.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

export const payoutsApi = new Hono<HonoEnv>();

const base = '/api/users/me/payout-methods/';

defineOperation(
  payoutsApi,
  {
    method: 'get',
    path: base,
    summary: 'Your payout methods, masked, the default first',
    tags: ['account'],
    auth: true,
    responses: { 200: { description: 'Methods', schema: z.array(payoutMethodDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listPayoutMethods(serviceContext(c))),
);

defineOperation(
  payoutsApi,
  {
    method: 'post',
    path: base,
    summary: 'Add an Icelandic bank account (kind is_bank) or an IBAN (kind iban). The first becomes the default.',
    tags: ['account'],
    auth: true,
    body: payoutMethodSchema,
    responses: { 201: { description: 'Added', schema: payoutMethodDtoSchema }, ...errorResponses(401, 409, 422) },
  },
  async (c) => c.json(await addPayoutMethod(serviceContext(c), await parseJsonBody(c, payoutMethodSchema)), 201),
);

defineOperation(
  payoutsApi,
  {
    method: 'post',
    path: `${base}{id}/default/`,
    summary: 'Make a payout method the default',
    tags: ['account'],
    auth: true,
    responses: { 204: { description: 'Done' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await setDefaultPayoutMethod(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

defineOperation(
  payoutsApi,
  {
    method: 'delete',
    path: `${base}{id}/`,
    summary: 'Remove a payout method',
    tags: ['account'],
    auth: true,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await removePayoutMethod(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);
