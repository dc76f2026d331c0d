import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bankClaims, ledgerEntries } from '#server/db/schema/payment-service.ts';
import { accountBalance, postLedger, transfer } from '../ledger/ledger.ts';

// Money paid by hand (straight to the landlord) on a month the bank holds a claim for
// (docs/rules/payment-service.md "The ledger"): the claim put the rent in the tenant's receivable
// and the landlord's payable; the landlord has that money already, so the ledger moves it out of
// both (`hand`: Dr landlord_payable / Cr tenant_receivable), never more than the receivable holds.
// A month settled by hand then leaves its receivable at zero, as the ledger check asks, and the
// daily run cancels its claim at the bank (cancelStaleClaims).

/** The claim the bank holds for a month (sent, not paid or cancelled), or null. */
async function heldClaimOf(tx: Db, rentPaymentId: string): Promise<string | null> {
  const [claim] = await tx
    .select({ id: bankClaims.id })
    .from(bankClaims)
    .where(and(eq(bankClaims.rentPaymentId, rentPaymentId), eq(bankClaims.status, 'sent')));
  return claim?.id ?? null;
}

/** Posts the hand lines of money the landlord received for months (the month paid, and credit passed on from it). */
export async function postHandPayment(tx: Db, contractId: string, moves: { rentPaymentId: string; amountIsk: number }[]) {
  for (const move of moves) {
    const claimId = await heldClaimOf(tx, move.rentPaymentId);
    if (!claimId) continue;
    const receivable = await accountBalance(tx, 'tenant_receivable', { rentPaymentId: move.rentPaymentId });
    const amountIsk = Math.min(move.amountIsk, receivable);
    if (amountIsk <= 0) continue;
    await postLedger(tx, {
      kind: 'hand',
      contractId,
      rentPaymentId: move.rentPaymentId,
      claimId,
      lines: transfer('landlord_payable', 'tenant_receivable', amountIsk),
    });
  }
}

/** Reverses, up to `amountIsk`, the hand lines of a month whose payment by hand is undone. */
export async function reverseHandPayment(tx: Db, contractId: string, rentPaymentId: string, amountIsk: number) {
  const result = (await tx.execute(
    sql`select coalesce(sum(${ledgerEntries.debitIsk}) - sum(${ledgerEntries.creditIsk}), 0)::bigint as posted
        from ${ledgerEntries}
        where ${ledgerEntries.rentPaymentId} = ${rentPaymentId} and ${ledgerEntries.kind} = 'hand' and ${ledgerEntries.account} = 'landlord_payable'`,
  )) as unknown as { rows: { posted: string }[] };
  const reversed = Math.min(amountIsk, Number(result.rows[0]?.posted ?? 0));
  if (reversed <= 0) return;
  await postLedger(tx, {
    kind: 'hand',
    contractId,
    rentPaymentId,
    claimId: await heldClaimOf(tx, rentPaymentId),
    lines: transfer('tenant_receivable', 'landlord_payable', reversed),
  });
}
