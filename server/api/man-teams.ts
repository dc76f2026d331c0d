import { Hono } from 'hono';
import { parseStaffTeamQuery, verificationDecisionSchema } from '#common/team-verification.ts';
import {
  decideSubEntity,
  decideTeamVerification,
  openStaffTeamDocument,
  searchStaffTeams,
  staffTeamDetail,
} from '#server/domain/staff/staff-teams.service.ts';
import { DOCUMENT_TYPES } from '#server/domain/uploads/documents.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import { answer } from './responses.ts';
import { staffTeamDetailSchema, staffTeamListSchema } from './teams.responses.ts';

// Staff verify teams and their sub-entities (docs/rules/team-verification.md). Anyone without
// the staff permission gets 403 before the body is looked at.
export const manTeamsApi = new Hono<HonoEnv>();

const tags = ['man'];

defineOperation(
  manTeamsApi,
  {
    method: 'get',
    path: '/api/man/teams/',
    summary: 'Teams: those waiting for verification first (longest waiting first), then the rest, newest first',
    tags,
    auth: true,
    permission: 'staff.teams.read',
    query: [
      { name: 'q', description: 'Part of the name or address, or digits of the kennitala' },
      { name: 'status', description: 'unverified, pending, verified or rejected' },
      { name: 'page', description: 'Page number, from 1 (25 a page)' },
    ],
    responses: { 200: { description: 'One page', schema: staffTeamListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffTeamListSchema,
      await searchStaffTeams(serviceContext(c), parseStaffTeamQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manTeamsApi,
  {
    method: 'get',
    path: '/api/man/teams/{teamId}/',
    summary: 'One team: details, members, documents, sub-entities and the audit trail',
    tags,
    auth: true,
    permission: 'staff.teams.read',
    responses: { 200: { description: 'The team', schema: staffTeamDetailSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) => answer(c, staffTeamDetailSchema, await staffTeamDetail(serviceContext(c), c.req.param('teamId'))),
);

defineOperation(
  manTeamsApi,
  {
    method: 'get',
    path: '/api/man/teams/{teamId}/documents/{documentId}/download/',
    summary: 'Download one of a team’s documents (as an attachment)',
    tags,
    auth: true,
    permission: 'staff.teams.read',
    responses: { 200: { description: 'The file', binary: DOCUMENT_TYPES }, ...errorResponses(401, 403, 404) },
  },
  async (c) => downloadResponse(await openStaffTeamDocument(serviceContext(c), c.req.param('teamId'), c.req.param('documentId'))),
);

defineOperation(
  manTeamsApi,
  {
    method: 'post',
    path: '/api/man/teams/{teamId}/decision/',
    summary:
      'Verify or reject a pending team (a reason is required to reject; audited; its owners and admins are told). Not pending: team_verification_not_open',
    tags,
    auth: true,
    permission: 'staff.teams.verify',
    body: verificationDecisionSchema,
    responses: { 204: { description: 'Decided' }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const decision = await parseJsonBody(c, verificationDecisionSchema);
    await decideTeamVerification(serviceContext(c), c.req.param('teamId'), decision);
    return c.body(null, 204);
  },
);

defineOperation(
  manTeamsApi,
  {
    method: 'post',
    path: '/api/man/teams/{teamId}/sub-entities/{subId}/decision/',
    summary: 'Verify (needs a document) or reject (with a reason) a pending sub-entity of a team; audited',
    tags,
    auth: true,
    permission: 'staff.teams.verify',
    body: verificationDecisionSchema,
    responses: { 204: { description: 'Decided' }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const decision = await parseJsonBody(c, verificationDecisionSchema);
    await decideSubEntity(serviceContext(c), c.req.param('teamId'), c.req.param('subId'), decision);
    return c.body(null, 204);
  },
);
