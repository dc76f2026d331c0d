import { EventEmitter } from 'node:events';

// How a new message reaches an open conversation's stream (docs/decisions/0017): a send in this
// process wakes the streams of that conversation at once; every stream also looks at the
// database on its own every few seconds, so a message sent through another app process arrives
// within that time. The bus carries only "something changed in conversation X", never content:
// each stream reads what its own reader may see.

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Wakes the open streams of a conversation (call after the transaction committed). */
export function announce(conversationId: string): void {
  bus.emit(conversationId);
}

/**
 * Resolves when the conversation changes in this process, after `ms`, or when `signal` aborts,
 * whichever comes first.
 */
export function nextChange(conversationId: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      bus.off(conversationId, done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    bus.on(conversationId, done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

const shutdown = new AbortController();

/** Aborted when the process shuts down: open streams end, so the server can close. */
export const streamsEnding: AbortSignal = shutdown.signal;

/** Ends every open conversation stream (graceful shutdown); browsers reconnect to another process. */
export function endAllStreams(): void {
  shutdown.abort();
}
