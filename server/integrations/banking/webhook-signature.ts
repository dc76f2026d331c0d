import { createHmac, timingSafeEqual } from 'node:crypto';

// The bank signs each webhook call: X-Bank-Signature is the hex HMAC-SHA256 of the raw body with
// BANK_WEBHOOK_SECRET. Compared in constant time.

export function signBankWebhook(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function verifyBankWebhook(secret: string | undefined, body: string, signature: string | undefined | null): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBankWebhook(secret, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
