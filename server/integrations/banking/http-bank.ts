import {
  type Bank,
  BankRefusal,
  BankUnavailable,
  type ClaimRequest,
  type ClaimState,
  type PayoutRequest,
  type PayoutState,
} from './bank.ts';

// A bank's claims API over HTTP (BANKING_PROVIDER=http, BANK_API_URL, BANK_API_KEY).
//
// UNTESTED AGAINST A LIVE BANK: there is no network here, and each Icelandic bank's corporate
// claims API (kröfupottur / B2B) has its own contract. The paths and shapes below are our
// assumption of a conventional JSON API (docs/decisions/0020-banking-adapter-and-ledger.md); they
// must be mapped onto the chosen bank's documentation before this is switched on. What is tested
// is how answers are sorted: 2xx taken, 400/404/409/422 a refusal, anything else (a network error,
// a timeout) unavailable, so it is retried with the same idempotency key.

export interface HttpBankOptions {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown> | null;

export class HttpBank implements Bank {
  readonly name = 'http' as const;
  private readonly options: HttpBankOptions;
  constructor(options: HttpBankOptions) {
    this.options = options;
  }

  private async call(method: string, path: string, key: string | null, body?: unknown): Promise<Json> {
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${this.options.url.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
          ...(key ? { 'idempotency-key': key } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new BankUnavailable(`bank not reachable: ${(error as Error).message}`);
    }
    const parsed = (await response.json().catch(() => null)) as Json;
    if ([400, 404, 409, 422].includes(response.status)) {
      const code = typeof parsed?.code === 'string' ? parsed.code : `bank_http_${response.status}`;
      throw new BankRefusal(code, typeof parsed?.message === 'string' ? parsed.message : `HTTP ${response.status}`);
    }
    if (!response.ok) throw new BankUnavailable(`bank answered HTTP ${response.status}`);
    return parsed;
  }

  private static id(body: Json, what: string): string {
    const id = body?.id;
    if (typeof id !== 'string' && typeof id !== 'number') throw new BankUnavailable(`bank answer without a ${what} id`);
    return String(id);
  }

  async createClaim(request: ClaimRequest, idempotencyKey: string): Promise<{ bankClaimId: string }> {
    return { bankClaimId: HttpBank.id(await this.call('POST', '/claims', idempotencyKey, request), 'claim') };
  }

  async cancelClaim(bankClaimId: string, idempotencyKey: string): Promise<void> {
    await this.call('POST', `/claims/${encodeURIComponent(bankClaimId)}/cancel`, idempotencyKey, {});
  }

  async claimStatus(bankClaimId: string): Promise<ClaimState> {
    const body = await this.call('GET', `/claims/${encodeURIComponent(bankClaimId)}`, null);
    if (body?.status === 'paid') {
      const paidAt = new Date(String(body.paid_at ?? ''));
      const amount = Number(body.paid_amount_isk);
      if (Number.isNaN(paidAt.getTime()) || !Number.isInteger(amount)) throw new BankUnavailable('bank answer without payment');
      return { status: 'paid', paidAt, amountIsk: amount };
    }
    return { status: body?.status === 'cancelled' ? 'cancelled' : 'open' };
  }

  async sendPayout(request: PayoutRequest, idempotencyKey: string): Promise<{ bankPayoutId: string }> {
    return { bankPayoutId: HttpBank.id(await this.call('POST', '/payouts', idempotencyKey, request), 'payout') };
  }

  async payoutStatus(bankPayoutId: string): Promise<PayoutState> {
    const body = await this.call('GET', `/payouts/${encodeURIComponent(bankPayoutId)}`, null);
    if (body?.status === 'paid') return { status: 'paid', paidAt: new Date(String(body.paid_at ?? Date.now())) };
    if (body?.status === 'failed') return { status: 'failed', reason: String(body.reason ?? 'failed') };
    return { status: 'sent' };
  }
}
