// The bank as the payment service sees it (docs/rules/payment-service.md, docs/decisions/
// 0020-banking-adapter-and-ledger.md): claims in the payer's online bank (kröfur) and payouts to
// the landlord's account. Two implementations: the built-in simulator (simulator.ts, the default)
// and an HTTP client of a bank's claims API (http-bank.ts), chosen by BANKING_PROVIDER
// (bank-adapter.ts). Every call that makes something carries an idempotency key: the bank keeps
// what a key did, so a retry after a lost answer never makes a second claim or payout.

export interface ClaimRequest {
  reference: string;
  amountIsk: number;
  dueDate: string;
  payerName: string;
  payerKennitala: string | null;
  description: string;
}

export interface PayoutRequest {
  reference: string;
  amountIsk: number;
  /** Where the money goes: an Icelandic account (bank-ledger-number, kennitala) or an IBAN. */
  account: { kind: 'is_bank' | 'iban'; accountNumber: string; ownerKennitala: string | null; holderName: string };
}

export type ClaimState = { status: 'open' } | { status: 'cancelled' } | { status: 'paid'; paidAt: Date; amountIsk: number };

export type PayoutState = { status: 'sent' } | { status: 'paid'; paidAt: Date } | { status: 'failed'; reason: string };

export interface Bank {
  /** Which adapter this is, for the staff pages and the test bank. */
  readonly name: 'simulator' | 'http';
  /** Makes the claim, or gives back the one this key made before. */
  createClaim(request: ClaimRequest, idempotencyKey: string): Promise<{ bankClaimId: string }>;
  /** Cancels an open claim; cancelling a cancelled one is fine. */
  cancelClaim(bankClaimId: string, idempotencyKey: string): Promise<void>;
  /** Where the claim stands (the poll, for when a webhook is lost). */
  claimStatus(bankClaimId: string): Promise<ClaimState>;
  /** Sends the money, or gives back the payout this key made before. */
  sendPayout(request: PayoutRequest, idempotencyKey: string): Promise<{ bankPayoutId: string }>;
  payoutStatus(bankPayoutId: string): Promise<PayoutState>;
}

/** The bank refused the request as it is (a wrong account, an unknown claim): not retried as is. */
export class BankRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'BankRefusal';
    this.code = code;
  }
}

/** The bank could not be reached, failed or answered too late: worth another try later. */
export class BankUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BankUnavailable';
  }
}
