import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { maskIban, maskIcelandicAccount } from '#common/bank-account.ts';
import { dayOf } from '#common/calendar-day.ts';
import type { ClaimDto, EnrolInput, PaymentServiceViewDto, PayoutDto } from '#common/payment-service.ts';
import type { Db } from '#server/db/client.ts';
import { bankClaims, paymentServiceEnrolments, paymentServices, payouts } from '#server/db/schema/payment-service.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { testBankOpen } from '#server/integrations/banking/bank-adapter.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { AppError } from '#server/lib/errors.ts';
import { deniedError } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor, type LoadedContract } from '../tenancy/core/agreement.ts';
import { queueDueClaims } from './claims.ts';
import { TENANT_ROLES } from './people.ts';
import { offeredServices, paymentSettings, serviceCatalogue, serviceFee } from './settings.ts';

// The payment service as a contract's parties see it (/rental-contracts/{id}, the JSON API): the
// landlord side switches it on and sees payouts; the tenant sees claims and receipts, and with
// the simulator the test bank. Someone else's contract is "not found".

/** The contract, if the actor may see its money; else 404. */
export async function contractForPayments(ctx: ServiceContext, id: string, db: Db = ctx.db) {
  const { actor, contract: loaded, resource } = await agreementFor(ctx, id, 'contract.payments.read', { db });
  return { loaded, resource, actor };
}

/** The contract, if the actor may switch its service on or off (the landlord side); else 404, to readers too. */
async function contractForManaging(ctx: ServiceContext, id: string) {
  const { loaded, resource, actor } = await contractForPayments(ctx, id);
  if (!can(actor, 'contract.payments.manage', resource)) throw deniedError('contract.payments.manage', resource);
  return { loaded, actor };
}

export function maskedMethod(row: typeof payoutMethods.$inferSelect): string {
  const masked =
    row.kind === 'iban'
      ? maskIban(row.iban ?? '')
      : maskIcelandicAccount(row.bank ?? '', row.ledger ?? '', row.accountNumber ?? '');
  return `${row.holderName} ${masked}`;
}

/** Whether the contract may use the service: active, with the payment service as its payment method. */
export function serviceAvailable(loaded: Pick<LoadedContract, 'row'>): boolean {
  return loaded.row.status === 'active' && loaded.row.paymentMethod === 'payment_service';
}

export async function runningEnrolment(db: Db, contractId: string) {
  const [row] = await db
    .select({ enrolment: paymentServiceEnrolments, service: paymentServices, method: payoutMethods })
    .from(paymentServiceEnrolments)
    .innerJoin(paymentServices, eq(paymentServices.id, paymentServiceEnrolments.serviceId))
    .leftJoin(payoutMethods, eq(payoutMethods.id, paymentServiceEnrolments.payoutMethodId))
    .where(and(eq(paymentServiceEnrolments.contractId, contractId), isNull(paymentServiceEnrolments.stoppedAt)));
  return row ?? null;
}

export function claimDto(row: typeof bankClaims.$inferSelect, testBank: boolean): ClaimDto {
  return {
    id: row.id,
    reference: row.reference,
    amount_isk: row.amountIsk,
    due_date: row.dueDate,
    status: row.status as ClaimDto['status'],
    paid_at: row.paidAt?.toISOString() ?? null,
    paid_amount_isk: row.paidAmountIsk,
    test_bank_path: testBank && row.status === 'sent' ? `/bank-simulator/claims/${row.id}` : null,
  };
}

export function payoutDto(row: typeof payouts.$inferSelect, reference: string): PayoutDto {
  return {
    id: row.id,
    reference,
    gross_isk: row.grossIsk,
    fee_isk: row.feeIsk,
    net_isk: row.netIsk,
    status: row.status as PayoutDto['status'],
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The contract's payment service for the one asking: what they may see and do. */
export async function paymentServiceView(ctx: ServiceContext, contractId: string): Promise<PaymentServiceViewDto> {
  const { loaded, resource, actor } = await contractForPayments(ctx, contractId);
  const landlordSide = can(actor, 'contract.payments.manage', resource);
  const isTenant = loaded.parties.some((p) => p.userId === actor.userId && TENANT_ROLES.includes(p.role));
  const side = landlordSide ? 'landlord' : isTenant ? 'tenant' : 'other';
  const [settings, catalogue, running, claimRows] = await Promise.all([
    paymentSettings(ctx.db),
    serviceCatalogue(ctx.db),
    runningEnrolment(ctx.db, contractId),
    ctx.db.select().from(bankClaims).where(eq(bankClaims.contractId, contractId)).orderBy(desc(bankClaims.dueDate)),
  ]);
  const available = serviceAvailable(loaded);
  const canEnrol = landlordSide && available && running === null;
  const rent = loaded.row.rentIsk ?? 0;
  const methods = canEnrol
    ? await ctx.db
        .select()
        .from(payoutMethods)
        .where(eq(payoutMethods.userId, actor.userId))
        .orderBy(desc(payoutMethods.isDefault), asc(payoutMethods.createdAt))
    : [];
  const payoutRows = landlordSide
    ? await ctx.db.select().from(payouts).where(eq(payouts.contractId, contractId)).orderBy(desc(payouts.createdAt))
    : [];
  const references = new Map(claimRows.map((c) => [c.id, c.reference]));
  const testBank = testBankOpen(ctx.env) && isTenant;
  return {
    contract_id: contractId,
    available,
    side,
    enrolment: running
      ? {
          service: running.service.code,
          fee: (({ basisPoints, fixedIsk }) => ({ basis_points: basisPoints, fixed_isk: fixedIsk }))(
            serviceFee(running.service, settings),
          ),
          payout_method: landlordSide && running.method ? maskedMethod(running.method) : null,
          started_at: running.enrolment.startedAt.toISOString(),
          set_up_by_staff: running.enrolment.setUpByStaff,
        }
      : null,
    can_enrol: canEnrol,
    services: canEnrol ? offeredServices(catalogue, settings, rent) : [],
    payout_methods: methods.map((m) => ({ id: m.id, label: maskedMethod(m), is_default: m.isDefault })),
    claims: claimRows.map((c) => claimDto(c, testBank)),
    payouts: payoutRows.map((p) => payoutDto(p, references.get(p.claimId) ?? '')),
    bank: ctx.env.BANKING_PROVIDER,
    claim_days_before: settings.claimDaysBefore,
  };
}

export interface EnrolRequest {
  loaded: LoadedContract;
  serviceCode: string;
  payoutMethodId: string;
  /** Whose payout methods may be chosen. */
  payoutOwnerIds: string[];
  setUpById: string;
  byStaff: boolean;
  now: Date;
  jobs: Pick<JobQueue, 'enqueue'>;
}

/**
 * Switches the service on in `tx` (the landlord's own request or staff's): checks the service, the
 * payout method and that none is running; the months already in the claim window get their
 * claims at once (with their jobs). Refusals: payment_service_not_available, payment_service_already_on,
 * or validation_failed beside `service` / `payout_method_id`.
 */
export async function enrolInTransaction(tx: Db, request: EnrolRequest) {
  const { loaded } = request;
  const [locked] = await tx
    .select({ id: paymentServiceEnrolments.id })
    .from(paymentServiceEnrolments)
    .where(and(eq(paymentServiceEnrolments.contractId, loaded.row.id), isNull(paymentServiceEnrolments.stoppedAt)));
  if (!serviceAvailable(loaded)) throw new AppError('payment_service_not_available');
  if (locked) throw new AppError('payment_service_already_on');
  const catalogue = await serviceCatalogue(tx);
  const service = catalogue.find((s) => s.code === request.serviceCode && s.active);
  const [method] = request.payoutOwnerIds.length
    ? await tx
        .select({ id: payoutMethods.id })
        .from(payoutMethods)
        .where(and(eq(payoutMethods.id, request.payoutMethodId), inArray(payoutMethods.userId, request.payoutOwnerIds)))
    : [];
  const fields: Record<string, string[]> = {};
  if (!service) fields.service = ['payment_service_unknown'];
  if (!method) fields.payout_method_id = ['payout_method_unknown'];
  if (!service || !method) throw new AppError('validation_failed', undefined, { fields });
  const payer = loaded.parties.find((p) => p.role === 'tenant') ?? loaded.parties.find((p) => TENANT_ROLES.includes(p.role));
  if (!payer) throw new AppError('payment_service_not_available');
  const [made] = await tx
    .insert(paymentServiceEnrolments)
    .values({
      contractId: loaded.row.id,
      serviceId: service.id,
      payerPartyId: payer.id,
      payoutMethodId: method.id,
      setUpById: request.setUpById,
      setUpByStaff: request.byStaff,
      startedAt: request.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!made) throw new AppError('payment_service_already_on');
  const claims = await queueDueClaims(tx, request.jobs, dayOf(request.now), { contractId: loaded.row.id });
  return { enrolment: made, service, claims };
}

/** 404 unless the actor may switch this contract's service on or off (checked before a body is read). */
export async function requirePaymentManager(ctx: ServiceContext, contractId: string): Promise<void> {
  await contractForManaging(ctx, contractId);
}

/** The landlord side switches the service on for their contract. */
export async function enrolContract(ctx: ServiceContext, contractId: string, input: EnrolInput): Promise<PaymentServiceViewDto> {
  const { loaded, actor } = await contractForManaging(ctx, contractId);
  await ctx.db.transaction((tx) =>
    enrolInTransaction(tx, {
      loaded,
      serviceCode: input.service,
      payoutMethodId: input.payout_method_id,
      payoutOwnerIds: [actor.userId],
      setUpById: actor.userId,
      byStaff: false,
      now: ctx.now(),
      jobs: ctx.jobs,
    }),
  );
  return paymentServiceView(ctx, contractId);
}

/** The landlord side stops the service: no new claims; open ones are cancelled by the daily run. */
export async function stopContractService(ctx: ServiceContext, contractId: string): Promise<void> {
  const { actor } = await contractForManaging(ctx, contractId);
  const now = ctx.now();
  const stopped = await ctx.db
    .update(paymentServiceEnrolments)
    .set({ stoppedAt: now, stoppedById: actor.userId, updatedAt: now })
    .where(and(eq(paymentServiceEnrolments.contractId, contractId), isNull(paymentServiceEnrolments.stoppedAt)))
    .returning({ id: paymentServiceEnrolments.id });
  if (!stopped.length) throw new AppError('payment_service_not_on');
}
