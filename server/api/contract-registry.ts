import { Hono } from 'hono';
import { correctRegistration, leaseRegistryView } from '#server/domain/registry/lease-registry.service.ts';
import { registryCorrectionSchema } from '#server/domain/registry/registry-correction.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import { leaseRegistryViewSchema, registryCorrectedSchema } from './registry.responses.ts';
import { answer } from './responses.ts';

// The registry of one lease for its parties and landlord side (docs/rules/registry.md "A refused
// registration"): the same services as the lease page and its correction form.
export const contractRegistryApi = new Hono<HonoEnv>();

const tags = ['rental-contracts'];
const base = '/api/rental-contracts/{id}/registry';

defineOperation(
  contractRegistryApi,
  {
    method: 'get',
    path: `${base}/`,
    summary:
      'The lease’s registry: a refusal (reason codes and fields; words are registry:reasons.<code>), the late mark and a ' +
      'refused report of the ending (the landlord side), the corrections made, whether the reader may correct it',
    tags,
    auth: true,
    responses: { 200: { description: 'The lease’s registration', schema: leaseRegistryViewSchema }, ...errorResponses(401, 404) },
  },
  async (c) => answer(c, leaseRegistryViewSchema, await leaseRegistryView(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  contractRegistryApi,
  {
    method: 'post',
    path: `${base}/correction/`,
    summary:
      'Correct the registry data (address, units) of an active lease whose registration was refused and send it again ' +
      '(the landlord side); recorded in the history, the signed document unchanged',
    tags,
    auth: true,
    body: registryCorrectionSchema,
    responses: {
      200: { description: 'Corrected and sent again', schema: registryCorrectedSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) => {
    const input = await parseJsonBody(c, registryCorrectionSchema);
    return answer(c, registryCorrectedSchema, await correctRegistration(serviceContext(c), c.req.param('id'), input));
  },
);
