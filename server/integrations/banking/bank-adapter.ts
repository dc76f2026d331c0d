import type { Db } from '#server/db/client.ts';
import { seededRandom } from '#server/integrations/registry/simulator.ts';
import type { Env } from '#server/lib/env.ts';
import type { Bank } from './bank.ts';
import { HttpBank } from './http-bank.ts';
import { BankSimulator } from './simulator.ts';

// Which bank the payment service talks to: BANKING_PROVIDER=simulator (default) or http.

const randoms = new WeakMap<Env, () => number>();

/**
 * The bank, keeping anything it keeps (the simulator's records) through `db`, on the caller's
 * clock `now` (ctx.now / deps.now: the simulator stamps settled payouts with it).
 */
export function bankFor(env: Env, db: Db, now: () => Date): Bank {
  if (env.BANKING_PROVIDER === 'http') {
    return new HttpBank({ url: env.BANK_API_URL ?? '', apiKey: env.BANK_API_KEY ?? '' });
  }
  return simulatorFor(env, db, now);
}

/**
 * Whether the test bank (/bank-simulator/claims/:id) is open: only with the simulator, and never
 * in production, where a paid claim must mean money arrived.
 */
export function testBankOpen(env: Env): boolean {
  return env.BANKING_PROVIDER === 'simulator' && !env.isProduction;
}

/** The simulator itself (the test bank page); null when a real bank is configured. */
export function bankSimulatorFor(env: Env, db: Db, now: () => Date): BankSimulator | null {
  return env.BANKING_PROVIDER === 'simulator' ? simulatorFor(env, db, now) : null;
}

function simulatorFor(env: Env, db: Db, now: () => Date): BankSimulator {
  let random = randoms.get(env);
  if (!random) {
    random = env.BANK_SIMULATOR_SEED === undefined ? Math.random : seededRandom(env.BANK_SIMULATOR_SEED);
    randoms.set(env, random);
  }
  return new BankSimulator(db, {
    latencyMs: env.BANK_SIMULATOR_LATENCY_MS,
    failureRate: env.BANK_SIMULATOR_FAILURE_RATE,
    failureKind: env.BANK_SIMULATOR_FAILURE_KIND,
    random,
    now,
  });
}
