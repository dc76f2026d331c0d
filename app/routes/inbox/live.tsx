import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { markConversationRead, messagesAfter } from '#server/domain/inbox/conversations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import { conversationEventStream } from '#server/http/sse.ts';
import type { Route } from './+types/live';

export const handle = { middleware: ['auth'] };

/**
 * /inbox/{id}/live: the open conversation's new messages (docs/decisions/0017). A Server-Sent
 * Events stream; with ?poll=1, the messages after ?after=<id> as JSON, for browsers that cannot
 * keep a stream open. Both mark what they deliver read: the conversation is open.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const url = new URL(request.url);
  const after = request.headers.get('last-event-id') || url.searchParams.get('after') || null;
  if (url.searchParams.get('poll') === '1') {
    const messages = await forPage(() => messagesAfter(service, params.id, after, 'page'));
    if (messages.length) await markConversationRead(service, params.id);
    return Response.json({ messages }, { headers: { 'Cache-Control': 'no-store' } });
  }
  return forPage(() => conversationEventStream(service, params.id, { after, links: 'page', signal: request.signal }));
}
