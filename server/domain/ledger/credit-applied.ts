import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bankClaims } from '#server/db/schema/payment-service.ts';
import { accountBalance, postLedger, transfer } from './ledger.ts';

// Credit passed on to later months in the ledger (docs/rules/payment-service.md "The ledger"):
// when a bank payment above what was owed settles later months, and when a month is made for a
// contract holding credit (docs/rules/rent-payments.md "Part payments and credit").

/** Credit passed on to later months: from the tenant's bank credit (as far as it goes) to their receivable or, without a claim, the landlord. */
export async function postCreditApplied(
  tx: Db,
  contractId: string,
  applied: { rentPaymentId: string; amountIsk: number }[],
): Promise<void> {
  let available = -(await accountBalance(tx, 'tenant_credit', { contractId }));
  for (const move of applied) {
    const amountIsk = Math.min(available, move.amountIsk);
    if (amountIsk <= 0) break;
    available -= amountIsk;
    const [claim] = await tx
      .select({ id: bankClaims.id, status: bankClaims.status })
      .from(bankClaims)
      .where(eq(bankClaims.rentPaymentId, move.rentPaymentId));
    const claimed = claim && (claim.status === 'created' || claim.status === 'sent' || claim.status === 'paid');
    await postLedger(tx, {
      kind: 'credit',
      contractId,
      rentPaymentId: move.rentPaymentId,
      claimId: claimed ? claim.id : null,
      lines: transfer('tenant_credit', claimed ? 'tenant_receivable' : 'landlord_payable', amountIsk),
    });
  }
}
