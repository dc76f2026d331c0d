// Payout accounts: Icelandic bank accounts (bank-ledger-account) and IBAN for foreign banks.

/** An Icelandic account number: bank 4 digits, ledger ("höfuðbók") 2 digits, account 6 digits. */
export function parseIcelandicAccount(input: { bank: string; ledger: string; account: string }) {
  const bank = input.bank.replace(/\s/g, '');
  const ledger = input.ledger.replace(/\s/g, '');
  const account = input.account.replace(/\s/g, '');
  const problems: Partial<Record<'bank' | 'ledger' | 'account', string>> = {};
  if (!/^\d{4}$/.test(bank) || bank === '0000') problems.bank = 'bank_invalid';
  if (!/^\d{2}$/.test(ledger)) problems.ledger = 'ledger_invalid';
  if (!/^\d{1,6}$/.test(account) || /^0+$/.test(account)) problems.account = 'account_invalid';
  return { bank, ledger, account: account.padStart(6, '0'), problems };
}

/** "0133-26-012345" shown as "0133-26-••••45". */
export function maskIcelandicAccount(bank: string, ledger: string, account: string): string {
  return `${bank}-${ledger}-••••${account.slice(-2)}`;
}

export function normaliseIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616: two letters, two check digits, 11-30 letters or digits, and mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** "DE89370400440532013000" shown as "DE89 •••• 3000". */
export function maskIban(value: string): string {
  const iban = normaliseIban(value);
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
