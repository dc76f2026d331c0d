// The baseline server of `npm run bench:pages`: /listings and /listings/<id> rendered by plain
// React renderToString (bench/pages-baseline-render.tsx) with data loaded once at start.
// Env: DATABASE_URL, PORT, LISTING_ID. Run with NODE_ENV=production.
import { createServer } from 'node:http';
import { createServer as createVite } from 'vite';
import { openDatabase } from '#server/db/client.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { env, publicUrl } from '#server/lib/env.ts';

const port = Number(process.env.PORT ?? 3292);
const listingId = process.env.LISTING_ID ?? '';
const vite = await createVite({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  configFile: false, // the app's plugins (React Router's) aren't needed to render components
  logLevel: 'error',
  // Production JSX (React's production build has no jsxDEV).
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
const render = (await vite.ssrLoadModule('/bench/pages-baseline-render.tsx')) as typeof import('./pages-baseline-render.tsx');
const config = env();
const database = await openDatabase({ url: config.DATABASE_URL });
const service = { db: database.db, env: config, actor: null, meta: {}, now: () => new Date(), publicUrl: publicUrl(config) };
const data = await render.loadData(service as unknown as ServiceContext, listingId);
await database.close();
const page = render.createRenderer(data);
const paths = new Set(['/listings', `/listings/${listingId}`]);

createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (!paths.has(path)) {
    res.writeHead(404).end();
    return;
  }
  const html = page(path);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}).listen(port, () => console.log(`baseline ready on ${port}`));
