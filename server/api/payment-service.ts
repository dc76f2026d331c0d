import { Hono } from 'hono';
import { enrolSchema } from '#common/payment-service.ts';
import {
  enrolContract,
  paymentServiceView,
  requirePaymentManager,
  stopContractService,
} from '#server/domain/bank-payments/party.service.ts';
import { payTestClaim, testBankClaim } from '#server/domain/bank-payments/test-bank.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import { paymentServiceViewSchema, testBankClaimSchema } from './payments.responses.ts';
import { answer } from './responses.ts';

// A contract's payment service for its parties (docs/rules/payment-service.md), and the test
// bank of the simulator. The same services as the block on /rental-contracts/{id}.
export const paymentServiceApi = new Hono<HonoEnv>();

const tags = ['payment-service'];

defineOperation(
  paymentServiceApi,
  {
    method: 'get',
    path: '/api/rental-contracts/{id}/payment-service/',
    summary:
      'The contract’s payment service: whether it is on, the services and fees the landlord can choose, the claims ' +
      'and receipts (parties), the payouts less the fee (landlord side). Someone else’s contract: 404',
    tags,
    auth: true,
    responses: {
      200: { description: 'The lease’s payment service, as the reader’s side sees it', schema: paymentServiceViewSchema },
      ...errorResponses(401, 404),
    },
  },
  async (c) => answer(c, paymentServiceViewSchema, await paymentServiceView(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  paymentServiceApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/payment-service/',
    summary:
      'Switch the payment service on (landlord side): the service and the payout method. Claims for months already ' +
      'in the claim window are made at once',
    tags,
    auth: true,
    body: enrolSchema,
    responses: {
      201: { description: 'The lease’s payment service, as the reader’s side sees it', schema: paymentServiceViewSchema },
      ...errorResponses(401, 404, 409, 422),
    },
  },
  async (c) => {
    // Someone else's contract is not found, whatever the body.
    await requirePaymentManager(serviceContext(c), c.req.param('id'));
    const body = await parseJsonBody(c, enrolSchema);
    return answer(c, paymentServiceViewSchema, await enrolContract(serviceContext(c), c.req.param('id'), body), 201);
  },
);

defineOperation(
  paymentServiceApi,
  {
    method: 'delete',
    path: '/api/rental-contracts/{id}/payment-service/',
    summary: 'Stop the payment service (landlord side): no new claims; open claims are cancelled at the bank',
    tags,
    auth: true,
    responses: { 204: { description: 'Stopped' }, ...errorResponses(401, 404, 409) },
  },
  async (c) => {
    await stopContractService(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

defineOperation(
  paymentServiceApi,
  {
    method: 'get',
    path: '/api/bank-simulator/claims/{id}/',
    summary: 'The test bank (only with BANKING_PROVIDER=simulator): a claim as the tenant’s bank shows it',
    tags,
    auth: true,
    responses: { 200: { description: 'The claim', schema: testBankClaimSchema }, ...errorResponses(401, 404) },
  },
  async (c) => answer(c, testBankClaimSchema, await testBankClaim(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  paymentServiceApi,
  {
    method: 'post',
    path: '/api/bank-simulator/claims/{id}/pay/',
    summary: 'The test bank (only with the simulator): the tenant pays the claim; reported as the bank’s webhook would',
    tags,
    auth: true,
    responses: { 200: { description: 'The claim', schema: testBankClaimSchema }, ...errorResponses(401, 404, 409) },
  },
  async (c) => answer(c, testBankClaimSchema, await payTestClaim(serviceContext(c), c.req.param('id'))),
);
