import { Hono } from 'hono';
import {
  feeSettingsSchema,
  parseStaffPaymentQuery,
  serviceSettingsSchema,
  serviceTimingSchema,
} from '#common/payment-service.ts';
import { parseStaffRentQuery } from '#common/staff-rent.ts';
import {
  saveFeeSettings,
  saveService,
  saveServiceTiming,
  searchStaffPayments,
  staffPaymentOverview,
  staffPaymentSettings,
  staffServices,
} from '#server/domain/bank-payments/staff-payments.service.ts';
import { searchStaffRentPayments } from '#server/domain/rent-schedule/staff-rent.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import {
  staffPaymentListSchema,
  staffPaymentOverviewSchema,
  staffPaymentSettingsSchema,
  staffRentListSchema,
  staffServicesSchema,
} from './payments.responses.ts';
import { answer } from './responses.ts';

// Staff's payments (docs/rules/staff-payments.md): all rent on the platform (/man/payments), the
// payment service's claims and payouts and its settings, the same services as the pages.
// Anyone without the staff permission gets 403.
export const manPaymentsApi = new Hono<HonoEnv>();

const tags = ['man'];

defineOperation(
  manPaymentsApi,
  {
    method: 'get',
    path: '/api/man/rent-payments/',
    summary:
      'All rent on the platform: every month of every active contract, overdue first, 20 a page, with counts per status and totals',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    query: [
      { name: 'q', description: 'A contract reference (HL-00042), part of an address or of a party’s name' },
      { name: 'status', description: 'pending, paid, overdue or cancelled' },
      { name: 'from', description: 'Due from this month (YYYY-MM)' },
      { name: 'to', description: 'Due up to this month (YYYY-MM)' },
      { name: 'page', description: 'Page number, from 1 (20 a page)' },
    ],
    responses: {
      200: { description: 'One page, with counts and totals', schema: staffRentListSchema },
      ...errorResponses(401, 403),
    },
  },
  async (c) =>
    answer(
      c,
      staffRentListSchema,
      await searchStaffRentPayments(serviceContext(c), parseStaffRentQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'get',
    path: '/api/man/payments/',
    summary:
      'The payment service: every bank claim with its payment and payout (gross, fee, net, masked payout method), latest due date first, 20 a page',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    query: [
      { name: 'q', description: 'Part of a claim reference (HL-00042-2026-03) or of the address' },
      { name: 'status', description: 'created, sent, paid, cancelled or failed' },
      { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
      { name: 'page', description: 'Page number, from 1, read only without a cursor (older links)' },
    ],
    responses: { 200: { description: 'One page of claims', schema: staffPaymentListSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffPaymentListSchema,
      await searchStaffPayments(serviceContext(c), parseStaffPaymentQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'get',
    path: '/api/man/payments/settings/',
    summary: 'The payment service settings: the default fee, claim and reminder timing, the bank in use',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    responses: { 200: { description: 'The settings', schema: staffPaymentSettingsSchema }, ...errorResponses(401, 403) },
  },
  async (c) => answer(c, staffPaymentSettingsSchema, await staffPaymentSettings(serviceContext(c))),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'put',
    path: '/api/man/payments/settings/',
    summary:
      'Change the default fee and the reminder timing (audited; the claim timing is left alone): the fee applies to payments marked from now on',
    tags,
    auth: true,
    permission: 'staff.payments.settings',
    body: feeSettingsSchema,
    responses: { 200: { description: 'The settings', schema: staffPaymentSettingsSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) =>
    answer(c, staffPaymentSettingsSchema, await saveFeeSettings(serviceContext(c), await parseJsonBody(c, feeSettingsSchema))),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'put',
    path: '/api/man/payments/service-settings/',
    summary:
      'Change how the payment service runs (audited; the fee and reminders are left alone): days before the due date a claim is made',
    tags,
    auth: true,
    permission: 'staff.payments.settings',
    body: serviceTimingSchema,
    responses: { 200: { description: 'The settings', schema: staffPaymentSettingsSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) =>
    answer(
      c,
      staffPaymentSettingsSchema,
      await saveServiceTiming(serviceContext(c), await parseJsonBody(c, serviceTimingSchema)),
    ),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'get',
    path: '/api/man/payments/overview/',
    summary: 'The payment service at a glance: enrolled contracts, claims and payouts by status, totals, the ledger check',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    responses: { 200: { description: 'The overview', schema: staffPaymentOverviewSchema }, ...errorResponses(401, 403) },
  },
  async (c) => answer(c, staffPaymentOverviewSchema, await staffPaymentOverview(serviceContext(c))),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'get',
    path: '/api/man/payments/services/',
    summary: 'The services catalogue: each service, its own fee (or the default), whether it is offered, how many use it',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    responses: { 200: { description: 'The catalogue', schema: staffServicesSchema }, ...errorResponses(401, 403) },
  },
  async (c) => answer(c, staffServicesSchema, await staffServices(serviceContext(c))),
);

defineOperation(
  manPaymentsApi,
  {
    method: 'put',
    path: '/api/man/payments/services/',
    summary: 'Change one service of the catalogue (audited): its fee (empty for the default) and whether it is offered',
    tags,
    auth: true,
    permission: 'staff.payments.settings',
    body: serviceSettingsSchema,
    responses: { 200: { description: 'The catalogue', schema: staffServicesSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) =>
    answer(c, staffServicesSchema, await saveService(serviceContext(c), await parseJsonBody(c, serviceSettingsSchema))),
);
