import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ledgerEntries } from '#server/db/schema/payment-service.ts';

// The payment service's double-entry ledger (docs/rules/payment-service.md "The ledger"). Every
// movement is one transaction of lines whose debits equal its credits, written in the database
// transaction of the change it records. Accounts and what a month does to them:
//   claim    Dr tenant_receivable  Cr landlord_payable   the rent, when the bank accepts the claim
//   payment  Dr bank_clearing      Cr tenant_receivable  what the tenant paid, when the bank says so
//                                  Cr tenant_credit      what the bank paid above what the month owed
//   credit   Dr tenant_credit      Cr tenant_receivable  credit applied to a later month with a claim
//                                  (Cr landlord_payable  when that month has no claim yet)
//   hand     Dr landlord_payable   Cr tenant_receivable  paid by hand to the landlord on a month the bank
//                                                         holds a claim for (or credit from such money)
//   fee      Dr landlord_payable   Cr platform_fees      the platform's fee, when paying out
//   payout   Dr landlord_payable   Cr bank_clearing      the net, sent to the landlord
// A cancelled claim is the claim's lines reversed. When a month is settled, its tenant_receivable
// is back at zero (ledgerBalance checks it per month), landlord_payable is at zero once paid out,
// and bank_clearing holds the platform's fees and the tenant's credit.

export const LEDGER_ACCOUNTS = [
  'tenant_receivable',
  'tenant_credit',
  'bank_clearing',
  'landlord_payable',
  'platform_fees',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export type LedgerKind = 'claim' | 'payment' | 'credit' | 'hand' | 'fee' | 'payout';

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
  /** Settled (paid) months whose tenant_receivable is not zero (should be none), with the balance. */
  settledWithReceivable: { rentPaymentId: string; receivableIsk: number }[];
  /** The one check (the tests' and the staff pages'): debits = credits overall and per transaction, and no settled month with a receivable. */
  balanced: boolean;
}

/** One account's balance (debits minus credits) for a month, or for a contract. */
export async function accountBalance(
  db: Db,
  account: LedgerAccount,
  of: { rentPaymentId: string } | { contractId: string },
): Promise<number> {
  const where =
    'rentPaymentId' in of
      ? sql`${ledgerEntries.rentPaymentId} = ${of.rentPaymentId}`
      : sql`${ledgerEntries.contractId} = ${of.contractId}`;
  const result = (await db.execute(
    sql`select coalesce(sum(${ledgerEntries.debitIsk}) - sum(${ledgerEntries.creditIsk}), 0)::bigint as balance from ${ledgerEntries} where ${ledgerEntries.account} = ${account} and ${where}`,
  )) as unknown as { rows: { balance: string }[] };
  return Number(result.rows[0]?.balance ?? 0);
}

/**
 * What the bank brought in for a month's rent: the payments' bank money less what of it became
 * credit, plus the tenant's bank credit applied to the month. A payout is never more.
 */
export async function bankMoneyFor(db: Db, rentPaymentId: string): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(sum(case
          when ${ledgerEntries.kind} = 'payment' and ${ledgerEntries.account} = 'bank_clearing' then ${ledgerEntries.debitIsk}
          when ${ledgerEntries.kind} = 'payment' and ${ledgerEntries.account} = 'tenant_credit' then -${ledgerEntries.creditIsk}
          when ${ledgerEntries.kind} = 'credit' and ${ledgerEntries.account} = 'tenant_credit' then ${ledgerEntries.debitIsk}
          else 0 end), 0)::bigint as money
        from ${ledgerEntries} where ${ledgerEntries.rentPaymentId} = ${rentPaymentId}`,
  )) as unknown as { rows: { money: string }[] };
  return Number(result.rows[0]?.money ?? 0);
}

/**
 * Checks the whole ledger (or one contract's): per transaction and overall, debits = credits, and
 * every settled month's tenant_receivable at zero (`settledWithReceivable` lists those that are
 * not); `balanced` only when all three hold.
 */
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
  const contractFilter = contractId ? sql`and rp.contract_id = ${contractId}` : sql``;
  const settled = (await db.execute(
    sql`select rp.id as id, (sum(le.debit_isk) - sum(le.credit_isk))::bigint as balance
        from rent_payments rp join ${ledgerEntries} le on le.rent_payment_id = rp.id and le.account = 'tenant_receivable'
        where rp.status = 'paid' ${contractFilter}
        group by rp.id having sum(le.debit_isk) <> sum(le.credit_isk)`,
  )) as unknown as { rows: { id: string; balance: string }[] };
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
    settledWithReceivable: settled.rows.map((r) => ({ rentPaymentId: r.id, receivableIsk: Number(r.balance) })),
    balanced: debitsIsk === creditsIsk && unbalancedTransactions.length === 0 && settled.rows.length === 0,
  };
}
