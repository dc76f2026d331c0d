import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ON_PGLITE_TOO } from './tests/fixtures/pglite-too.ts';

const INTEGRATION = ['server/**/*.int.test.ts', 'client/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'];

const integration = (name: string, db: string, include: string[]) => ({
  extends: true,
  test: { name, include, env: { TEST_DB: db } },
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./tests/fixtures/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    // Integration tests mostly wait on PostgreSQL: at least two workers, even on two cores
    // (Vitest's default there would be one). See docs/decisions/0021.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**', 'tests/e2e/**', 'build/**'],
        },
      },
      integration('integration:pglite', 'pglite', postgres ? ON_PGLITE_TOO : INTEGRATION),
      ...(postgres ? [integration('integration:postgres', 'postgres', INTEGRATION)] : []),
    ],
  },
});
