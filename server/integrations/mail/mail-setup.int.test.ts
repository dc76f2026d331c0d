import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NO_SMTP_IN_PRODUCTION } from './mail-setup.ts';

// `node server.ts` in production without SMTP_URL stops at once with the reason, before it
// builds, opens the database or listens (docs/decisions/0006-mail-through-a-queue.md).
describe('the server in production without SMTP_URL', () => {
  it('refuses to start and says why', () => {
    const { SMTP_URL: _smtp, MAIL_OUTBOX_IN_PRODUCTION: _optIn, ...rest } = process.env;
    const run = spawnSync(process.execPath, ['server.ts'], {
      env: { ...rest, NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PORT: '3399', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(NO_SMTP_IN_PRODUCTION);
  });
});
