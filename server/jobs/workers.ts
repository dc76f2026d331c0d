import type { JobWorker } from './queue.ts';

/**
 * Every background worker the app runs (besides mail). Each capability adds its own here:
 * one line, the worker itself in its own file next to its service.
 */
export function allWorkers(): JobWorker[] {
  return [];
}
