import { Hono } from 'hono';
import { z } from 'zod';
import { getHousehold, removeHouseholdMember } from '#server/domain/invitations/household.service.ts';
import {
  createInvitationSchema,
  householdDtoSchema,
  invitationDtoSchema,
  receivedQuerySchema,
} from '#server/domain/invitations/invitations.schemas.ts';
import {
  createInvitation,
  getInvitation,
  listReceivedInvitations,
  listSentInvitations,
  respondToInvitation,
  revokeInvitation,
} from '#server/domain/invitations/invitations.service.ts';
import { parseJsonBody, zodFieldErrors } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';

export const invitationsApi = new Hono<HonoEnv>();

const base = '/api/users/me/invitations/';
const list = z.array(invitationDtoSchema);
const stateNote = '`?state=pending` (default): open ones; `?state=past`: the 20 latest answered, withdrawn or expired.';

function stateOf(query: Record<string, string>) {
  const parsed = receivedQuerySchema.safeParse(query);
  if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
  return parsed.data;
}

defineOperation(
  invitationsApi,
  {
    method: 'get',
    path: base,
    summary: `Invitations addressed to you (your account, or your confirmed email). ${stateNote}`,
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'Invitations, newest first', schema: list }, ...errorResponses(401, 422) },
  },
  async (c) => c.json(await listReceivedInvitations(serviceContext(c), stateOf(c.req.query()))),
);

defineOperation(
  invitationsApi,
  {
    method: 'get',
    path: `${base}sent/`,
    summary: `Invitations you sent. ${stateNote}`,
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'Invitations, newest first', schema: list }, ...errorResponses(401, 422) },
  },
  async (c) => c.json(await listSentInvitations(serviceContext(c), stateOf(c.req.query()))),
);

defineOperation(
  invitationsApi,
  {
    method: 'post',
    path: base,
    summary:
      'Invite someone by email (kind household: to join your household). They get a mail; a confirmed account also a notification. 409: already invited or in your household, too many open invitations, or household full.',
    tags: ['invitations'],
    auth: true,
    body: createInvitationSchema,
    responses: { 201: { description: 'Sent', schema: invitationDtoSchema }, ...errorResponses(401, 409, 422, 429) },
  },
  async (c) => c.json(await createInvitation(serviceContext(c), await parseJsonBody(c, createInvitationSchema)), 201),
);

defineOperation(
  invitationsApi,
  {
    method: 'get',
    path: `${base}{id}/`,
    summary: 'One invitation you sent or that is addressed to you; 404 for anyone else',
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'The invitation', schema: invitationDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getInvitation(serviceContext(c), c.req.param('id'))),
);

const answerErrors =
  '409 with code invitation_expired, invitation_already_answered or invitation_revoked when it is no longer open (or conflict when the household is full).';

defineOperation(
  invitationsApi,
  {
    method: 'post',
    path: `${base}{id}/accept/`,
    summary: `Accept an invitation addressed to you (household: you join the inviter's household). 403 for the inviter. ${answerErrors}`,
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'Accepted', schema: invitationDtoSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => c.json(await respondToInvitation(serviceContext(c), c.req.param('id'), 'accept')),
);

defineOperation(
  invitationsApi,
  {
    method: 'post',
    path: `${base}{id}/decline/`,
    summary: `Decline an invitation addressed to you. 403 for the inviter. ${answerErrors}`,
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'Declined', schema: invitationDtoSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => c.json(await respondToInvitation(serviceContext(c), c.req.param('id'), 'decline')),
);

defineOperation(
  invitationsApi,
  {
    method: 'post',
    path: `${base}{id}/revoke/`,
    summary:
      'Withdraw an invitation you sent (again is harmless). 403 for the invitee; 409 invitation_already_answered once answered.',
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'Withdrawn', schema: invitationDtoSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => c.json(await revokeInvitation(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  invitationsApi,
  {
    method: 'get',
    path: '/api/users/me/household/',
    summary: 'Your household: who joined yours (members) and whose you joined (joined)',
    tags: ['invitations'],
    auth: true,
    responses: { 200: { description: 'The household', schema: householdDtoSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await getHousehold(serviceContext(c))),
);

defineOperation(
  invitationsApi,
  {
    method: 'delete',
    path: '/api/users/me/household/{memberId}/',
    summary:
      "Remove a member from your household, or leave the household of the person with this id. 404 when you aren't linked.",
    tags: ['invitations'],
    auth: true,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await removeHouseholdMember(serviceContext(c), c.req.param('memberId'));
    return c.body(null, 204);
  },
);
