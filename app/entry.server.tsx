import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderErrorPageFailure } from '#app/lib/error-page-failure.ts';
import { namespacesOf, serverI18n } from '#app/lib/i18n.ts';
import { ServerInfoContext } from '#app/lib/server-info.tsx';
import { refusedInputAsBadRequest } from '#server/http/database-input-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { messagesFor, messageUrls } from '#server/i18n/messages.ts';
import { logger } from '#server/lib/logger.ts';

export const streamTimeout = 5_000;

// Pages have all their data before rendering, so the document is sent when it is complete
// (onAllReady): one write, no partial shells (docs/decisions/0002-document-rendering.md).
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
  // The page renders with the namespaces its matched routes declare (handle.i18n, root's too) and
  // tells the browser where to fetch them (docs/decisions/0011-messages-per-namespace.md).
  const { matches } = routerContext.staticHandlerContext;
  const names = namespacesOf(matches.map((m) => routerContext.routeModules[m.route.id]?.handle));
  const i18n = serverI18n(ctx.locale, messagesFor(ctx.locale), names);
  const messages = { files: messageUrls(ctx.locale), load: names };
  // A value PostgreSQL refused is the visitor's bad input: a 400 page, never the failed query.
  status = refusedInputAsBadRequest(routerContext.staticHandlerContext, status, (code) => i18n.t(`errors:codes.${code}`));

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerInfoContext.Provider value={{ nonce: ctx.nonce, messages }}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={ctx.nonce} />
        </I18nextProvider>
      </ServerInfoContext.Provider>,
      {
        nonce: ctx.nonce,
        onAllReady() {
          settled = true;
          // Everything is rendered: collect the document and send it as one buffer. Cheaper than
          // bridging a Node stream into a web stream for a response that is complete anyway.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const body = Buffer.concat(chunks);
              headers.set('Content-Length', String(body.byteLength));
              resolve(new Response(body, { status, headers }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error) {
          settled = true;
          // Rendering the error page itself failed: a last, plain notice.
          if (routerContext.staticHandlerContext.errors) {
            logger.error({ err: error, requestId: ctx.requestId }, 'the error page failed to render');
            const detail = ctx.isProduction ? '' : error instanceof Error ? error.message : String(error);
            resolve(new Response(renderErrorPageFailure(i18n.t.bind(i18n), ctx.locale, detail), { status: 500, headers }));
          } else {
            reject(error);
          }
        },
        onError(error) {
          status = 500;
          if (settled) logger.error({ err: error, requestId: ctx.requestId }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Server errors go to the log with the request id; a 404 is not an error worth logging. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Error && /^No route matches URL/.test(error.message)) return;
  logger.error({ err: error, url: request.url }, 'unhandled error');
}
