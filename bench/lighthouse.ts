// npm run bench:lighthouse — Lighthouse's mobile audit (its default: a mid-range phone, simulated
// slow 4G and 4x CPU slowdown) of /, /listings, a demo listing and /login, printing the
// performance and accessibility scores, FCP and LCP, the HTML transferred for each page and the
// JavaScript a first visit loads (as sent, and gzip-compressed for comparison).
//
// Needs a build (`npm run build`; on the shared machine under the e2e lock). Starts `node server.ts`
// on LIGHTHOUSE_PORT (default 3296) with a fresh PGlite under /tmp and the demo data, the way
// `npm start` runs, or audits LIGHTHOUSE_URL when set. Chromium is /usr/bin/chromium (CHROME_PATH),
// never a downloaded browser. The scores move with the machine's load: run it on a quiet machine
// and read the median of a few runs (LIGHTHOUSE_RUNS, default 1).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hasBuild, type StartedServer, startServer, waitReady } from './server.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3296);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const DATA_DIR = '/tmp/heimaleiga-bench-lighthouse';
// The same flags the end-to-end tests give Chromium (playwright.config.ts).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
process.env.CHROME_PATH ??= '/usr/bin/chromium';

let server: StartedServer | undefined;
let base = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
if (!base) {
  if (!hasBuild()) {
    console.error('No build: run `npm run build` first (on the shared machine: flock /tmp/heimaleiga-e2e.lock npm run build).');
    process.exit(1);
  }
  server = startServer(PORT, DATA_DIR);
  base = server.base;
  // A fresh server migrates and seeds first: the wait reports its progress (bench/server.ts).
  await waitReady(`${base}/readyz`, { server: server.process });
}

// A demo listing: the first card of the search.
const searchHtml = await (await fetch(`${base}/listings`)).text();
const listing = /href="(\/listings\/[0-9a-f-]{36})"/.exec(searchHtml)?.[1];
if (!listing) throw new Error('no listing found on /listings');
// --smoke: the home page only (the test of the command).
const pages = process.argv.includes('--smoke') ? ['/'] : ['/', '/listings', listing, '/login'];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}
interface Row {
  path: string;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  html: number;
  jsSent: number;
  jsGzip: number;
  failing: string[];
}

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).byteLength;
  gzipCache.set(url, size);
  return size;
}

const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
const rows: Row[] = [];
let version = '';
try {
  for (const path of pages) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      version = lhr.lighthouseVersion;
      const audit = (id: string) => lhr.audits[id];
      const items = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) =>
        i.url.startsWith(base as string),
      );
      const documentItem = items.find((i) => i.resourceType === 'Document');
      const scripts = items.filter((i) => i.resourceType === 'Script');
      let jsGzip = 0;
      for (const script of scripts) jsGzip += await gzipSize(script.url);
      // Every scored audit below 0.9: the metrics, the insights behind them, the accessibility checks.
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]))
        .filter(
          (a) =>
            a && a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
        )
        .map((a) => `${a?.id} (${a?.displayValue ?? a?.score})`);
      runs.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint')?.numericValue ?? 0,
        lcp: audit('largest-contentful-paint')?.numericValue ?? 0,
        tbt: audit('total-blocking-time')?.numericValue ?? 0,
        cls: audit('cumulative-layout-shift')?.numericValue ?? 0,
        html: documentItem?.transferSize ?? 0,
        jsSent: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
        jsGzip,
        failing,
      });
    }
    // The run with the median performance score stands for the page.
    rows.push(runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)] as Row);
  }
} finally {
  chrome.kill();
  server?.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\nLighthouse ${version} mobile (default throttling), ${base}, ${RUNS} run(s) per page (the median run by performance)`,
);
console.log('page'.padEnd(52), 'perf', 'a11y', '   FCP', '   LCP', '    TBT', '   CLS', '  HTML sent', '  JS sent', '  JS gzip');
for (const r of rows) {
  console.log(
    r.path.padEnd(52),
    String(r.performance).padStart(4),
    String(r.accessibility).padStart(4),
    s(r.fcp).padStart(6),
    s(r.lcp).padStart(6),
    `${Math.round(r.tbt)} ms`.padStart(7),
    r.cls.toFixed(3).padStart(6),
    kb(r.html).padStart(11),
    kb(r.jsSent).padStart(9),
    kb(r.jsGzip).padStart(9),
  );
  if (r.failing.length) console.log(`  below 0.9: ${r.failing.join(', ')}`);
}
console.log('\nTargets: performance ≥ 95, accessibility 100, HTML of / ≤ 20 KB, first-load JS ≤ 100 KB gzip');
