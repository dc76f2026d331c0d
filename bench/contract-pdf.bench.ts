// npm run bench:contract-pdf — how long one rental contract PDF takes to render and how big it
// is (server/domain/contracts/pdf/, docs/rules/contract-document.md). Renders the full test
// contract (tests/fixtures/contract-pdf-input.ts: a team landlord and three tenants) in Icelandic
// alone, beside each translation, and the signed copy; prints the first (cold: fonts loaded and
// prepared) render, the median of BENCH_ROUNDS (default 21) renders, the size and pages, and
// checks that every round gave the same bytes. No database, no build: the sources are loaded
// through Vite (JSX, the locale files), as the server bundle would run them.
import { createHash } from 'node:crypto';
import { createServer as createVite } from 'vite';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);

const vite = await createVite({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  configFile: false,
  logLevel: 'error',
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
try {
  const { renderContractPdf } = (await vite.ssrLoadModule(
    '/server/domain/contracts/pdf/render-contract-pdf.ts',
  )) as typeof import('../server/domain/contracts/pdf/render-contract-pdf.ts');
  const fixtures = (await vite.ssrLoadModule(
    '/tests/fixtures/contract-pdf-input.ts',
  )) as typeof import('../tests/fixtures/contract-pdf-input.ts');

  const cases = [
    { label: 'is', input: fixtures.fullContractInput, translation: undefined },
    { label: 'is + en', input: fixtures.fullContractInput, translation: 'en' as const },
    { label: 'is + uk', input: fixtures.fullContractInput, translation: 'uk' as const },
    { label: 'is + pl', input: fixtures.fullContractInput, translation: 'pl' as const },
    { label: 'signed, is', input: fixtures.signedContractInput, translation: undefined },
    { label: 'empty draft, is', input: fixtures.minimalDraftInput, translation: undefined },
  ];
  const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const pages = (bytes: Uint8Array) =>
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b/g)?.length ?? 0;

  let started = performance.now();
  await renderContractPdf(fixtures.fullContractInput());
  console.log(`first render (fonts loaded and prepared): ${(performance.now() - started).toFixed(0)} ms`);
  console.log(`median of ${ROUNDS} renders each (the machine is shared: a mean takes every hiccup in)\n`);
  let failed = false;
  for (const { label, input, translation } of cases) {
    const times: number[] = [];
    const hashes = new Set<string>();
    let last: Uint8Array = new Uint8Array();
    for (let round = 0; round < ROUNDS; round++) {
      started = performance.now();
      last = await renderContractPdf(input(), { translation });
      times.push(performance.now() - started);
      hashes.add(sha(last));
    }
    const median = times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] as number;
    const same = hashes.size === 1;
    failed ||= !same;
    console.log(
      `  ${label.padEnd(16)} ${median.toFixed(0).padStart(5)} ms  ${(last.byteLength / 1024).toFixed(1).padStart(6)} KB  ${String(pages(last)).padStart(2)} pages  ${same ? `same bytes every round, sha256 ${sha(last).slice(0, 12)}…` : `${hashes.size} DIFFERENT outputs`}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await vite.close();
}
