import { Hono } from 'hono';
import {
  alertDaysSchema,
  cpiEntrySchema,
  parseRegisteredContractQuery,
  parseStaffContractQuery,
  parseStaffSubmissionQuery,
} from '#common/registry-staff.ts';
import { registrySettings, saveAlertDays, saveCpi } from '#server/domain/registry/registry-settings.service.ts';
import { staffContractDetail } from '#server/domain/registry/staff-contract-detail.service.ts';
import {
  retrySubmission,
  searchRegisteredContracts,
  searchStaffContracts,
  searchStaffSubmissions,
  staffRegistryOverview,
} from '#server/domain/registry/staff-registry.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import {
  registryOverviewSchema,
  registrySettingsSchema,
  staffContractDetailSchema,
  staffContractListSchema,
  submissionKeysetPageSchema,
} from './registry.responses.ts';
import { answer } from './responses.ts';

// Staff's contracts and the rental registry (docs/rules/registry.md): the same services as
// /man/hms and /man/rental-contracts. Anyone without the staff permission gets 403.
export const manRegistryApi = new Hono<HonoEnv>();

const tags = ['man'];

defineOperation(
  manRegistryApi,
  {
    method: 'get',
    path: '/api/man/hms/',
    summary: 'The registry at a glance: contracts by registry status, registrations near or past their due date, failures',
    tags,
    auth: true,
    permission: 'staff.contracts.read',
    responses: {
      200: { description: 'The overview', schema: registryOverviewSchema },
      ...errorResponses(401, 403),
    },
  },
  async (c) => answer(c, registryOverviewSchema, await staffRegistryOverview(serviceContext(c))),
);

defineOperation(
  manRegistryApi,
  {
    method: 'get',
    path: '/api/man/hms/rental-contracts/',
    summary: 'Registered contracts with their registry numbers, latest registered first',
    tags,
    auth: true,
    permission: 'staff.contracts.read',
    query: [
      { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
      { name: 'page', description: 'Page number, from 1, read only without a cursor (older links)' },
    ],
    responses: { 200: { description: 'One page', schema: staffContractListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffContractListSchema,
      await searchRegisteredContracts(serviceContext(c), parseRegisteredContractQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manRegistryApi,
  {
    method: 'get',
    path: '/api/man/rental-contracts/',
    summary: 'Every rental contract, newest first: filter by status and registry status, search by reference or address',
    tags,
    auth: true,
    permission: 'staff.contracts.read',
    query: [
      { name: 'q', description: 'A reference (HL-00042 or 42), a registry number or part of the address' },
      { name: 'status', description: 'draft, awaiting_signatures, active, ended, terminated or cancelled' },
      { name: 'registry', description: 'none, pending, registered or failed' },
      { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
      { name: 'page', description: 'Page number, from 1, read only without a cursor (older links)' },
    ],
    responses: { 200: { description: 'One page', schema: staffContractListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffContractListSchema,
      await searchStaffContracts(serviceContext(c), parseStaffContractQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manRegistryApi,
  {
    method: 'get',
    path: '/api/man/rental-contracts/hms-submits/',
    summary: 'Registry submissions, newest first: open ones (queued, failed, refused) by default, with the registry’s reasons',
    tags,
    auth: true,
    permission: 'staff.contracts.read',
    query: [
      { name: 'filter', description: 'open (default), problems or all' },
      { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
      { name: 'page', description: 'Page number, from 1, read only without a cursor (older links)' },
    ],
    responses: { 200: { description: 'One page', schema: submissionKeysetPageSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      submissionKeysetPageSchema,
      await searchStaffSubmissions(serviceContext(c), parseStaffSubmissionQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manRegistryApi,
  {
    method: 'post',
    path: '/api/man/rental-contracts/hms-submits/{submissionId}/retry/',
    summary: 'Send a submission to the registry again now (audited). Accepted already: registry_submission_not_retryable',
    tags,
    auth: true,
    permission: 'staff.contracts.manage',
    responses: { 204: { description: 'Queued' }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => {
    await retrySubmission(serviceContext(c), c.req.param('submissionId'));
    return c.body(null, 204);
  },
);

defineOperation(
  manRegistryApi,
  {
    method: 'get',
    path: '/api/man/rental-contracts/settings/',
    summary: 'Contract settings: the registry adapter configured, the alert days, the consumer price index by month',
    tags,
    auth: true,
    permission: 'staff.contracts.read',
    responses: { 200: { description: 'The settings', schema: registrySettingsSchema }, ...errorResponses(401, 403) },
  },
  async (c) => answer(c, registrySettingsSchema, await registrySettings(serviceContext(c))),
);

defineOperation(
  manRegistryApi,
  {
    method: 'post',
    path: '/api/man/rental-contracts/settings/alert-days/',
    summary: 'Set how many days before a registration’s due date staff are alerted (1-30; audited)',
    tags,
    auth: true,
    permission: 'staff.contracts.manage',
    body: alertDaysSchema,
    responses: { 204: { description: 'Saved' }, ...errorResponses(401, 403, 422) },
  },
  async (c) => {
    const body = await parseJsonBody(c, alertDaysSchema);
    await saveAlertDays(serviceContext(c), body.alertDays);
    return c.body(null, 204);
  },
);

defineOperation(
  manRegistryApi,
  {
    method: 'post',
    path: '/api/man/rental-contracts/settings/price-index/',
    summary: 'Enter or correct a month’s consumer price index value (month as YYYY-MM; audited)',
    tags,
    auth: true,
    permission: 'staff.contracts.manage',
    body: cpiEntrySchema,
    responses: { 204: { description: 'Saved' }, ...errorResponses(401, 403, 422) },
  },
  async (c) => {
    const body = await parseJsonBody(c, cpiEntrySchema);
    await saveCpi(serviceContext(c), body);
    return c.body(null, 204);
  },
);

defineOperation(
  manRegistryApi,
  {
    method: 'get',
    path: '/api/man/rental-contracts/{contractId}/',
    summary: 'One contract, read-only: parties, terms, history and registry submissions (each read audited)',
    tags,
    auth: true,
    permission: 'staff.contracts.read',
    responses: { 200: { description: 'The contract', schema: staffContractDetailSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) => answer(c, staffContractDetailSchema, await staffContractDetail(serviceContext(c), c.req.param('contractId'))),
);
