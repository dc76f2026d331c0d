import { Hono } from 'hono';
import { z } from 'zod';
import { invitationDtoSchema } from '#server/domain/invitations/invitations.schemas.ts';
import {
  createTeamInvitation,
  listTeamInvitations,
  resendTeamInvitation,
  revokeTeamInvitation,
} from '#server/domain/invitations/team-invitations.service.ts';
import { changeMemberRole, leaveTeam, listMembers, removeMember } from '#server/domain/teams/members.service.ts';
import { readTeamLogo, removeTeamLogo, setTeamLogo } from '#server/domain/teams/team-logo.service.ts';
import {
  memberRoleSchema,
  myTeamDtoSchema,
  teamCreateSchema,
  teamDtoSchema,
  teamInvitationSchema,
  teamLogoUploadSchema,
  teamMemberDtoSchema,
  teamUpdateSchema,
} from '#server/domain/teams/teams.schemas.ts';
import { createTeam, getTeam, listMyTeams, updateTeam } from '#server/domain/teams/teams.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses } from './define.ts';

// Teams (letting agencies): making one, its profile and logo, its people and its invitations.
// Every operation under /api/teams/{slug}/ names the team permission it needs (404 for anyone
// whose role in the team doesn't grant it); the services authorize again (docs/rules/teams.md).
export const teamsApi = new Hono<HonoEnv>();

const tags = ['teams'];
const slug = { slug: { description: 'The team’s address (lower-case letters, digits, hyphens)', format: 'string' as const } };
const invitationState = [
  { name: 'state', description: '`open` (default): pending and not expired; `past`: the latest 20 others' },
];

defineOperation(
  teamsApi,
  {
    method: 'get',
    path: '/api/teams/',
    summary: 'The teams you belong to, with your role in each',
    tags,
    auth: true,
    responses: { 200: { description: 'Your teams, by name', schema: z.array(myTeamDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listMyTeams(serviceContext(c))),
);

defineOperation(
  teamsApi,
  {
    method: 'post',
    path: '/api/teams/',
    summary:
      'Make a team; you become its owner (at most 5 per person: 409 team_limit). A taken slug: 409 team_slug_taken with ' +
      'error.details.suggestion (a free slug); a company kennitala with a wrong checksum or day: 422; one already used: 409 team_kennitala_taken.',
    tags,
    auth: true,
    body: teamCreateSchema,
    responses: { 201: { description: 'Made', schema: myTeamDtoSchema }, ...errorResponses(401, 409, 422) },
  },
  async (c) => c.json(await createTeam(serviceContext(c), await parseJsonBody(c, teamCreateSchema)), 201),
);

defineOperation(
  teamsApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/',
    summary: 'The team’s profile (members)',
    tags,
    auth: true,
    teamPermission: 'team.read',
    params: slug,
    responses: { 200: { description: 'The team', schema: teamDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getTeam(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  teamsApi,
  {
    method: 'patch',
    path: '/api/teams/{slug}/',
    summary:
      'Change the team’s profile: name, description, contact email, phone and website (an empty field clears it). The slug is fixed.',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    body: teamUpdateSchema,
    responses: { 200: { description: 'The team', schema: teamDtoSchema }, ...errorResponses(400, 401, 404, 422) },
  },
  async (c) => c.json(await updateTeam(serviceContext(c), c.req.param('slug'), await parseJsonBody(c, teamUpdateSchema))),
);

defineOperation(
  teamsApi,
  {
    method: 'put',
    path: '/api/teams/{slug}/profile/logo/',
    summary:
      'Upload the team’s logo (multipart field `file`): JPEG, PNG, WebP or AVIF, at most 5 MB, stored as a square 512 px WebP; the old one is deleted.',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    body: teamLogoUploadSchema,
    bodyType: 'multipart',
    responses: {
      200: { description: 'The new logo', schema: z.object({ logo_url: z.string().nullable() }) },
      ...errorResponses(400, 401, 404, 413, 422),
    },
  },
  async (c) => {
    const [file] = await filesFromForm(await parseMultipart(c), 'file');
    return c.json(await setTeamLogo(serviceContext(c), c.req.param('slug'), file));
  },
);

defineOperation(
  teamsApi,
  {
    method: 'delete',
    path: '/api/teams/{slug}/profile/logo/',
    summary: 'Remove the team’s logo',
    tags,
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await removeTeamLogo(serviceContext(c), c.req.param('slug'));
    return c.body(null, 204);
  },
);

defineOperation(
  teamsApi,
  {
    method: 'get',
    path: '/api/teams/{id}/logo/',
    summary: 'A team’s logo (public: shown on its listings), a WebP; 404 when it has none',
    tags,
    auth: false,
    responses: { 200: { description: 'The logo', binary: 'image/webp' }, ...errorResponses(404) },
  },
  async (c) => {
    const stored = await readTeamLogo(serviceContext(c), c.req.param('id'));
    if (!stored) throw new AppError('not_found');
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
  },
);

defineOperation(
  teamsApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/members/',
    summary: 'The team’s members with their roles, owners first',
    tags,
    auth: true,
    teamPermission: 'team.read',
    params: slug,
    responses: { 200: { description: 'Members', schema: z.array(teamMemberDtoSchema) }, ...errorResponses(401, 404) },
  },
  async (c) => c.json((await listMembers(serviceContext(c), c.req.param('slug'))).members),
);

defineOperation(
  teamsApi,
  {
    method: 'patch',
    path: '/api/teams/{slug}/members/{userId}/',
    summary:
      'Give a member another role. Owners are changed only by owners (403 team_role_not_allowed); the last owner ' +
      'can’t be demoted (409 team_last_owner).',
    tags,
    auth: true,
    teamPermission: 'team.members.manage',
    params: slug,
    body: memberRoleSchema,
    responses: {
      200: { description: 'The member', schema: teamMemberDtoSchema },
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
  async (c) =>
    c.json(
      await changeMemberRole(
        serviceContext(c),
        c.req.param('slug'),
        c.req.param('userId'),
        await parseJsonBody(c, memberRoleSchema),
      ),
    ),
);

defineOperation(
  teamsApi,
  {
    method: 'delete',
    path: '/api/teams/{slug}/members/{userId}/',
    summary:
      'Remove a member (yourself: leave). Owners are removed only by owners (403 team_role_not_allowed); never the last owner (409 team_last_owner).',
    tags,
    auth: true,
    teamPermission: 'team.members.manage',
    params: slug,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => {
    await removeMember(serviceContext(c), c.req.param('slug'), c.req.param('userId'));
    return c.body(null, 204);
  },
);

defineOperation(
  teamsApi,
  {
    method: 'post',
    path: '/api/teams/{slug}/leave/',
    summary: 'Leave the team. The last owner can’t (409 team_last_owner): make someone else an owner first.',
    tags,
    auth: true,
    teamPermission: 'team.read',
    params: slug,
    responses: { 204: { description: 'Left' }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => {
    await leaveTeam(serviceContext(c), c.req.param('slug'));
    return c.body(null, 204);
  },
);

defineOperation(
  teamsApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/invitations/',
    summary: 'The team’s invitations, newest first',
    tags,
    auth: true,
    teamPermission: 'team.members.manage',
    params: slug,
    query: invitationState,
    responses: { 200: { description: 'Invitations', schema: z.array(invitationDtoSchema) }, ...errorResponses(401, 404, 422) },
  },
  async (c) => {
    const state = c.req.query('state') ?? 'open';
    if (state !== 'open' && state !== 'past')
      throw new AppError('validation_failed', undefined, { fields: { state: ['invalid'] } });
    return c.json(await listTeamInvitations(serviceContext(c), c.req.param('slug'), state));
  },
);

defineOperation(
  teamsApi,
  {
    method: 'post',
    path: '/api/teams/{slug}/invitations/',
    summary:
      'Invite someone to the team by email with a role (owner only by owners). An address without an account gets a mail. ' +
      '409 invitation_already_open when the address has an open invitation to the team; 409 team_already_member; 409 team_full.',
    tags,
    auth: true,
    teamPermission: 'team.members.manage',
    params: slug,
    body: teamInvitationSchema,
    responses: {
      201: { description: 'Sent', schema: invitationDtoSchema },
      ...errorResponses(400, 401, 403, 404, 409, 422, 429),
    },
  },
  async (c) =>
    c.json(await createTeamInvitation(serviceContext(c), c.req.param('slug'), await parseJsonBody(c, teamInvitationSchema)), 201),
);

defineOperation(
  teamsApi,
  {
    method: 'post',
    path: '/api/teams/{slug}/invitations/{id}/resend/',
    summary:
      'Send an open invitation again (at most every 10 minutes: 429), or renew an expired one for 14 more days. 409 once answered or withdrawn.',
    tags,
    auth: true,
    teamPermission: 'team.members.manage',
    params: slug,
    responses: { 200: { description: 'Sent again', schema: invitationDtoSchema }, ...errorResponses(401, 404, 409, 429) },
  },
  async (c) => c.json(await resendTeamInvitation(serviceContext(c), c.req.param('slug'), c.req.param('id'))),
);

defineOperation(
  teamsApi,
  {
    method: 'post',
    path: '/api/teams/{slug}/invitations/{id}/revoke/',
    summary: 'Withdraw an open invitation (again is harmless). 409 invitation_already_answered once answered.',
    tags,
    auth: true,
    teamPermission: 'team.members.manage',
    params: slug,
    responses: { 200: { description: 'Withdrawn', schema: invitationDtoSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await revokeTeamInvitation(serviceContext(c), c.req.param('slug'), c.req.param('id'))),
);
