// Static assets compressed once, at build time (docs/decisions/0010-compression.md): after
// `react-router build` (its buildEnd hook in react-router.config.ts) this writes `file.br` (brotli,
// best quality) and `file.gz` (gzip -9) beside every compressible file of 1 KB or more in
// build/client; server/http/static-files.ts serves them by Accept-Encoding.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes .br and .gz beside each compressible file in `dir`; returns the bytes before and after (brotli). */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const work: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    work.push(
      (async () => {
        const body = await readFile(file);
        if (body.byteLength < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // Not worth a second file when it saves less than a tenth.
        if (br.byteLength > body.byteLength * 0.9) return;
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.bytes += body.byteLength;
        totals.brotli += br.byteLength;
      })(),
    );
  }
  await Promise.all(work);
  return totals;
}
