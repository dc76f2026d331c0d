import { Hono } from 'hono';
import { z } from 'zod';
import { applyFormQuestions } from '#server/domain/applications/applications.service.ts';
import {
  groupCreateSchema,
  groupDtoSchema,
  groupSummaryDtoSchema,
  groupUpdateSchema,
  serviceSwitchSchema,
  servicesDtoSchema,
} from '#server/domain/teams/listing-groups.schemas.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '#server/domain/teams/listing-groups.service.ts';
import { getTeamServices, setTeamService } from '#server/domain/teams/team-services.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

// A team's application forms (listing groups) and optional services (docs/rules/team-forms.md).
// Reading groups: application.read; changing them and the services: team.update.

export const teamFormsApi = new Hono<HonoEnv>();

const tags = ['teams'];
const slug = { slug: { description: 'The team’s address, e.g. leigulidar', format: 'string' as const } };

defineOperation(
  teamFormsApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/application-groups/',
    summary: 'The team’s listing groups (application forms): name, listings, questions and whether an auto-reply is set',
    tags,
    auth: true,
    teamPermission: 'application.read',
    params: slug,
    responses: { 200: { description: 'Groups', schema: z.array(groupSummaryDtoSchema) }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await listGroups(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  teamFormsApi,
  {
    method: 'post',
    path: '/api/teams/{slug}/application-groups/',
    summary:
      'Add a listing group: a name, up to 10 questions (each at most 300 characters) asked of every applicant, ' +
      'and an optional auto-reply (at most 2000 characters). A team has at most 50 groups (team_group_limit).',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    body: groupCreateSchema,
    responses: { 201: { description: 'Added', schema: groupDtoSchema }, ...errorResponses(400, 401, 404, 409, 422) },
  },
  async (c) => c.json(await createGroup(serviceContext(c), c.req.param('slug'), await parseJsonBody(c, groupCreateSchema)), 201),
);

defineOperation(
  teamFormsApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/application-groups/{id}/',
    summary: 'One listing group, with every listing of the team and whether it is in the group',
    tags,
    auth: true,
    teamPermission: 'application.read',
    params: slug,
    responses: { 200: { description: 'The group', schema: groupDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getGroup(serviceContext(c), c.req.param('slug'), c.req.param('id'))),
);

defineOperation(
  teamFormsApi,
  {
    method: 'put',
    path: '/api/teams/{slug}/application-groups/{id}/',
    summary:
      'Replace a listing group: name, questions, auto-reply and the team listings in it (a listing left out leaves ' +
      'the group; one in another group moves here; a listing that is not the team’s is 404)',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    body: groupUpdateSchema,
    responses: { 200: { description: 'Saved', schema: groupDtoSchema }, ...errorResponses(400, 401, 404, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    // Another team's group is 404 before the body is read.
    await getGroup(ctx, c.req.param('slug'), c.req.param('id'));
    return c.json(await updateGroup(ctx, c.req.param('slug'), c.req.param('id'), await parseJsonBody(c, groupUpdateSchema)));
  },
);

defineOperation(
  teamFormsApi,
  {
    method: 'delete',
    path: '/api/teams/{slug}/application-groups/{id}/',
    summary: 'Remove a listing group; its listings keep only their own questions and send no auto-reply',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await deleteGroup(serviceContext(c), c.req.param('slug'), c.req.param('id'));
    return c.body(null, 204);
  },
);

defineOperation(
  teamFormsApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/services/',
    summary: 'The team’s optional services (open_houses, viewing_requests, application_auto_reply), each on or off',
    tags,
    auth: true,
    teamPermission: 'team.read',
    params: slug,
    responses: { 200: { description: 'Services', schema: servicesDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getTeamServices(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  teamFormsApi,
  {
    method: 'put',
    path: '/api/teams/{slug}/services/',
    summary:
      'Switch one of the team’s services on or off. Off stops new open-house registrations, viewing requests or ' +
      'auto-replies on the team’s listings (team_service_off); registrations and requests made before stay.',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    body: serviceSwitchSchema,
    responses: { 200: { description: 'Saved', schema: servicesDtoSchema }, ...errorResponses(400, 401, 404, 422) },
  },
  async (c) => c.json(await setTeamService(serviceContext(c), c.req.param('slug'), await parseJsonBody(c, serviceSwitchSchema))),
);

defineOperation(
  teamFormsApi,
  {
    method: 'get',
    path: '/api/listings/{id}/application-questions/',
    summary:
      'The questions the application form asks for a listing on the market: its own and, for a team listing in a ' +
      'listing group, the group’s (required). Answer them with their ids when applying.',
    tags: ['applications'],
    auth: true,
    responses: {
      200: {
        description: 'Questions',
        schema: z.array(z.object({ id: z.string(), question: z.string(), required: z.boolean() })),
      },
      ...errorResponses(401, 404, 409),
    },
  },
  async (c) => c.json(await applyFormQuestions(serviceContext(c), c.req.param('id'))),
);
