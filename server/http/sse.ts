import type { AttachmentLinks, MessageDto } from '#common/inbox-dto.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { markConversationRead, messagesAfter } from '#server/domain/inbox/conversations.service.ts';
import { nextChange, streamsEnding } from '#server/domain/inbox/live.ts';
import { logger } from '#server/lib/logger.ts';

// An open conversation's live updates as Server-Sent Events (docs/decisions/0017). Never
// compressed (server/http/compression.ts leaves text/event-stream alone) and never cached.

/** How often a stream looks at the database without being woken (messages from other processes). */
export const STREAM_POLL_MS = 3_000;
/** A stream ends after this long; the browser's EventSource reconnects with Last-Event-ID. */
export const STREAM_LIFETIME_MS = 5 * 60_000;

export interface StreamOptions {
  /** The id of the last message the reader has; null sends the newest page from the start. */
  after: string | null;
  links: AttachmentLinks;
  /** The request's signal: the stream stops when the reader goes away. */
  signal?: AbortSignal;
  pollMs?: number;
  lifetimeMs?: number;
}

/**
 * The stream of new messages in a conversation, each an event `message` with the message as
 * JSON and its id as the event id. Access is checked before the stream opens (a conversation the
 * reader may not see is a 404, not an empty stream) and again at every look. Delivered messages
 * are marked read: the reader has the conversation open.
 */
export async function conversationEventStream(ctx: ServiceContext, id: string, options: StreamOptions): Promise<Response> {
  let cursor = options.after;
  const first = await messagesAfter(ctx, id, cursor, options.links);
  const encoder = new TextEncoder();
  const stop = new AbortController();
  options.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  if (streamsEnding.aborted) stop.abort();
  else streamsEnding.addEventListener('abort', () => stop.abort(), { once: true });
  const pollMs = options.pollMs ?? STREAM_POLL_MS;
  const until = Date.now() + (options.lifetimeMs ?? STREAM_LIFETIME_MS);

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const deliver = async (batch: MessageDto[]) => {
        for (const message of batch) {
          send(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
          cursor = message.id;
        }
        if (batch.length) await markConversationRead(ctx, id);
      };
      try {
        send(`retry: ${pollMs}\n\n`);
        await deliver(first);
        while (!stop.signal.aborted && Date.now() < until) {
          await nextChange(id, pollMs, stop.signal);
          if (stop.signal.aborted) break;
          const batch = await messagesAfter(ctx, id, cursor, options.links);
          if (batch.length) await deliver(batch);
          else send(': ping\n\n');
        }
      } catch (error) {
        // The reader went away mid-write, or lost access: the stream ends; EventSource reconnects
        // and a reader without access then gets the 404.
        if (!stop.signal.aborted) logger.warn({ err: error, conversationId: id }, 'conversation stream ended');
      } finally {
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      }
    },
    cancel() {
      stop.abort();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
