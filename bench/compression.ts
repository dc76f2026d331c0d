// npm run bench:compression — what each compression level costs on our real documents: the CPU
// time to compress `/`, `/listings` and a listing page once, and the bytes that go out. The
// numbers behind BROTLI_QUALITY and GZIP_LEVEL (server/http/compression.ts, docs/decisions/0010).
// Reads the pages from a running app: BENCH_URL (default http://localhost:3000). `--smoke`: one
// run of each method (the test of the command).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const RUNS = process.argv.includes('--smoke') ? 1 : 21;
const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const get = async (path: string) =>
  Buffer.from(
    await (await fetch(base + path, { headers: { 'accept-encoding': 'identity', cookie: 'consent=necessary' } })).arrayBuffer(),
  );
const search = await get('/listings');
const listing = /href="(\/listings\/[0-9a-f-]{36})"/.exec(search.toString())?.[1];
const pages: [string, Buffer][] = [
  ['/', await get('/')],
  ['/listings', search],
  ...(listing ? ([[listing, await get(listing)]] as [string, Buffer][]) : []),
];

const methods: [string, (b: Buffer) => Buffer][] = [
  ...[1, 4, 5, 6, 9].map((level) => [`gzip ${level}`, (b: Buffer) => gzipSync(b, { level })] as [string, (b: Buffer) => Buffer]),
  ...[1, 3, 4, 5, 6, 9, 11].map(
    (quality) =>
      [
        `brotli ${quality}`,
        (b: Buffer) =>
          brotliCompressSync(b, {
            params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: b.byteLength },
          }),
      ] as [string, (b: Buffer) => Buffer],
  ),
];

for (const [path, body] of pages) {
  console.log(`\n${path}: ${(body.byteLength / 1024).toFixed(1)} KB uncompressed`);
  for (const [name, compress] of methods) {
    if (RUNS > 1) compress(body); // warm-up
    // The median of 21 single runs: the machine is shared, and a mean takes every hiccup in.
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      size = compress(body).byteLength;
      times.push(performance.now() - started);
    }
    const ms = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
    console.log(
      `  ${name.padEnd(10)} ${ms.toFixed(2).padStart(7)} ms  ${(size / 1024).toFixed(1).padStart(6)} KB  (${((size / body.byteLength) * 100).toFixed(1)}%)`,
    );
  }
}
