// npm run bench:js — the JavaScript each page loads on a first visit, gzip-compressed (level 9):
// every module the served HTML names (modulepreload links, module scripts and the inline module's
// imports), split into the framework's floor (the `framework` chunk: react, react-dom, scheduler,
// react-router; vite.config.ts) and the page's own code. A page over floor + 30 KB of page code is
// flagged (issue 20 §4); what a page loads later, when used, is not counted.
//
// Uses build/ (builds first when there is none) and starts `node server.ts` on BENCH_PORT (default
// 3297) with a fresh PGlite and the demo data, or measures BENCH_URL when set. Signed-in pages are
// read as the demo tenant, landlord and staff member. `--smoke`: two pages, no sign-in (the test of
// the command). `--json`: one JSON line per page instead of the table.
import { gzipSync } from 'node:zlib';
import { ensureBuild, type StartedServer, startServer, waitReady } from './server.ts';

export const PAGE_BUDGET = 30 * 1024;
const PASSWORD = 'demo-password-2026';
const smoke = process.argv.includes('--smoke');
const json = process.argv.includes('--json');

const PUBLIC = [
  '/',
  '/listings',
  '<listing>',
  '/listings?view=map',
  '/login',
  '/signup',
  '/forgot-password',
  '/about',
  '/landlords',
  '/renters',
  '/open-house',
  '/help',
  '/terms',
  '/rental-contracts/verify',
  '/management/post-a-listing',
];
const SIGNED_IN: Record<string, string[]> = {
  'tenant@demo.heimaleiga.is': [
    '/profile',
    '/profile/edit',
    '/account/login-security',
    '/account/offers',
    '/tenant/applications',
    '/inbox',
    '/rental-contracts',
    '/saved-homes',
    '/account/notifications',
  ],
  'landlord@demo.heimaleiga.is': ['/landlord/my-listings', '/landlord/applications', '/landlord/offers', '/start-listing'],
  'staff@demo.heimaleiga.is': ['/man', '/man/listings'],
};

let server: StartedServer | undefined;
let base = process.env.BENCH_URL?.replace(/\/$/, '');
if (!base) {
  ensureBuild();
  server = startServer(Number(process.env.BENCH_PORT ?? 3297), '/tmp/heimaleiga-bench-js');
  base = server.base;
}

const sizes = new Map<string, number>();
async function gzipped(url: string): Promise<number> {
  const known = sizes.get(url);
  if (known !== undefined) return known;
  const res = await fetch(new URL(url, base), { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).byteLength;
  sizes.set(url, size);
  return size;
}

/** Every script URL a first load of the HTML fetches before the page is interactive. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) urls.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1] ?? '')?.[1];
    if (src) urls.add(src);
    if (/type="module"/.test(m[1] ?? '')) {
      for (const i of (m[2] ?? '').matchAll(/\bimport\s+(?:[^'"]*?\bfrom\s+)?["']([^"']+\.js)["']/g)) urls.add(i[1] as string);
    }
  }
  return [...urls].filter((u) => u.startsWith('/') && !u.startsWith('//'));
}

const isFloor = (url: string) => /\/framework-[^/]*\.js$/.test(url);

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base as string, cookie: 'consent=necessary', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 302 || !cookies.length) throw new Error(`signing in as ${email} failed (${res.status})`);
  return cookies.join('; ');
}

interface Row {
  page: string;
  who: string;
  floor: number;
  page_code: number;
  total: number;
  files: number;
  over: boolean;
}

async function measure(path: string, who: string, cookie: string): Promise<Row> {
  const res = await fetch(base + path, { headers: { cookie: `consent=necessary${cookie ? `; ${cookie}` : ''}` } });
  if (!res.ok) throw new Error(`${path} as ${who}: ${res.status}`);
  const scripts = firstLoadScripts(await res.text());
  let floor = 0;
  let pageCode = 0;
  for (const url of scripts) {
    const size = await gzipped(url);
    if (isFloor(url)) floor += size;
    else pageCode += size;
  }
  return {
    page: path,
    who,
    floor,
    page_code: pageCode,
    total: floor + pageCode,
    files: scripts.length,
    over: pageCode > PAGE_BUDGET,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const rows: Row[] = [];
try {
  if (server) await waitReady(`${base}/readyz`, { server: server.process });
  const search = await (await fetch(`${base}/listings`, { headers: { cookie: 'consent=necessary' } })).text();
  const listing = /href="(\/listings\/[0-9a-f-]{36})"/.exec(search)?.[1];
  if (!listing) throw new Error('no listing found on /listings');
  const publicPages = (smoke ? ['/', '<listing>'] : PUBLIC).map((p) => (p === '<listing>' ? listing : p));
  const plan: [string, string[]][] = [['', publicPages], ...(smoke ? [] : Object.entries(SIGNED_IN))];
  for (const [who, pages] of plan) {
    const cookie = who ? await signIn(who) : '';
    for (const page of pages) {
      const row = await measure(page, who ? who.split('@')[0] : 'guest', cookie);
      rows.push(row);
      if (json) console.log(JSON.stringify(row));
    }
  }
} finally {
  server?.stop();
}

if (!json) {
  const hasFloor = rows.some((r) => r.floor > 0);
  console.log(`\nFirst-load JavaScript per page, KB gzip (level 9); budget: floor + ${PAGE_BUDGET / 1024} KB of page code`);
  if (!hasFloor) console.log('(no framework chunk in this build: everything counts as page code)');
  console.log(
    `${'page'.padEnd(52)} ${'who'.padEnd(9)} ${'floor'.padStart(7)} ${'page'.padStart(7)} ${'total'.padStart(7)} files`,
  );
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(52)} ${r.who.padEnd(9)} ${kb(r.floor)} ${kb(r.page_code)} ${kb(r.total)} ${String(r.files).padStart(5)}${r.over ? '  OVER' : ''}`,
    );
  }
  const over = rows.filter((r) => r.over).length;
  console.log(`\n${over} of ${rows.length} pages over the budget`);
}
