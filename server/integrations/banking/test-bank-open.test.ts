import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/lib/env.ts';
import { testBankOpen } from './bank-adapter.ts';

const SECRET = 'x'.repeat(40);

describe('the test bank', () => {
  it('is open with the simulator outside production only', () => {
    expect(testBankOpen(parseEnv({}))).toBe(true);
    expect(testBankOpen(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(testBankOpen(parseEnv({ NODE_ENV: 'production', JWT_SECRET: SECRET }))).toBe(false);
    expect(
      testBankOpen(
        parseEnv({
          BANKING_PROVIDER: 'http',
          BANK_API_URL: 'https://bank.example.is/api',
          BANK_API_KEY: 'key',
          BANK_WEBHOOK_SECRET: SECRET,
        }),
      ),
    ).toBe(false);
  });
});
