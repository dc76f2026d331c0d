import { useEffect, useState } from 'react';
import type { MessageDto } from '#common/inbox-dto.ts';

/** How often the fallback asks for new messages when the browser cannot keep an event stream open. */
export const POLL_MS = 5_000;

/**
 * New messages of an open conversation, as they arrive (docs/decisions/0017): a Server-Sent
 * Events stream from /inbox/{id}/live, and where EventSource is missing or the stream fails for
 * good, a look every few seconds at /inbox/{id}/live?poll=1. Starts after `lastId`, the newest
 * message the page was rendered with; a message already shown is never added twice.
 */
export function useLiveMessages(conversationId: string, lastId: string | null): MessageDto[] {
  const [arrived, setArrived] = useState<MessageDto[]>([]);

  useEffect(() => {
    let cursor = lastId;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const base = `/inbox/${conversationId}/live`;

    const add = (messages: MessageDto[]) => {
      if (!messages.length) return;
      cursor = messages[messages.length - 1].id;
      setArrived((shown) => {
        const known = new Set(shown.map((m) => m.id));
        return [...shown, ...messages.filter((m) => !known.has(m.id))];
      });
    };

    const poll = async () => {
      if (stopped) return;
      try {
        const response = await fetch(`${base}?poll=1${cursor ? `&after=${cursor}` : ''}`, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (response.ok) add(((await response.json()) as { messages: MessageDto[] }).messages);
      } catch {
        // Offline for a moment: the next look tries again.
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      timer = setTimeout(poll, POLL_MS);
    } else {
      source = new EventSource(`${base}${cursor ? `?after=${cursor}` : ''}`);
      source.addEventListener('message', (event) => {
        try {
          add([JSON.parse((event as MessageEvent<string>).data) as MessageDto]);
        } catch {
          // Not a message: ignored.
        }
      });
      source.addEventListener('error', () => {
        // EventSource retries by itself while it says CONNECTING; CLOSED means it gave up.
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          timer = setTimeout(poll, 0);
        }
      });
    }
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [conversationId, lastId]);

  return arrived;
}
