import { type Handler, Hono } from 'hono';
import { subEntitySchema } from '#common/team-verification.ts';
import type { TeamPermission } from '#server/domain/access/roles.ts';
import { addSubEntity, deleteSubEntity, listSubEntities } from '#server/domain/teams/sub-entities.service.ts';
import { deleteTeamDocument, openTeamDocument, uploadTeamDocuments } from '#server/domain/teams/team-documents.service.ts';
import { teamDocumentUploadSchema } from '#server/domain/teams/verification.schemas.ts';
import { submitVerification, teamVerification } from '#server/domain/teams/verification.service.ts';
import { DOCUMENT_TYPES } from '#server/domain/uploads/documents.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses, type HonoPath } from './define.ts';
import type { ApiOperation } from './openapi.ts';
import { answer } from './responses.ts';
import { createdSchema, subEntityListSchema, teamDocumentsSchema, teamVerificationSchema } from './teams.responses.ts';

// A team's verification, its documents and its sub-entities (docs/rules/team-verification.md).
// Members read (team.read); owners and admins change (team.update). Anyone else: 404.
export const teamVerificationApi = new Hono<HonoEnv>();

const base = '/api/teams/{slug}/verification/';
const op = <P extends string>(
  method: 'get' | 'post' | 'delete',
  path: P,
  summary: string,
  teamPermission: TeamPermission,
  extra: Partial<ApiOperation>,
  handler: Handler<HonoEnv, HonoPath<`${typeof base}${P}`>>,
) =>
  defineOperation(
    teamVerificationApi,
    { method, path: `${base}${path}` as const, summary, tags: ['teams'], auth: true, teamPermission, responses: {}, ...extra },
    handler,
  );

op(
  'get',
  '',
  'The team’s verification: status (unverified, pending, verified, rejected), the reason of a rejection, and its documents',
  'team.read',
  {
    responses: {
      200: { description: 'The verification', schema: teamVerificationSchema },
      ...errorResponses(401, 404),
    },
  },
  async (c) => answer(c, teamVerificationSchema, await teamVerification(serviceContext(c), c.req.param('slug'))),
);

op(
  'post',
  'submit/',
  'Send the team for verification by staff: needs a document (team_verification_incomplete); not when pending or verified (team_verification_already_sent)',
  'team.update',
  {
    responses: {
      200: { description: 'The verification, now pending', schema: teamVerificationSchema },
      ...errorResponses(401, 404, 409, 422),
    },
  },
  async (c) => answer(c, teamVerificationSchema, await submitVerification(serviceContext(c), c.req.param('slug'))),
);

op(
  'post',
  'documents/',
  'Add one to five documents (multipart field `files`, repeated; `sub_entity_id` for a sub-entity’s): PDF or pictures by content, at most 10 MB each, at most 20 per team. Not while the team is pending (team_documents_locked).',
  'team.update',
  {
    body: teamDocumentUploadSchema,
    bodyType: 'multipart',
    responses: {
      201: { description: 'The documents added', schema: teamDocumentsSchema },
      ...errorResponses(400, 401, 404, 409, 413, 422),
    },
  },
  async (c) => {
    const form = await parseMultipart(c);
    const subEntityId = form.get('sub_entity_id');
    const documents = await uploadTeamDocuments(serviceContext(c), c.req.param('slug'), await filesFromForm(form, 'files'), {
      subEntityId: typeof subEntityId === 'string' && subEntityId !== '' ? subEntityId : null,
    });
    return answer(c, teamDocumentsSchema, documents, 201);
  },
);

op(
  'get',
  'documents/{documentId}/download/',
  'Download one of the team’s documents (as an attachment)',
  'team.read',
  { responses: { 200: { description: 'The file', binary: DOCUMENT_TYPES }, ...errorResponses(401, 404) } },
  async (c) => downloadResponse(await openTeamDocument(serviceContext(c), c.req.param('slug'), c.req.param('documentId'))),
);

op(
  'delete',
  'documents/{documentId}/',
  'Delete one of the team’s documents (not while staff check it: team_documents_locked)',
  'team.update',
  { responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404, 409) } },
  async (c) => {
    await deleteTeamDocument(serviceContext(c), c.req.param('slug'), c.req.param('documentId'));
    return c.body(null, 204);
  },
);

op(
  'get',
  'sub-entities/',
  'Other kennitala the team acts for, with their status and documents',
  'team.read',
  { responses: { 200: { description: 'The sub-entities', schema: subEntityListSchema }, ...errorResponses(401, 404) } },
  async (c) => answer(c, subEntityListSchema, await listSubEntities(serviceContext(c), c.req.param('slug'))),
);

op(
  'post',
  'sub-entities/',
  'Add a sub-entity (a person’s or a company’s kennitala, checksum valid); it waits for staff. The same kennitala twice: team_sub_entity_taken',
  'team.update',
  {
    body: subEntitySchema,
    responses: { 201: { description: 'Added', schema: createdSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => {
    const input = await parseJsonBody(c, subEntitySchema);
    return answer(c, createdSchema, await addSubEntity(serviceContext(c), c.req.param('slug'), input), 201);
  },
);

op(
  'delete',
  'sub-entities/{id}/',
  'Remove a sub-entity and its documents',
  'team.update',
  { responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) } },
  async (c) => {
    await deleteSubEntity(serviceContext(c), c.req.param('slug'), c.req.param('id'));
    return c.body(null, 204);
  },
);
