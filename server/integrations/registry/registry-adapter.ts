import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/lib/env.ts';
import { HmsRegistry } from './hms-adapter.ts';
import type { RentalRegistry } from './rental-registry.ts';
import { RegistrySimulator, seededRandom } from './simulator.ts';

// Which registry the app talks to: REGISTRY_ADAPTER=simulator (default) or hms.

/** One random source per configuration, so a seeded failure share runs on across calls. */
const randoms = new WeakMap<Env, () => number>();

/**
 * The registry, talking through `db` where it keeps anything (the simulator's records, on its own
 * connections, as the real registry keeps its own: the worker holds no transaction while it calls).
 */
export function registryFor(env: Env, db: Db): RentalRegistry {
  if (env.REGISTRY_ADAPTER === 'hms') {
    return new HmsRegistry({ url: env.REGISTRY_URL ?? '', apiKey: env.REGISTRY_API_KEY ?? '' });
  }
  let random = randoms.get(env);
  if (!random) {
    random = env.REGISTRY_SIMULATOR_SEED === undefined ? Math.random : seededRandom(env.REGISTRY_SIMULATOR_SEED);
    randoms.set(env, random);
  }
  return new RegistrySimulator(db, {
    latencyMs: env.REGISTRY_SIMULATOR_LATENCY_MS,
    failureRate: env.REGISTRY_SIMULATOR_FAILURE_RATE,
    random,
  });
}
