import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '#server/lib/env.ts';
import { checkMailSetup, mailLogMessage, NO_SMTP_IN_PRODUCTION } from './mail-setup.ts';

const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

describe('mail set-up at start', () => {
  it('refuses production without SMTP_URL', () => {
    const warn = vi.fn();
    expect(() => checkMailSetup(parseEnv(production), warn)).toThrow(NO_SMTP_IN_PRODUCTION);
    expect(() => checkMailSetup(parseEnv({ ...production, MAIL_OUTBOX_IN_PRODUCTION: '0' }), warn)).toThrow(/SMTP_URL/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('runs production without SMTP_URL when opted in, and warns loudly', () => {
    const warn = vi.fn();
    checkMailSetup(parseEnv({ ...production, MAIL_OUTBOX_IN_PRODUCTION: '1', DATA_DIR: '/srv/data' }), warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ outbox: '/srv/data/outbox' }, expect.stringMatching(/^MAIL IS NOT DELIVERED/));
  });

  it('says nothing with SMTP_URL, nor outside production', () => {
    const warn = vi.fn();
    checkMailSetup(parseEnv({ ...production, SMTP_URL: 'smtp://mail.example.is:587' }), warn);
    checkMailSetup(parseEnv({ NODE_ENV: 'development' }), warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an outbox write as not delivered, never as sent', () => {
    expect(mailLogMessage('outbox')).toBe('mail written to outbox, not delivered');
    expect(mailLogMessage('smtp')).toBe('mail sent');
  });
});
