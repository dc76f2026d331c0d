// npm run bench:search — the listing search at 10k and 100k listings on PostgreSQL.
// Makes its own database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/
// heimaleiga_bench_search), fills it with the listings generator, runs a fixed mix of 20 typical
// searches through searchListings() and prints p50/p95 per size. Targets: p95 < 15 ms at 100k
// and a 100k/10k p95 ratio < 2. The database is dropped at the end (BENCH_KEEP=1 keeps it).
import { availableParallelism, loadavg } from 'node:os';
import type { ListingQuery } from '#common/listing-filters.ts';
import { type Database, migrateDatabase, openDatabase } from '#server/db/client.ts';
import { generateListings } from '#server/db/seed/generate-listings.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { searchListings } from '#server/domain/listings/listing-search.service.ts';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/heimaleiga_bench_search');
const name = url.pathname.slice(1);
// --smoke: 200 and 400 listings, two rounds, the targets not judged (the test of the command).
const smoke = process.argv.includes('--smoke');
const ROUNDS = smoke ? 2 : Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = smoke ? 0 : Number(process.env.BENCH_WARMUP ?? 5);
const SIZES = smoke ? [200, 400] : [10_000, 100_000];
const TARGET_P95_MS = 15;
const TARGET_RATIO = 2;

/** Typical searches: first pages, then a few continued with the cursor (page 2 or 3). */
const MIX: { label: string; query: ListingQuery; page?: number }[] = [
  { label: 'everything, newest', query: { sort: 'newest' } },
  { label: 'everything, cheapest', query: { sort: 'price_asc' } },
  { label: 'everything, biggest', query: { sort: 'size_desc' } },
  { label: 'capital, newest', query: { sort: 'newest', region: 'capital' } },
  { label: 'capital, ≤300k, 2+ rooms', query: { sort: 'newest', region: 'capital', priceMax: 300_000, roomsMin: 2 } },
  { label: 'capital, price up', query: { sort: 'price_asc', region: 'capital' } },
  { label: '101+105+107, newest', query: { sort: 'newest', postcodes: ['101', '105', '107'] } },
  { label: '105, price down', query: { sort: 'price_desc', postcodes: ['105'] } },
  { label: 'town Akureyri', query: { sort: 'newest', town: 'Akureyri' } },
  { label: 'northeast, pets', query: { sort: 'newest', region: 'northeast', pets: true } },
  { label: 'rooms & studios ≤180k', query: { sort: 'price_asc', types: ['room', 'studio'], priceMax: 180_000 } },
  { label: 'houses, 4+ rooms', query: { sort: 'newest', types: ['house', 'townhouse'], roomsMin: 4 } },
  { label: 'furnished, fixed term', query: { sort: 'newest', furnished: true, lease: 'fixed' } },
  { label: '60-90 m², 250-350k', query: { sort: 'newest', sizeMin: 60, sizeMax: 90, priceMin: 250_000, priceMax: 350_000 } },
  { label: 'south, available soon', query: { sort: 'newest', region: 'south', availableBy: soon() } },
  { label: 'pets+furnished capital', query: { sort: 'newest', region: 'capital', pets: true, furnished: true } },
  { label: 'everything, newest p3', query: { sort: 'newest' }, page: 3 },
  { label: 'capital, price up p2', query: { sort: 'price_asc', region: 'capital' }, page: 2 },
  { label: 'biggest p2', query: { sort: 'size_desc' }, page: 2 },
  { label: 'capital ≤300k p2', query: { sort: 'newest', region: 'capital', priceMax: 300_000, roomsMin: 2 }, page: 2 },
];

function soon(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

function contextOn(database: Database): ServiceContext {
  // searchListings reads only the database and the clock.
  return { db: database.db, now: () => new Date(), actor: null, meta: {} } as unknown as ServiceContext;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The queries of the mix with their cursors resolved (a page-2 query starts after page 1). */
async function resolveMix(ctx: ServiceContext): Promise<ListingQuery[]> {
  const resolved: ListingQuery[] = [];
  for (const item of MIX) {
    let query = item.query;
    for (let page = 1; page < (item.page ?? 1); page++) {
      const result = await searchListings(ctx, query);
      if (!result.next_cursor) break;
      query = { ...item.query, cursor: result.next_cursor };
    }
    resolved.push(query);
  }
  return resolved;
}

async function measure(ctx: ServiceContext, size: number) {
  const queries = await resolveMix(ctx);
  for (let r = 0; r < WARMUP; r++) for (const q of queries) await searchListings(ctx, q);
  const all: number[] = [];
  const perQuery = queries.map(() => [] as number[]);
  const totals = queries.map(() => 0);
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, q] of queries.entries()) {
      const t0 = performance.now();
      const result = await searchListings(ctx, q);
      const ms = performance.now() - t0;
      all.push(ms);
      perQuery[i].push(ms);
      totals[i] = result.total;
    }
  }
  all.sort((a, b) => a - b);
  console.log(`\n${size.toLocaleString('en')} listings: ${all.length} searches`);
  for (const [i, item] of MIX.entries()) {
    const times = perQuery[i].sort((a, b) => a - b);
    const hits = `${totals[i]}${totals[i] >= 1000 ? '+' : ''}`;
    console.log(
      `  ${item.label.padEnd(28)} p50 ${pct(times, 0.5).toFixed(2).padStart(6)} ms  p95 ${pct(times, 0.95).toFixed(2).padStart(6)} ms  (${hits} hits)`,
    );
  }
  const result = { p50: pct(all, 0.5), p95: pct(all, 0.95) };
  console.log(`  ALL: p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms`);
  // Tail latencies mean little on a busy machine: say how busy it was.
  console.log(`  (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
  return result;
}

const admin = new URL(url);
admin.pathname = '/postgres';
const adminDb = await openDatabase({ url: admin.toString() });
await adminDb.query(`drop database if exists "${name}"`);
await adminDb.query(`create database "${name}"`);
const database = await openDatabase({ url: url.toString() });
try {
  await migrateDatabase(database);
  const ctx = contextOn(database);
  const results: { p50: number; p95: number }[] = [];
  let have = 0;
  for (const [i, size] of SIZES.entries()) {
    const t0 = performance.now();
    await generateListings(database, { count: size - have, seed: 42 + i });
    have = size;
    // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only scans).
    await database.query('vacuum analyze listings');
    await database.query('analyze properties');
    console.log(`\nGenerated up to ${size.toLocaleString('en')} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
    results.push(await measure(ctx, size));
  }
  const [small, large] = results;
  const ratio = large.p95 / small.p95;
  console.log('\nSummary');
  const [smallName, largeName] = SIZES.map((n) => (n >= 1000 ? `${n / 1000}k` : String(n)));
  console.log(`  ${smallName}:  p50 ${small.p50.toFixed(2)} ms  p95 ${small.p95.toFixed(2)} ms`);
  console.log(`  ${largeName}: p50 ${large.p50.toFixed(2)} ms  p95 ${large.p95.toFixed(2)} ms`);
  console.log(`  p95 ratio ${largeName}/${smallName}: ${ratio.toFixed(2)}`);
  const p95Ok = large.p95 < TARGET_P95_MS;
  const ratioOk = ratio < TARGET_RATIO;
  console.log(`  target p95 < ${TARGET_P95_MS} ms at ${largeName}: ${p95Ok ? 'met' : 'MISSED'}`);
  console.log(`  target ratio < ${TARGET_RATIO}: ${ratioOk ? 'met' : 'MISSED'}`);
  process.exitCode = smoke || (p95Ok && ratioOk) ? 0 : 1;
} finally {
  await database.close();
  if (!process.env.BENCH_KEEP) await adminDb.query(`drop database if exists "${name}"`);
  await adminDb.close();
}
