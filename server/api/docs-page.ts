import { escapeHtml } from '#common/escape-html.ts';
import { openApiDocument } from './openapi.ts';

/** A JSON response's schema, or the media type of a download. */
function responseContent(content: Record<string, { schema: unknown }>): string {
  const json = content['application/json'];
  return json ? JSON.stringify(json.schema) : Object.keys(content).join(', ');
}

/** A readable, script-free rendering of the OpenAPI document for /api/docs/. */
export function renderApiDocs(): string {
  const doc = openApiDocument();
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, raw]) => {
        const op = raw as {
          summary: string;
          security?: unknown;
          requestBody?: { content: Record<string, { schema: unknown }> };
          responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
        };
        const [bodyType, bodyContent] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        const body = bodyContent
          ? `<h4>Request body <code>${escapeHtml(bodyType)}</code></h4><pre>${escapeHtml(JSON.stringify(bodyContent.schema, null, 2))}</pre>`
          : '';
        const responses = Object.entries(op.responses)
          .map(
            ([status, r]) =>
              `<li><strong>${status}</strong> ${escapeHtml(r.description)}${
                r.content ? ` <code>${escapeHtml(responseContent(r.content))}</code>` : ''
              }</li>`,
          )
          .join('');
        return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
          op.security ? ' <span class="lock">Bearer token</span>' : ''
        }</h3><p>${escapeHtml(op.summary)}</p>${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
      }),
    )
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([id, schema]) =>
        `<section id="schema-${escapeHtml(id)}"><h3>${escapeHtml(id)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Heimaleiga API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1c2733}pre,code{background:#f1f4f7;border-radius:4px}pre{padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #d5dde5;padding:.5rem 0}.m{display:inline-block;min-width:4rem;font-weight:700;color:#0b5c8a}.lock{font-size:12px;background:#fff3cd;padding:2px 6px;border-radius:4px}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
<h2>Operations</h2>${sections}<h2>Schemas</h2>${schemas}</body></html>`;
}
