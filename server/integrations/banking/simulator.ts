import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bankSimulatorRecords } from '#server/db/schema/payment-service.ts';
import {
  type Bank,
  BankRefusal,
  BankUnavailable,
  type ClaimRequest,
  type ClaimState,
  type PayoutRequest,
  type PayoutState,
} from './bank.ts';

// The built-in bank (BANKING_PROVIDER=simulator, the default). There is no real bank in the demo
// or the tests, so this one holds claims and payouts in bank_simulator_records, keyed by their
// idempotency key (the same key gives the same claim back, also after a restart). It answers
// after a configurable latency and fails a configurable share of calls as unavailable: half of
// those before doing anything, half after doing the work, as an answer that came too late (the
// caller cannot tell, and must retry with the same key). Claims are paid on the test bank page
// (/bank-simulator/claims/:id), which only exists while this is the provider. Payouts are
// settled at once. It writes through the connection it is given (the caller's transaction).

export interface BankSimulatorOptions {
  latencyMs: number;
  /** 0-1: the share of calls that fail as unavailable. */
  failureRate: number;
  /** Which failures: before the work, late (after it, the answer lost), or either at random. */
  failureKind?: 'either' | 'before' | 'late';
  /** A number in [0, 1): Math.random, or a seeded generator in tests. */
  random: () => number;
  /** The clock of whoever calls (the injected ctx/deps clock): when a payout settles or a claim is cancelled. */
  now: () => Date;
}

const unavailable = () => new BankUnavailable('The bank simulator is unavailable (simulated failure).');
const late = () => new BankUnavailable('The bank simulator answered too late (simulated; the work was done).');

export type SimulatorRecord = typeof bankSimulatorRecords.$inferSelect;

export class BankSimulator implements Bank {
  readonly name = 'simulator' as const;
  private readonly db: Db;
  private readonly options: BankSimulatorOptions;
  constructor(db: Db, options: BankSimulatorOptions) {
    this.db = db;
    this.options = options;
  }

  private async outcome(): Promise<'before' | 'after' | 'ok'> {
    if (this.options.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
    if (this.options.random() >= this.options.failureRate) return 'ok';
    const kind = this.options.failureKind ?? 'either';
    if (kind !== 'either') return kind === 'before' ? 'before' : 'after';
    return this.options.random() < 0.5 ? 'before' : 'after';
  }

  private async byKey(key: string): Promise<SimulatorRecord | null> {
    const [row] = await this.db.select().from(bankSimulatorRecords).where(eq(bankSimulatorRecords.idempotencyKey, key));
    return row ?? null;
  }

  private async byId(kind: 'claim' | 'payout', id: string): Promise<SimulatorRecord | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(bankSimulatorRecords)
      .where(and(eq(bankSimulatorRecords.id, id), eq(bankSimulatorRecords.kind, kind)));
    return row ?? null;
  }

  private async make(
    kind: 'claim' | 'payout',
    key: string,
    values: Omit<typeof bankSimulatorRecords.$inferInsert, 'kind' | 'idempotencyKey'>,
  ) {
    await this.db
      .insert(bankSimulatorRecords)
      .values({ ...values, kind, idempotencyKey: key })
      .onConflictDoNothing({ target: bankSimulatorRecords.idempotencyKey });
    const stored = await this.byKey(key);
    if (!stored || stored.kind !== kind)
      throw new BankRefusal('bank_key_reused', 'This idempotency key was used for another request.');
    return stored;
  }

  async createClaim(request: ClaimRequest, idempotencyKey: string): Promise<{ bankClaimId: string }> {
    const outcome = await this.outcome();
    if (outcome === 'before') throw unavailable();
    if (request.amountIsk <= 0) throw new BankRefusal('bank_amount_invalid', 'A claim needs a positive amount.');
    const record = await this.make('claim', idempotencyKey, {
      reference: request.reference,
      amountIsk: request.amountIsk,
      dueDate: request.dueDate,
      status: 'open',
      payload: { payerName: request.payerName, description: request.description },
    });
    if (outcome === 'after') throw late();
    return { bankClaimId: record.id };
  }

  async cancelClaim(bankClaimId: string): Promise<void> {
    const outcome = await this.outcome();
    if (outcome === 'before') throw unavailable();
    const record = await this.byId('claim', bankClaimId);
    if (!record) throw new BankRefusal('bank_claim_unknown', 'The bank has no such claim.');
    if (record.status === 'paid') throw new BankRefusal('bank_claim_paid', 'The claim is paid already.');
    await this.db
      .update(bankSimulatorRecords)
      .set({ status: 'cancelled', updatedAt: this.options.now() })
      .where(eq(bankSimulatorRecords.id, record.id));
    if (outcome === 'after') throw late();
  }

  async claimStatus(bankClaimId: string): Promise<ClaimState> {
    const outcome = await this.outcome();
    if (outcome !== 'ok') throw unavailable();
    const record = await this.byId('claim', bankClaimId);
    if (!record) throw new BankRefusal('bank_claim_unknown', 'The bank has no such claim.');
    if (record.status === 'paid' && record.paidAt) return { status: 'paid', paidAt: record.paidAt, amountIsk: record.amountIsk };
    return { status: record.status === 'cancelled' ? 'cancelled' : 'open' };
  }

  async sendPayout(request: PayoutRequest, idempotencyKey: string): Promise<{ bankPayoutId: string }> {
    const outcome = await this.outcome();
    if (outcome === 'before') throw unavailable();
    if (request.amountIsk < 0) throw new BankRefusal('bank_amount_invalid', 'A payout cannot be negative.');
    const record = await this.make('payout', idempotencyKey, {
      reference: request.reference,
      amountIsk: request.amountIsk,
      status: 'paid',
      paidAt: this.options.now(),
      payload: { account: request.account },
    });
    if (outcome === 'after') throw late();
    return { bankPayoutId: record.id };
  }

  async payoutStatus(bankPayoutId: string): Promise<PayoutState> {
    const outcome = await this.outcome();
    if (outcome !== 'ok') throw unavailable();
    const record = await this.byId('payout', bankPayoutId);
    if (!record) return { status: 'failed', reason: 'bank_payout_unknown' };
    return record.paidAt ? { status: 'paid', paidAt: record.paidAt } : { status: 'sent' };
  }

  /**
   * The payer pays the claim in the test bank (never fails: it is the person's own click). Returns
   * the event the bank then reports, or null when the claim is unknown, cancelled or paid already.
   */
  async payClaim(bankClaimId: string, at: Date): Promise<{ eventId: string; amountIsk: number; paidAt: Date } | null> {
    const record = await this.byId('claim', bankClaimId);
    if (record?.status !== 'open') return null;
    const [paid] = await this.db
      .update(bankSimulatorRecords)
      .set({ status: 'paid', paidAt: at, updatedAt: at })
      .where(and(eq(bankSimulatorRecords.id, record.id), eq(bankSimulatorRecords.status, 'open')))
      .returning();
    if (!paid) return null;
    return { eventId: `sim-paid-${paid.id}`, amountIsk: paid.amountIsk, paidAt: at };
  }

  /** A claim as the test bank shows it. */
  async claim(bankClaimId: string): Promise<SimulatorRecord | null> {
    return this.byId('claim', bankClaimId);
  }
}
