import type { z } from 'zod';

/** How pg-boss treats a queue's jobs: retries with exponential backoff from `retryDelaySeconds`. */
export interface QueueOptions {
  retryLimit: number;
  retryDelaySeconds: number;
}

/**
 * One pg-boss queue: its name, the schema of its payload and its retry policy. Every queue is a
 * module of its own under server/jobs/queues/; producers enqueue through it (typed, validated
 * before the row is written) and its worker receives the parsed payload.
 */
export interface QueueDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  readonly options: QueueOptions;
}

/** What a producer passes to `enqueue`. */
export type PayloadInput<Q extends QueueDefinition> = z.input<Q['payload']>;
/** What the worker receives, after the schema parsed it. */
export type Payload<Q extends QueueDefinition> = z.output<Q['payload']>;

export function defineQueue<S extends z.ZodType>(definition: QueueDefinition<S>): QueueDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.name)) throw new Error(`queue names are kebab-case: ${definition.name}`);
  return Object.freeze(definition);
}
