import { Hono } from 'hono';
import { z } from 'zod';
import {
  bulkResultSchema,
  bulkTeamListings,
  listingTeam,
  listTeamListings,
  setListingAssignees,
  teamListingsSchema,
} from '#server/domain/listings/team-listings.service.ts';
import { setActingTeam, type TeamModeDto, teamMode } from '#server/domain/teams/acting.service.ts';
import { teamDashboard, teamDashboardSchema } from '#server/domain/teams/team-dashboard.service.ts';
import { actingTeamSchema, bulkListingsSchema, listingAssigneesSchema } from '#server/domain/teams/team-mode.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

// Team mode (docs/rules/team-mode.md): acting for a team, a team's dashboard and listings, and
// who looks after a team listing.
export const teamModeApi = new Hono<HonoEnv>();

const tags = ['teams'];

const teamModeSchema = z
  .object({
    teams: z.array(z.object({ slug: z.string(), name: z.string(), role: z.string() })),
    acting_team: z.string().nullable().describe('The slug of the team acted for; null: acting personally'),
  })
  .meta({ id: 'TeamMode' });

const listingTeamSchema = z
  .object({
    team: z.object({ slug: z.string(), name: z.string() }).nullable(),
    members: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), assigned: z.boolean() })),
    can_assign: z.boolean(),
  })
  .meta({ id: 'ListingAssignees' });

defineOperation(
  teamModeApi,
  {
    method: 'get',
    path: '/api/users/me/acting-team/',
    summary: 'Your teams and whether you act personally or for one of them (team mode)',
    tags,
    auth: true,
    responses: { 200: { description: 'Team mode', schema: teamModeSchema }, ...errorResponses(401) },
  },
  async (c) => c.json<TeamModeDto>(await teamMode(serviceContext(c))),
);

defineOperation(
  teamModeApi,
  {
    method: 'put',
    path: '/api/users/me/acting-team/',
    summary:
      'Act for a team you belong to ({"team": "<slug>"}) or personally ({"team": null}); remembered across devices. ' +
      'Listings you start then belong to the team. A team you have left: 403 team_membership_ended.',
    tags,
    auth: true,
    body: actingTeamSchema,
    responses: { 200: { description: 'Team mode', schema: teamModeSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) => c.json(await setActingTeam(serviceContext(c), (await parseJsonBody(c, actingTeamSchema)).team)),
);

defineOperation(
  teamModeApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/dashboard/',
    summary:
      'What needs the team’s attention: drafts, rejected listings and listings expiring within 7 days, new ' +
      'applications, offers awaiting an answer, conversations with messages you have not read (each by your role)',
    tags,
    auth: true,
    teamPermission: 'team.read',
    responses: { 200: { description: 'Dashboard', schema: teamDashboardSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await teamDashboard(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  teamModeApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/listings/',
    summary: 'The team’s listings (archived ones left out) with who looks after each, and the members one may assign',
    tags,
    auth: true,
    teamPermission: 'listing.read',
    responses: { 200: { description: 'Team listings', schema: teamListingsSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await listTeamListings(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  teamModeApi,
  {
    method: 'post',
    path: '/api/teams/{slug}/listings/bulk/',
    summary:
      'Pause, renew or assign a member to many team listings at once. Each listing is authorized and changed on ' +
      'its own: the answer lists those done and those refused with the reason.',
    tags,
    auth: true,
    teamPermission: 'listing.lifecycle',
    body: bulkListingsSchema,
    responses: { 200: { description: 'What was done', schema: bulkResultSchema }, ...errorResponses(401, 404, 422) },
  },
  async (c) => c.json(await bulkTeamListings(serviceContext(c), c.req.param('slug'), await parseJsonBody(c, bulkListingsSchema))),
);

defineOperation(
  teamModeApi,
  {
    method: 'get',
    path: '/api/listings/{id}/assignees/',
    summary: 'The team of a listing you manage, its members who may look after it, and who does',
    tags,
    auth: true,
    responses: { 200: { description: 'Assignees', schema: listingTeamSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await listingTeam(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  teamModeApi,
  {
    method: 'put',
    path: '/api/listings/{id}/assignees/',
    summary:
      'Choose which members of the owning team look after a team listing (they are the ones notified about it); ' +
      'only owners, admins and agents of that team (422 team_assignee_not_member).',
    tags,
    auth: true,
    body: listingAssigneesSchema,
    responses: { 200: { description: 'Assignees', schema: listingTeamSchema }, ...errorResponses(401, 404, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await setListingAssignees(ctx, c.req.param('id'), (await parseJsonBody(c, listingAssigneesSchema)).userIds);
    return c.json(await listingTeam(ctx, c.req.param('id')));
  },
);
