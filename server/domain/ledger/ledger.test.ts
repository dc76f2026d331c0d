import { describe, expect, it } from 'vitest';
import { checkPosting, transfer } from './ledger.ts';

describe('ledger postings', () => {
  it('accepts a balanced transfer', () => {
    expect(() => checkPosting(transfer('tenant_receivable', 'landlord_payable', 250_000))).not.toThrow();
    expect(() =>
      checkPosting([
        { account: 'landlord_payable', debitIsk: 250_000 },
        { account: 'platform_fees', creditIsk: 6_250 },
        { account: 'bank_clearing', creditIsk: 243_750 },
      ]),
    ).not.toThrow();
  });

  it('refuses unbalanced, one-sided, two-sided, fractional and negative lines', () => {
    expect(() =>
      checkPosting([
        { account: 'bank_clearing', debitIsk: 10 },
        { account: 'platform_fees', creditIsk: 9 },
      ]),
    ).toThrow(/unbalanced/);
    expect(() => checkPosting([{ account: 'bank_clearing', debitIsk: 10 }])).toThrow();
    expect(() =>
      checkPosting([{ account: 'bank_clearing', debitIsk: 10, creditIsk: 10 }, { account: 'platform_fees' }]),
    ).toThrow();
    expect(() => checkPosting(transfer('bank_clearing', 'platform_fees', 1.5))).toThrow(/whole/);
    expect(() => checkPosting(transfer('bank_clearing', 'platform_fees', -5))).toThrow(/whole/);
  });
});
