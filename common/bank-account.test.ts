import { describe, expect, it } from 'vitest';
import { isValidIban, maskIban, maskIcelandicAccount, parseIcelandicAccount } from './bank-account.ts';

describe('Icelandic bank accounts', () => {
  it('accepts bank 4, ledger 2 and account up to 6 digits, padding the account', () => {
    expect(parseIcelandicAccount({ bank: '0133', ledger: '26', account: '12345' })).toEqual({
      bank: '0133',
      ledger: '26',
      account: '012345',
      problems: {},
    });
  });
  it('names each wrong part', () => {
    expect(parseIcelandicAccount({ bank: '13', ledger: '2a', account: '1234567' }).problems).toEqual({
      bank: 'bank_invalid',
      ledger: 'ledger_invalid',
      account: 'account_invalid',
    });
    expect(parseIcelandicAccount({ bank: '0000', ledger: '26', account: '000000' }).problems).toEqual({
      bank: 'bank_invalid',
      account: 'account_invalid',
    });
  });
  it('masks all but the last two digits', () => {
    expect(maskIcelandicAccount('0133', '26', '012345')).toBe('0133-26-••••45');
  });
});

describe('IBAN', () => {
  it('checks the mod-97 check digits', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('IS14 0159 2600 7654 5510 7303 39')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('DE89')).toBe(false);
    expect(isValidIban('not an iban at all')).toBe(false);
  });
  it('masks the middle', () => {
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
  });
});
