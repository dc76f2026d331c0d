import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { messagesFor } from '#server/i18n/messages.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { logger } from '#server/lib/logger.ts';
import { createI18n } from '#app/lib/i18n.ts';
import { ServerInfoContext } from '#app/lib/server-info.tsx';
import { renderErrorPageFailure } from '#app/lib/error-page-failure.ts';

// Pages have their data before rendering, so the whole document is rendered at once
// (renderToString is the fastest path measured; docs/decisions/0002-document-rendering.md).
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const ctx = getRequestContext(loadContext);
  const i18n = createI18n(ctx.locale, messagesFor(ctx.locale));
  try {
    const html = renderToString(
      <ServerInfoContext.Provider value={{ nonce: ctx.nonce }}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={ctx.nonce} />
        </I18nextProvider>
      </ServerInfoContext.Provider>,
    );
    return new Response(`<!DOCTYPE html>${html}`, { status, headers });
  } catch (error) {
    if (!routerContext.staticHandlerContext.errors) throw error; // RR renders the error page next
    logger.error({ err: error, requestId: ctx.requestId }, 'the error page failed to render');
    const detail = ctx.isProduction ? '' : error instanceof Error ? error.message : String(error);
    return new Response(renderErrorPageFailure(i18n.t.bind(i18n), ctx.locale, detail), { status: 500, headers });
  }
}
