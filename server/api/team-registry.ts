import { Hono } from 'hono';
import { parseSubmissionFilter } from '#common/registry-staff.ts';
import { teamRegistryOverview, teamSubmissions } from '#server/domain/registry/team-registry.service.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import { registryOverviewSchema, submissionPageSchema } from './registry.responses.ts';
import { answer } from './responses.ts';

// A team's registrations with the rental registry (HMS), for members whose role reads contracts;
// anyone else gets 404.
export const teamRegistryApi = new Hono<HonoEnv>();

const tags = ['teams'];

defineOperation(
  teamRegistryApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/registry/',
    summary: 'The team’s registrations: contracts by registry status, due dates near or past, failures',
    tags,
    auth: true,
    teamPermission: 'contract.read',
    responses: {
      200: { description: 'The overview', schema: registryOverviewSchema },
      ...errorResponses(401, 404),
    },
  },
  async (c) => answer(c, registryOverviewSchema, await teamRegistryOverview(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  teamRegistryApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/registry/submissions/',
    summary: 'The team’s registry submissions, newest first, with the registry’s reasons',
    tags,
    auth: true,
    teamPermission: 'contract.read',
    query: [
      { name: 'filter', description: 'all (default), open or problems' },
      { name: 'page', description: 'Page number, from 1 (20 a page)' },
    ],
    responses: { 200: { description: 'One page', schema: submissionPageSchema }, ...errorResponses(401, 404) },
  },
  async (c) => {
    const params = new URL(c.req.url).searchParams;
    const { page } = parseSubmissionFilter(params);
    const filter =
      params.get('filter') === 'open' || params.get('filter') === 'problems' ? (params.get('filter') as 'open') : 'all';
    return answer(c, submissionPageSchema, await teamSubmissions(serviceContext(c), c.req.param('slug'), filter, page));
  },
);
