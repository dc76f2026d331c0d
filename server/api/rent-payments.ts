import { Hono } from 'hono';
import { markPaidSchema, rentPaymentDtoSchema, rentScheduleDtoSchema } from '#server/domain/rent-schedule/payments.schemas.ts';
import { contractPayments, markPaidByHand, undoPaid } from '#server/domain/rent-schedule/payments.service.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

// A contract's rent payment schedule (docs/rules/rent-payments.md): its parties read it; the
// landlord side marks a month paid by hand and undoes a mistaken mark the same day.

export const rentPaymentsApi = new Hono<HonoEnv>();

const tags = ['rental-contracts'];

defineOperation(
  rentPaymentsApi,
  {
    method: 'get',
    path: '/api/rental-contracts/{id}/payments/',
    summary:
      'The rent payment schedule (the contract’s parties, its landlord side and their team by role): one row per ' +
      'month with due date, amount and status, and for index-linked contracts the base month, current index and change',
    tags,
    auth: true,
    responses: { 200: { description: 'The schedule', schema: rentScheduleDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await contractPayments(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  rentPaymentsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/payments/{paymentId}/paid/',
    summary:
      'Record a payment received by hand for a pending or overdue month (the landlord side; a bank transfer to them): ' +
      'the amount and the day it came. Less than owed is a part payment (the month stays open with the rest owed); ' +
      'more is paid with the rest as credit for the next months. Each payment gets a numbered receipt. A month ' +
      'already paid or cancelled is refused (409).',
    tags,
    auth: true,
    body: markPaidSchema,
    responses: {
      200: { description: 'The month, with what was paid and what is still owed', schema: rentPaymentDtoSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) =>
    c.json(
      await markPaidByHand(
        serviceContext(c),
        c.req.param('id'),
        c.req.param('paymentId'),
        // Checked against the schema after access: those who may not mark get 404/403, not field errors.
        await c.req.json().catch(() => undefined),
      ),
    ),
);

defineOperation(
  rentPaymentsApi,
  {
    method: 'delete',
    path: '/api/rental-contracts/{id}/payments/{paymentId}/paid/',
    summary: 'Undo the latest payment entered by hand, the same day (the landlord side): the month adds up without it',
    tags,
    auth: true,
    responses: {
      200: { description: 'The month, open again', schema: rentPaymentDtoSchema },
      ...errorResponses(401, 403, 404, 409),
    },
  },
  async (c) => c.json(await undoPaid(serviceContext(c), c.req.param('id'), c.req.param('paymentId'))),
);
