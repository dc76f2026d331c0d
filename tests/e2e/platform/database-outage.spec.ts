import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../../common/token-rules.ts';

// The real server process on PostgreSQL (docs/decisions/0012-when-the-database-fails.md): its
// connections are ended from outside (pg_terminate_backend, as a restart does) and then refused
// for a while. The process stays up, pages answer the translated 503 page meanwhile, and it all
// comes back by itself. Needs TEST_DATABASE_URL; the machine's PostgreSQL is never restarted.
const adminUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3210) + 90;
const origin = `http://localhost:${port}`;

test.describe('when the database goes away', () => {
  test.skip(!adminUrl, 'TEST_DATABASE_URL is not set');
  test.describe.configure({ mode: 'serial' });

  const name = `heimaleiga_e2e_outage_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let server: ChildProcess;
  let exitCode: number | null | undefined;
  let stderr = '';

  const status = async (path: string) => (await fetch(`${origin}${path}`).catch(() => null))?.status ?? 0;
  const terminate = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

  test.beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    server = spawn(process.execPath, ['server.ts'], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: url.toString(), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    server.on('exit', (code) => {
      exitCode = code;
    });
    await expect.poll(() => status('/readyz'), { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    await admin.query(`alter database ${name} with allow_connections true`).catch(() => {});
    if (server && exitCode === undefined) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('an outage signs nobody out: the signed-in page answers 503, then carries on', async ({ page }) => {
    const email = `outage-${Date.now()}@example.is`;
    const password = 'a-long-and-unusual-password-2026';
    const created = await fetch(`${origin}/api/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'Rof Prófun', acceptTerms: true }),
    });
    expect(created.status).toBe(201);
    await page.context().addCookies([{ name: 'consent', value: 'necessary', url: origin }]);
    await page.goto(`${origin}/login`);
    await page.getByLabel('Netfang').fill(email);
    await page.getByLabel('Lykilorð').fill(password);
    await page.getByRole('button', { name: 'Skrá inn' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    expect((await page.goto(`${origin}/profile`))?.status()).toBe(200);

    await admin.query(`alter database ${name} with allow_connections false`);
    await terminate();
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(503);
    // With the access token (checked against its session) and with only the refresh token.
    const withAccess = await page.goto(`${origin}/profile`);
    expect(withAccess?.status()).toBe(503);
    await expect(page).toHaveURL(`${origin}/profile`);
    await page.context().clearCookies({ name: ACCESS_COOKIE });
    expect((await page.goto(`${origin}/profile`))?.status()).toBe(503);
    const names = (await page.context().cookies(origin)).map((cookie) => cookie.name);
    expect(names).toContain(REFRESH_COOKIE);

    await admin.query(`alter database ${name} with allow_connections true`);
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(200);
    expect((await page.goto(`${origin}/profile`))?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}/profile`);
    expect(exitCode).toBeUndefined();
  });

  test('survives its connections being terminated', async () => {
    expect(await status('/listings')).toBe(200);
    await terminate();
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(200);
    expect(await status('/listings')).toBe(200);
    expect(await status('/api/listings/')).toBe(200);
    expect(exitCode).toBeUndefined();
    expect(stderr).not.toContain("Unhandled 'error' event");
  });

  test('shows the translated 503 page during an outage and resumes by itself', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'consent', value: 'necessary', url: origin }]);
    await admin.query(`alter database ${name} with allow_connections false`);
    await terminate();
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(503);

    const response = await page.goto(`${origin}/listings`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('5');
    await expect(page.getByRole('heading', { name: 'Þjónustan liggur niðri í augnablik' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reyna aftur' })).toHaveAttribute('href', '/listings');

    await page.context().addCookies([{ name: 'i18n_locale', value: 'en', url: origin }]);
    await page.goto(`${origin}/listings`);
    await expect(page.getByRole('heading', { name: 'The service is unavailable for a moment' })).toBeVisible();

    const api = await fetch(`${origin}/api/listings/`);
    expect(api.status).toBe(503);
    expect((await api.json()).error.code).toBe('service_unavailable');
    expect(exitCode).toBeUndefined();

    await admin.query(`alter database ${name} with allow_connections true`);
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(200);
    expect((await page.goto(`${origin}/listings`))?.status()).toBe(200);
    expect(exitCode).toBeUndefined();
    expect(stderr).not.toContain("Unhandled 'error' event");
    expect(baseURL).toBeTruthy();
  });
});
