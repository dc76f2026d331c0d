// npm test: type check, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the end-to-end tests in Chromium. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

const stages: [string, string[]][] = [
  ['Lint', ['npx', 'biome', 'check', '.']],
  ['Type check', ['npx', 'react-router', 'typegen']],
  // The native TypeScript 7 compiler checks (docs/decisions/0025): the same errors as tsc in a
  // fraction of the time; TypeScript 6 stays for the tools that import it.
  ['Type check', ['npx', 'tsgo', '--noEmit', '--checkers', '1']],
  ['Unit and integration tests', ['npx', 'vitest', 'run']],
  ['End-to-end tests (Chromium)', ['npx', 'playwright', 'test']],
];

const started = performance.now();
let failures = 0;
for (const [name, [command, ...args]] of stages) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failures++;
    console.error(`\n✖ ${name} failed`);
    break;
  }
}
console.log(`\nnpm test finished in ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(failures ? 1 : 0);
