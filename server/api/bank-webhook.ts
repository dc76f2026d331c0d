import { Hono } from 'hono';
import { z } from 'zod';
import { PAYMENT_OUTCOMES, receivePayment } from '#server/domain/bank-payments/payments.ts';
import { zodFieldErrors } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { verifyBankWebhook } from '#server/integrations/banking/webhook-signature.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';
import { answer } from './responses.ts';

// The bank tells us a claim was paid (docs/rules/payment-service.md "Payments"). Signed with
// BANK_WEBHOOK_SECRET (X-Bank-Signature: hex HMAC-SHA256 of the raw body); without a configured
// secret every call is refused. Idempotent by the event id: the same event again answers 200 with
// outcome "duplicate" and changes nothing, so the bank may deliver as often as it likes.
export const bankWebhookApi = new Hono<HonoEnv>();

export const bankWebhookSchema = z
  .object({
    event_id: z.string().min(1).max(200),
    type: z.literal('claim.paid'),
    claim_id: z.string().min(1).max(200),
    amount_isk: z.number().int().positive(),
    paid_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BankWebhook' });

const bankWebhookOutcomeSchema = z.object({ outcome: z.enum(PAYMENT_OUTCOMES) }).meta({ id: 'BankWebhookOutcome' });

defineOperation(
  bankWebhookApi,
  {
    method: 'post',
    path: '/api/webhooks/bank/',
    summary:
      'The bank’s webhook: a claim was paid. Signed (X-Bank-Signature, HMAC-SHA256 hex of the body); idempotent by event_id',
    tags: ['payment-service'],
    auth: false,
    body: bankWebhookSchema,
    responses: {
      200: {
        description:
          'What became of the payment: part_paid is less than owed (the claim stays open for the rest); invalid_date a ' +
          'payment time in the future or before the claim was sent',
        schema: bankWebhookOutcomeSchema,
      },
      ...errorResponses(400, 403, 422),
    },
  },
  async (c) => {
    const raw = await c.req.text();
    const deps = c.get('deps');
    if (!verifyBankWebhook(deps.env.BANK_WEBHOOK_SECRET, raw, c.req.header('x-bank-signature'))) {
      throw new AppError('bank_webhook_signature_invalid');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('bad_request');
    }
    const parsed = bankWebhookSchema.safeParse(json);
    if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
    const body = parsed.data;
    const outcome = await receivePayment(serviceContext(c), {
      source: 'webhook',
      eventId: body.event_id,
      bankClaimId: body.claim_id,
      amountIsk: body.amount_isk,
      paidAt: new Date(body.paid_at),
      payload: body,
    });
    return answer(c, bankWebhookOutcomeSchema, { outcome });
  },
);
