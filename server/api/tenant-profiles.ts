import { Hono } from 'hono';
import { z } from 'zod';
import { getTenantProfile } from '#server/domain/accounts/tenant-profile.service.ts';
import { paycheckDtoSchema } from '#server/domain/paychecks/paychecks.schemas.ts';
import { openPaycheck } from '#server/domain/paychecks/paychecks.service.ts';
import { DOCUMENT_TYPES } from '#server/domain/uploads/documents.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation } from './define.ts';
import { errorBodySchema } from './openapi.ts';

export const tenantProfilesApi = new Hono<HonoEnv>();

const tenantProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    email_confirmed: z.boolean(),
    kennitala_on_file: z.boolean(),
    phone_on_file: z.boolean(),
    member_since: z.string(),
    household: z
      .array(z.object({ id: z.string(), name: z.string(), email_confirmed: z.boolean() }))
      .describe('The people the tenant rents with'),
    avatar_url: z.string().nullable(),
    paychecks_shared: z.boolean().describe('Whether the tenant lets landlords they apply to see their income documents'),
    paychecks: z.array(paycheckDtoSchema).describe('Always for the tenant themself; for others only while shared'),
  })
  .meta({ id: 'TenantProfile' });

defineOperation(
  tenantProfilesApi,
  {
    method: 'get',
    path: '/api/tenant-profiles/{id}/',
    summary:
      "A tenant's profile as a landlord sees it. Visible to the tenant and to the landlord of a listing they have an open application for; 404 for anyone else.",
    tags: ['account'],
    auth: true,
    responses: {
      200: { description: 'The profile', schema: tenantProfileSchema },
      401: { description: 'Not signed in', schema: errorBodySchema },
      404: { description: 'Not found, or not yours to see', schema: errorBodySchema },
    },
  },
  async (c) => c.json(await getTenantProfile(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  tenantProfilesApi,
  {
    method: 'get',
    path: '/api/tenant-profiles/{id}/paychecks/{paycheckId}/download/',
    summary:
      "Download one of a tenant's income documents: the tenant, or someone who may see their profile while they share them; 404 otherwise.",
    tags: ['account'],
    auth: true,
    responses: {
      200: { description: 'The file (as an attachment)', binary: DOCUMENT_TYPES },
      401: { description: 'Not signed in', schema: errorBodySchema },
      404: { description: 'Not found, or not yours to see', schema: errorBodySchema },
    },
  },
  async (c) => downloadResponse(await openPaycheck(serviceContext(c), c.req.param('paycheckId'), { ownerId: c.req.param('id') })),
);
