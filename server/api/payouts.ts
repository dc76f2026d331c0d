import { Hono } from 'hono';
import { z } from 'zod';
import { payoutMethodDtoSchema, payoutMethodSchema } from '#server/domain/payouts/payouts.schemas.ts';
import {
  addPayoutMethod,
  listPayoutMethods,
  removePayoutMethod,
  setDefaultPayoutMethod,
} from '#server/domain/payouts/payouts.service.ts';
import { requireBearer } from '#server/http/bearer.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { describeOperation, errorBodySchema } from './openapi.ts';

export const payoutsApi = new Hono<HonoEnv>();
payoutsApi.use('/users/me/payout-methods/*', requireBearer);

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));
const base = '/api/users/me/payout-methods/';

describeOperation({
  method: 'get',
  path: base,
  summary: 'Your payout methods, masked, the default first',
  tags: ['account'],
  auth: true,
  responses: { 200: { description: 'Methods', schema: z.array(payoutMethodDtoSchema) }, ...errors(401) },
});
payoutsApi.get('/users/me/payout-methods/', async (c) => c.json(await listPayoutMethods(serviceContext(c))));

describeOperation({
  method: 'post',
  path: base,
  summary: 'Add an Icelandic bank account (kind is_bank) or an IBAN (kind iban). The first becomes the default.',
  tags: ['account'],
  auth: true,
  body: payoutMethodSchema,
  responses: { 201: { description: 'Added', schema: payoutMethodDtoSchema }, ...errors(401, 409, 422) },
});
payoutsApi.post('/users/me/payout-methods/', async (c) =>
  c.json(await addPayoutMethod(serviceContext(c), await parseJsonBody(c, payoutMethodSchema)), 201),
);

describeOperation({
  method: 'post',
  path: `${base}{id}/default/`,
  summary: 'Make a payout method the default',
  tags: ['account'],
  auth: true,
  responses: { 204: { description: 'Done' }, ...errors(401, 404) },
});
payoutsApi.post('/users/me/payout-methods/:id/default/', async (c) => {
  await setDefaultPayoutMethod(serviceContext(c), c.req.param('id'));
  return c.body(null, 204);
});

describeOperation({
  method: 'delete',
  path: `${base}{id}/`,
  summary: 'Remove a payout method',
  tags: ['account'],
  auth: true,
  responses: { 204: { description: 'Removed' }, ...errors(401, 404) },
});
payoutsApi.delete('/users/me/payout-methods/:id/', async (c) => {
  await removePayoutMethod(serviceContext(c), c.req.param('id'));
  return c.body(null, 204);
});
