import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';

// "Take, release, call, record" (docs/rules/payment-service.md "Calling the bank"): a retry
// machine that sends something to an outside service (a bank, the registry) never holds a database
// connection or a row lock while it waits on the call.
//
// 1. take: a short transaction locks the row, checks it still needs sending, and leases it to this
//    attempt: a fresh token, a lease end and the attempt counted; commit (the lock is released).
// 2. call: the outside call, with the row's idempotency key, holding nothing.
// 3. record: a second short transaction writes the answer, but only if the row still carries this
//    attempt's token (a stale attempt whose lease ran out and was taken again writes nothing).
//
// Once only: a second worker finds the lease live and leaves the row alone; a crash between the call
// and the record leaves a lease that runs out, and the next attempt calls again with the same
// idempotency key, so the outside service answers with what it did the first time.

/** How long an attempt holds its row: far longer than any call may take (the HTTP bank gives up after 15 s). */
export const LEASE_SECONDS = 120;

/** A new attempt's lease: its token and when it runs out. */
export function newLease(now: Date, seconds = LEASE_SECONDS): { leaseToken: string; leaseUntil: Date } {
  return { leaseToken: randomUUID(), leaseUntil: new Date(now.getTime() + seconds * 1000) };
}

/** The columns that give a lease back (the record step sets them with its answer). */
export const NO_LEASE = { leaseToken: null, leaseUntil: null } as const;

/** Whether another attempt holds the row right now. */
export function leaseIsLive(row: { leaseToken: string | null; leaseUntil: Date | null }, now: Date): boolean {
  return row.leaseToken !== null && row.leaseUntil !== null && row.leaseUntil.getTime() > now.getTime();
}

/** What the call gave: its value, or what it threw (the record step decides what that means). */
export type CallAnswer<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface LeasedCall<W, R, O> {
  /** In a short transaction: the work leased to this attempt, or the outcome when there is nothing to send. */
  take(tx: Db): Promise<{ work: W } | { outcome: O }>;
  /** The outside call, outside any transaction. */
  call(work: W): Promise<R>;
  /** In a second short transaction: the answer written, guarded by the lease token. */
  record(tx: Db, work: W, answer: CallAnswer<R>): Promise<O>;
}

/** Runs one attempt: take (commit), call (holding nothing), record (commit). */
export async function runLeasedCall<W, R, O>(db: Db, steps: LeasedCall<W, R, O>): Promise<O> {
  const taken = await db.transaction((tx) => steps.take(tx));
  if (!('work' in taken)) return taken.outcome;
  let answer: CallAnswer<R>;
  try {
    answer = { ok: true, value: await steps.call(taken.work) };
  } catch (error) {
    answer = { ok: false, error };
  }
  return db.transaction((tx) => steps.record(tx, taken.work, answer));
}
