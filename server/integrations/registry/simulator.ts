import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { registrySimulatorRecords } from '#server/db/schema/registry.ts';
import { registryRefusals } from './registry-checks.ts';
import type { RegistryRecord } from './registry-record.ts';
import {
  type RegistryLookup,
  type RegistryReceipt,
  RegistryRefusal,
  RegistryUnavailable,
  type RentalRegistry,
  type TerminationNotice,
} from './rental-registry.ts';

// The built-in registry (REGISTRY_ADAPTER=simulator, the default). It checks a record as the
// registry does (registry-checks.ts), answers after a configurable latency, fails a configurable
// share of calls as the registry being unavailable (half of those after having registered, as a
// lost answer), and keeps what each idempotency key did in registry_simulator_records so the same
// key gets the same number back, also after a restart. It writes through the database it is
// given, outside the worker's transactions, as the real registry keeps its own records: an answer
// lost in a crash is given again for the same key.

export interface SimulatorOptions {
  latencyMs: number;
  /** 0-1: the share of calls that fail as unavailable. */
  failureRate: number;
  /** A number in [0, 1): Math.random, or a seeded generator in tests. */
  random: () => number;
}

/** Registry numbers as the simulator makes them: nine digits from 100000001 up. */
export function simulatorRegistryNumber(seq: number): string {
  return String(100_000_000 + seq);
}

/** A small seeded generator (mulberry32), so a failing share can be replayed in tests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const unavailable = () => new RegistryUnavailable('The registry simulator is unavailable (simulated failure).');

/**
 * The simulator has no property register; these fastanúmer stand for numbers the real registry
 * does not find: the demo's wrong number (Hverfisgata 88), so its refused registration stays
 * refused when it is sent again unchanged, until the landlord side corrects it.
 */
export const SIMULATOR_UNKNOWN_FASTANUMER: ReadonlySet<string> = new Set(['2003355']);

/** The record's units whose fastanúmer the simulated property register does not know. */
function unknownProperties(record: RegistryRecord): RegistryRefusal['reasons'] {
  return record.properties.flatMap((p, i) =>
    SIMULATOR_UNKNOWN_FASTANUMER.has(p.fastanumer)
      ? [
          {
            code: 'registry_fastanumer_unknown',
            message: `Fastanúmer ${p.fastanumer} was not found at ${record.address.street}.`,
            field: `units.${i}.fastanumer`,
          },
        ]
      : [],
  );
}

export class RegistrySimulator implements RentalRegistry {
  readonly name = 'simulator' as const;
  private readonly db: Db;
  private readonly options: SimulatorOptions;
  constructor(db: Db, options: SimulatorOptions) {
    this.db = db;
    this.options = options;
  }

  /** Waits the latency, then decides whether this call fails: before the work, after it, or not at all. */
  private async outcome(): Promise<'before' | 'after' | 'ok'> {
    if (this.options.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
    if (this.options.random() >= this.options.failureRate) return 'ok';
    return this.options.random() < 0.5 ? 'before' : 'after';
  }

  private async byKey(key: string) {
    const [row] = await this.db
      .select({ kind: registrySimulatorRecords.kind, registryNumber: registrySimulatorRecords.registryNumber })
      .from(registrySimulatorRecords)
      .where(eq(registrySimulatorRecords.idempotencyKey, key))
      .limit(1);
    return row ?? null;
  }

  private async record(kind: RegistryLookup['kind'], key: string, number: string | null, extra: object): Promise<string> {
    const result = (await this.db.execute(
      sql`select nextval(pg_get_serial_sequence('registry_simulator_records', 'seq'))::int as seq`,
    )) as unknown as { rows: { seq: number }[] };
    const seq = Number(result.rows[0].seq);
    await this.db
      .insert(registrySimulatorRecords)
      .values({ seq, kind, idempotencyKey: key, registryNumber: number ?? simulatorRegistryNumber(seq), ...extra })
      .onConflictDoNothing({ target: registrySimulatorRecords.idempotencyKey });
    const stored = await this.byKey(key);
    if (!stored || stored.kind !== kind) {
      throw new RegistryRefusal([{ code: 'registry_key_reused', message: 'This idempotency key was used for another request.' }]);
    }
    return stored.registryNumber;
  }

  async register(record: RegistryRecord, idempotencyKey: string): Promise<RegistryReceipt> {
    const outcome = await this.outcome();
    if (outcome === 'before') throw unavailable();
    const done = await this.byKey(idempotencyKey);
    if (done?.kind === 'register') {
      if (outcome === 'after') throw unavailable();
      return { registryNumber: done.registryNumber };
    }
    const reasons = [...registryRefusals(record), ...unknownProperties(record)];
    if (reasons.length) throw new RegistryRefusal(reasons);
    const registryNumber = await this.record('register', idempotencyKey, null, {
      payload: record as unknown as Record<string, unknown>,
    });
    if (outcome === 'after') throw unavailable();
    return { registryNumber };
  }

  async deregister(registryNumber: string, endDate: string, idempotencyKey: string): Promise<void> {
    const outcome = await this.outcome();
    if (outcome === 'before') throw unavailable();
    const [registered] = await this.db
      .select({ id: registrySimulatorRecords.id })
      .from(registrySimulatorRecords)
      .where(
        sql`${registrySimulatorRecords.registryNumber} = ${registryNumber} and ${registrySimulatorRecords.kind} = 'register'`,
      )
      .limit(1);
    if (!registered) {
      throw new RegistryRefusal([{ code: 'registry_contract_unknown', message: 'No registered contract has this number.' }]);
    }
    await this.record('deregister', idempotencyKey, registryNumber, { endDate });
    if (outcome === 'after') throw unavailable();
  }

  async reportTermination(registryNumber: string, notice: TerminationNotice, idempotencyKey: string): Promise<void> {
    const outcome = await this.outcome();
    if (outcome === 'before') throw unavailable();
    if (!(await this.isRegistered(registryNumber))) {
      throw new RegistryRefusal([{ code: 'registry_contract_unknown', message: 'No registered contract has this number.' }]);
    }
    await this.record('terminate', idempotencyKey, registryNumber, {
      endDate: notice.endDate,
      payload: notice as unknown as Record<string, unknown>,
    });
    if (outcome === 'after') throw unavailable();
  }

  private async isRegistered(registryNumber: string): Promise<boolean> {
    const [registered] = await this.db
      .select({ id: registrySimulatorRecords.id })
      .from(registrySimulatorRecords)
      .where(
        sql`${registrySimulatorRecords.registryNumber} = ${registryNumber} and ${registrySimulatorRecords.kind} = 'register'`,
      )
      .limit(1);
    return registered !== undefined;
  }

  async lookup(idempotencyKey: string): Promise<RegistryLookup | null> {
    const row = await this.byKey(idempotencyKey);
    return row ? { kind: row.kind as RegistryLookup['kind'], registryNumber: row.registryNumber } : null;
  }
}
