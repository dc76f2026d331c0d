import { Hono } from 'hono';
import { setupBankSchema, setupMonthSchema, setupServiceSchema } from '#server/domain/bank-payments/staff-payment-setup.rules.ts';
import {
  confirmSetup,
  reviewSetupSchedule,
  saveSetupBank,
  saveSetupMonth,
  saveSetupService,
  setupCandidates,
  setupMonth,
  setupState,
} from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import {
  setupCandidatesSchema,
  setupConfirmedSchema,
  setupMonthDtoSchema,
  setupStateSchema,
} from './man-payment-setups.responses.ts';
import { answer } from './responses.ts';

// Staff set up a contract's payment service on a customer's behalf (docs/rules/payment-service.md
// "Set up by staff"): the same service as /man/rental-contracts/new. Anyone without the staff
// permission gets 403, as every /api/man area.
export const manPaymentSetupsApi = new Hono<HonoEnv>();

const tags = ['man'];

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'get',
    path: '/api/man/payment-setups/',
    summary: 'Active contracts that can have the payment service set up (not yet enrolled), by search',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    query: [{ name: 'q', description: 'A reference (HL-00042), part of the address or of a party’s name, or a kennitala' }],
    responses: { 200: { description: 'At most 20 contracts', schema: setupCandidatesSchema }, ...errorResponses(401, 403) },
  },
  async (c) => answer(c, setupCandidatesSchema, await setupCandidates(serviceContext(c), c.req.query('q') ?? '')),
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'get',
    path: '/api/man/payment-setups/{id}/',
    summary: 'The setup of one contract: summary, the draft, the months, the services, each step’s state and what is missing',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    responses: { 200: { description: 'The setup', schema: setupStateSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) => answer(c, setupStateSchema, await setupState(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'put',
    path: '/api/man/payment-setups/{id}/bank-information/',
    summary: 'Step 1 (audited): the tenant party who pays and the landlord’s payout method',
    tags,
    auth: true,
    permission: 'staff.payments.manage',
    body: setupBankSchema,
    responses: { 200: { description: 'The setup', schema: setupStateSchema }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    await setupState(serviceContext(c), c.req.param('id'));
    const body = await parseJsonBody(c, setupBankSchema);
    return answer(c, setupStateSchema, await saveSetupBank(serviceContext(c), c.req.param('id'), body));
  },
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'put',
    path: '/api/man/payment-setups/{id}/payment-schedule/',
    summary: 'Step 2 (audited): staff have gone through the months the service will claim',
    tags,
    auth: true,
    permission: 'staff.payments.manage',
    responses: { 200: { description: 'The setup', schema: setupStateSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => answer(c, setupStateSchema, await reviewSetupSchedule(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'get',
    path: '/api/man/payment-setups/{id}/payment-schedule/{date}/',
    summary: 'One month the service would claim, by its due date (YYYY-MM-DD); any other date is 404',
    tags,
    auth: true,
    permission: 'staff.payments.read',
    responses: { 200: { description: 'The month', schema: setupMonthDtoSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) => answer(c, setupMonthDtoSchema, await setupMonth(serviceContext(c), c.req.param('id'), c.req.param('date'))),
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'put',
    path: '/api/man/payment-setups/{id}/payment-schedule/{date}/',
    summary:
      'Step 2, one month (audited): leave it out of the service with the reason (it is recorded paid outside the service when confirmed), or put it back',
    tags,
    auth: true,
    permission: 'staff.payments.manage',
    body: setupMonthSchema,
    responses: { 200: { description: 'The setup', schema: setupStateSchema }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    await setupMonth(serviceContext(c), c.req.param('id'), c.req.param('date'));
    const body = await parseJsonBody(c, setupMonthSchema);
    return answer(c, setupStateSchema, await saveSetupMonth(serviceContext(c), c.req.param('id'), c.req.param('date'), body));
  },
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'put',
    path: '/api/man/payment-setups/{id}/payment-services/',
    summary: 'Step 3 (audited): the service from the catalogue',
    tags,
    auth: true,
    permission: 'staff.payments.manage',
    body: setupServiceSchema,
    responses: { 200: { description: 'The setup', schema: setupStateSchema }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    await setupState(serviceContext(c), c.req.param('id'));
    const body = await parseJsonBody(c, setupServiceSchema);
    return answer(c, setupStateSchema, await saveSetupService(serviceContext(c), c.req.param('id'), body));
  },
);

defineOperation(
  manPaymentSetupsApi,
  {
    method: 'post',
    path: '/api/man/payment-setups/{id}/confirm/',
    summary:
      'Confirm (audited): months left out are recorded paid, the contract is enrolled (set up by staff), the parties are told',
    tags,
    auth: true,
    permission: 'staff.payments.manage',
    responses: { 201: { description: 'Enrolled', schema: setupConfirmedSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => answer(c, setupConfirmedSchema, await confirmSetup(serviceContext(c), c.req.param('id')), 201),
);
