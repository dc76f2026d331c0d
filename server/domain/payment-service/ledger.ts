import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ledgerEntries } from '#server/db/schema/payment-service.ts';

// The payment service's double-entry ledger (docs/rules/payment-service.md "The ledger"). Every
// movement is one transaction of lines whose debits equal its credits, written in the database
// transaction of the change it records. Accounts and what a month does to them:
//   claim    Dr tenant_receivable  Cr landlord_payable   the rent, when the bank accepts the claim
//   payment  Dr bank_clearing      Cr tenant_receivable  what the tenant paid, when the bank says so
//   fee      Dr landlord_payable   Cr platform_fees      the platform's fee, when paying out
//   payout   Dr landlord_payable   Cr bank_clearing      the net, sent to the landlord
// A cancelled claim is the claim's lines reversed. When a month is settled, tenant_receivable
// and landlord_payable are back at zero and bank_clearing holds exactly the platform's fees.

export const LEDGER_ACCOUNTS = ['tenant_receivable', 'bank_clearing', 'landlord_payable', 'platform_fees'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export type LedgerKind = 'claim' | 'payment' | 'fee' | 'payout';

export interface LedgerLine {
  account: LedgerAccount;
  debitIsk?: number;
  creditIsk?: number;
}

export interface LedgerPosting {
  kind: LedgerKind;
  contractId: string;
  rentPaymentId?: string | null;
  claimId?: string | null;
  payoutId?: string | null;
  lines: LedgerLine[];
}

/** The lines moving `amountIsk` from one account to another. */
export function transfer(debit: LedgerAccount, credit: LedgerAccount, amountIsk: number): LedgerLine[] {
  return [
    { account: debit, debitIsk: amountIsk },
    { account: credit, creditIsk: amountIsk },
  ];
}

/** Refuses an unbalanced or malformed posting (a programming mistake, never the user's). */
export function checkPosting(lines: LedgerLine[]): void {
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    const debit = line.debitIsk ?? 0;
    const credit = line.creditIsk ?? 0;
    if (!Number.isInteger(debit) || !Number.isInteger(credit) || debit < 0 || credit < 0)
      throw new Error('ledger amounts are whole, non-negative krónur');
    if ((debit === 0) === (credit === 0)) throw new Error('a ledger line is either a debit or a credit');
    debits += debit;
    credits += credit;
  }
  if (lines.length < 2 || debits !== credits) throw new Error(`unbalanced ledger posting: ${debits} != ${credits}`);
}

/** Writes one balanced transaction; lines of zero krónur are left out. Returns its id (null when all were zero). */
export async function postLedger(db: Db, posting: LedgerPosting): Promise<string | null> {
  const lines = posting.lines.filter((l) => (l.debitIsk ?? 0) + (l.creditIsk ?? 0) > 0);
  if (!lines.length) return null;
  checkPosting(lines);
  const transactionId = randomUUID();
  await db.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId,
      account: line.account,
      debitIsk: line.debitIsk ?? 0,
      creditIsk: line.creditIsk ?? 0,
      kind: posting.kind,
      contractId: posting.contractId,
      rentPaymentId: posting.rentPaymentId ?? null,
      claimId: posting.claimId ?? null,
      payoutId: posting.payoutId ?? null,
    })),
  );
  return transactionId;
}

export interface LedgerBalance {
  debitsIsk: number;
  creditsIsk: number;
  /** Transactions whose debits and credits differ (should be none). */
  unbalancedTransactions: string[];
  /** Each account's balance, debits minus credits. */
  accounts: Record<LedgerAccount, number>;
  balanced: boolean;
}

/** Checks the whole ledger (or one contract's): per transaction and overall, debits = credits. */
export async function ledgerBalance(db: Db, contractId?: string): Promise<LedgerBalance> {
  const where = contractId ? sql`where ${ledgerEntries.contractId} = ${contractId}` : sql``;
  const totals = (await db.execute(
    sql`select coalesce(sum(${ledgerEntries.debitIsk}), 0)::bigint as debits, coalesce(sum(${ledgerEntries.creditIsk}), 0)::bigint as credits from ${ledgerEntries} ${where}`,
  )) as unknown as { rows: { debits: string; credits: string }[] };
  const unbalanced = (await db.execute(
    sql`select ${ledgerEntries.transactionId} as id from ${ledgerEntries} ${where} group by ${ledgerEntries.transactionId} having sum(${ledgerEntries.debitIsk}) <> sum(${ledgerEntries.creditIsk})`,
  )) as unknown as { rows: { id: string }[] };
  const byAccount = (await db.execute(
    sql`select ${ledgerEntries.account} as account, (sum(${ledgerEntries.debitIsk}) - sum(${ledgerEntries.creditIsk}))::bigint as balance from ${ledgerEntries} ${where} group by ${ledgerEntries.account}`,
  )) as unknown as { rows: { account: LedgerAccount; balance: string }[] };
  const accounts = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Record<LedgerAccount, number>;
  for (const row of byAccount.rows) accounts[row.account] = Number(row.balance);
  const debitsIsk = Number(totals.rows[0].debits);
  const creditsIsk = Number(totals.rows[0].credits);
  const unbalancedTransactions = unbalanced.rows.map((r) => r.id);
  return {
    debitsIsk,
    creditsIsk,
    unbalancedTransactions,
    accounts,
    balanced: debitsIsk === creditsIsk && unbalancedTransactions.length === 0,
  };
}
