import { Hono } from 'hono';
import {
  blockSchema,
  parseStaffApplicationQuery,
  parseStaffReportQuery,
  parseStaffUserQuery,
  reportDecisionSchema,
  scopeSchema,
} from '#common/staff-people.ts';
import { searchStaffApplications } from '#server/domain/staff/staff-applications.service.ts';
import { staffConversation, staffUserConversations } from '#server/domain/staff/staff-conversations.service.ts';
import { decideReport, searchStaffReports } from '#server/domain/staff/staff-reports.service.ts';
import {
  blockUser,
  changeUserScope,
  searchStaffUsers,
  staffUserDetail,
  staffUserListings,
  unblockUser,
} from '#server/domain/staff/staff-users.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import {
  staffApplicationListSchema,
  staffConversationSchema,
  staffReportListSchema,
  staffUserConversationsSchema,
  staffUserDetailSchema,
  staffUserListingsSchema,
  staffUserListSchema,
} from './man-people.responses.ts';
import { answer } from './responses.ts';

// Staff work with people, applications and reports (docs/rules/staff.md). Every operation names
// the staff permission it needs: anyone without it gets 403 before their body is looked at.

export const manPeopleApi = new Hono<HonoEnv>();

const tags = ['man'];
const pageParam = { name: 'page', description: 'Page number, from 1 (20 a page)' };
/** Keyset lists (docs/rules/lists.md): `next` / `prev` of an answer; an old `page` still opens that page. */
const cursorParams = [
  { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
  { name: 'before', description: 'The previous page: `prev` of the previous answer' },
  { name: 'page', description: 'Page number, from 1, read only without a cursor (older links)' },
];

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/rental-applications/',
    summary: 'Every rental application, newest first, with counts per status (staff, read-only)',
    tags,
    auth: true,
    permission: 'staff.applications.read',
    query: [
      { name: 'status', description: 'submitted, viewed, shortlisted, accepted, declined, withdrawn or closed' },
      { name: 'listing', description: "Part of the listing's title or street address" },
      { name: 'person', description: "Part of the tenant's or the landlord's name or email" },
      { name: 'from', description: 'Sent on or after this day, YYYY-MM-DD' },
      { name: 'to', description: 'Sent on or before this day, YYYY-MM-DD' },
      { name: 'tenant', description: "Only this tenant's applications (user id)" },
      { name: 'landlord', description: "Only applications to this landlord's listings (user id)" },
      ...cursorParams,
    ],
    responses: { 200: { description: 'One page', schema: staffApplicationListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffApplicationListSchema,
      await searchStaffApplications(serviceContext(c), parseStaffApplicationQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/users/',
    summary: 'People by name, email, phone or kennitala, newest first (staff)',
    tags,
    auth: true,
    permission: 'staff.users.read',
    query: [
      { name: 'q', description: 'Part of the name, email, phone number or kennitala' },
      { name: 'filter', description: 'staff, blocked or unconfirmed' },
      ...cursorParams,
    ],
    responses: { 200: { description: 'One page', schema: staffUserListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffUserListSchema,
      await searchStaffUsers(serviceContext(c), parseStaffUserQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/users/{userId}/',
    summary: 'One person: who they are, their activity and the audit trail of staff actions about them (staff)',
    tags,
    auth: true,
    permission: 'staff.users.read',
    responses: { 200: { description: 'The person', schema: staffUserDetailSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) => answer(c, staffUserDetailSchema, await staffUserDetail(serviceContext(c), c.req.param('userId'))),
);

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/users/{userId}/listings/',
    summary: "The person's listings in any status (staff)",
    tags,
    auth: true,
    permission: 'staff.listings.read',
    responses: {
      200: { description: 'Their listings, any status', schema: staffUserListingsSchema },
      ...errorResponses(401, 403, 404),
    },
  },
  async (c) => answer(c, staffUserListingsSchema, { items: await staffUserListings(serviceContext(c), c.req.param('userId')) }),
);

defineOperation(
  manPeopleApi,
  {
    method: 'post',
    path: '/api/man/users/{userId}/block/',
    summary:
      'Block a person with a reason: they cannot sign in, their devices are signed out and their published listings are paused (staff, audited)',
    tags,
    auth: true,
    permission: 'staff.users.block',
    body: blockSchema,
    responses: { 204: { description: 'Blocked (also when already blocked)' }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await blockUser(ctx, c.req.param('userId'), await parseJsonBody(c, blockSchema));
    return c.body(null, 204);
  },
);

defineOperation(
  manPeopleApi,
  {
    method: 'post',
    path: '/api/man/users/{userId}/unblock/',
    summary: 'Lift a block with a reason; paused listings stay paused (staff, audited)',
    tags,
    auth: true,
    permission: 'staff.users.block',
    body: blockSchema,
    responses: { 204: { description: 'Unblocked (also when not blocked)' }, ...errorResponses(401, 403, 404, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await unblockUser(ctx, c.req.param('userId'), await parseJsonBody(c, blockSchema));
    return c.body(null, 204);
  },
);

defineOperation(
  manPeopleApi,
  {
    method: 'put',
    path: '/api/man/users/{userId}/scope/',
    summary: "Set a person's staff scope: user, staff or admin. The last administrator keeps it (admin, audited)",
    tags,
    auth: true,
    permission: 'staff.users.scope',
    body: scopeSchema,
    responses: { 204: { description: 'Changed' }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const { scope } = await parseJsonBody(c, scopeSchema);
    await changeUserScope(ctx, c.req.param('userId'), scope);
    return c.body(null, 204);
  },
);

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/users/{userId}/conversations/',
    summary: "The person's conversations; the read is written to the audit log (staff)",
    tags,
    auth: true,
    permission: 'staff.conversations.read',
    responses: {
      200: { description: 'Their conversations', schema: staffUserConversationsSchema },
      ...errorResponses(401, 403, 404),
    },
  },
  async (c) =>
    answer(c, staffUserConversationsSchema, { items: await staffUserConversations(serviceContext(c), c.req.param('userId')) }),
);

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/users/{userId}/conversations/{conversationId}/',
    summary: "One of the person's conversations with its messages; the read is written to the audit log (staff)",
    tags,
    auth: true,
    permission: 'staff.conversations.read',
    responses: { 200: { description: 'The conversation', schema: staffConversationSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) =>
    answer(
      c,
      staffConversationSchema,
      await staffConversation(serviceContext(c), c.req.param('userId'), c.req.param('conversationId')),
    ),
);

defineOperation(
  manPeopleApi,
  {
    method: 'get',
    path: '/api/man/reports/',
    summary: 'Reports of listings and people, open first (staff)',
    tags,
    auth: true,
    permission: 'staff.reports.read',
    query: [
      { name: 'view', description: 'open (default), closed or all' },
      { name: 'kind', description: 'listing or user; both when left out' },
      pageParam,
    ],
    responses: { 200: { description: 'One page', schema: staffReportListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffReportListSchema,
      await searchStaffReports(serviceContext(c), parseStaffReportQuery(new URL(c.req.url).searchParams)),
    ),
);

for (const decision of ['resolve', 'dismiss'] as const) {
  defineOperation(
    manPeopleApi,
    {
      method: 'post',
      path: `/api/man/reports/{kind}/{reportId}/${decision}/`,
      summary: `${decision === 'resolve' ? 'Resolve' : 'Dismiss'} an open report (kind: listing or user) with a message the reporter reads; the reporter is told (staff, audited)`,
      tags,
      auth: true,
      permission: 'staff.reports.manage',
      body: reportDecisionSchema,
      responses: { 204: { description: 'Done' }, ...errorResponses(401, 403, 404, 409, 422) },
    },
    async (c) => {
      const ctx = serviceContext(c);
      const input = await parseJsonBody(c, reportDecisionSchema);
      await decideReport(ctx, c.req.param('kind'), c.req.param('reportId'), decision, input);
      return c.body(null, 204);
    },
  );
}
