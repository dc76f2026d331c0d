import { eq } from 'drizzle-orm';
import { bankClaims } from '#server/db/schema/payment-service.ts';
import { bankSimulatorFor, testBankOpen } from '#server/integrations/banking/bank-adapter.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { loadContract } from '../tenancy/core/agreement.ts';
import { receivePayment } from './payments.ts';
import { TENANT_ROLES } from './people.ts';

// The test bank (/bank-simulator/claims/:id): with the built-in simulator there is no online bank
// to pay a claim in, so the demo and the tests pay it here. It exists only while the simulator is
// the provider (otherwise every page and call is "not found"), only for the tenant of the claim's
// contract, and it is labelled as a test bank. Paying reports the payment exactly as a bank's
// webhook does (receivePayment, with the simulator's event id), so the rest is the real path.

export interface TestBankClaimDto {
  id: string;
  reference: string;
  amount_isk: number;
  due_date: string;
  status: 'open' | 'paid' | 'cancelled';
  payer: string;
  contract_id: string;
  address: string | null;
}

async function claimForPayer(ctx: ServiceContext, claimId: string) {
  const actor = requireActor(ctx);
  const simulator = bankSimulatorFor(ctx.env, ctx.db, ctx.now);
  if (!simulator || !testBankOpen(ctx.env) || !/^[0-9a-f-]{36}$/i.test(claimId)) throw new AppError('not_found');
  const [claim] = await ctx.db.select().from(bankClaims).where(eq(bankClaims.id, claimId));
  if (!claim?.bankClaimId) throw new AppError('not_found');
  const loaded = await loadContract(ctx.db, claim.contractId);
  const payer = loaded?.parties.some((p) => p.userId === actor.userId && TENANT_ROLES.includes(p.role));
  if (!loaded || !payer) throw new AppError('not_found');
  const record = await simulator.claim(claim.bankClaimId);
  if (!record) throw new AppError('not_found');
  return { claim, loaded, record, simulator };
}

export async function testBankClaim(ctx: ServiceContext, claimId: string): Promise<TestBankClaimDto> {
  const { claim, loaded, record } = await claimForPayer(ctx, claimId);
  const payer = loaded.parties.find((p) => p.role === 'tenant');
  return {
    id: claim.id,
    reference: record.reference,
    amount_isk: record.amountIsk,
    due_date: record.dueDate ?? claim.dueDate,
    status: record.status as TestBankClaimDto['status'],
    payer: payer?.name ?? '',
    contract_id: loaded.row.id,
    address: loaded.row.address,
  };
}

/** The tenant pays the claim in the test bank; the bank reports it as its webhook would. */
export async function payTestClaim(ctx: ServiceContext, claimId: string): Promise<TestBankClaimDto> {
  const { claim } = await claimForPayer(ctx, claimId);
  await ctx.db.transaction(async (tx) => {
    const simulator = bankSimulatorFor(ctx.env, tx, ctx.now);
    const paid = simulator && claim.bankClaimId ? await simulator.payClaim(claim.bankClaimId, ctx.now()) : null;
    if (!paid) throw new AppError('payment_claim_not_open');
    await receivePayment(
      ctx,
      {
        source: 'simulator',
        eventId: paid.eventId,
        bankClaimId: claim.bankClaimId as string,
        amountIsk: paid.amountIsk,
        paidAt: paid.paidAt,
      },
      tx,
    );
  });
  return testBankClaim(ctx, claimId);
}
