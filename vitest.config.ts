import { defineConfig } from 'vitest/config';

// Unit tests run once. Integration tests (*.int.test.ts) run against PGlite, and also against
// real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const integration = (name: string, db: string) => ({
  extends: true,
  test: {
    name,
    include: ['server/**/*.int.test.ts', 'client/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
    env: { TEST_DB: db },
  },
});

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./tests/fixtures/global-setup.ts'],
    env: { NODE_ENV: 'test' },
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
      integration('integration:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration:postgres', 'postgres')] : []),
    ],
  },
});
