import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import { type KeysetPageDto, LIST_PAGE_SIZE } from '#common/list-kit.ts';
import {
  CLAIM_STATUSES,
  type FeeSettingsInput,
  PAYOUT_STATUSES,
  percentToBasisPoints,
  type ServiceSettingsInput,
  type ServiceTimingInput,
  type StaffPaymentOverviewDto,
  type StaffPaymentQuery,
  type StaffPaymentRowDto,
  type StaffPaymentSettingsDto,
  type StaffServiceDto,
} from '#common/payment-service.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import {
  bankClaims,
  paymentServiceEnrolments,
  paymentServiceSettings,
  paymentServices,
  payouts,
} from '#server/db/schema/payment-service.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { ledgerBalance } from '../ledger/ledger.ts';
import { maskedMethod } from './party.service.ts';
import { paymentSettings, serviceCatalogue, serviceFee } from './settings.ts';

// Staff's view of the payment service and its API: every claim with its payment and payout
// (/man/rental-contracts/payment-service/payments), and the settings, one row edited by two forms:
// the fee and reminder timing (/man/payments/settings) and how the service runs, the claim timing
// (/man/rental-contracts/payment-service/settings). Each form writes only its own fields. Reading
// needs staff.payments.read; changing staff.payments.settings (administrators), audited with the
// values before.

/** The claims list's order: latest due date first, then the newest claim (keyset pages, docs/rules/lists.md). */
const LATEST_DUE = keysetOrder<{ claim: { id: string; dueDate: string; createdAt: Date } }>('claims.latest_due', [
  key({ sql: bankClaims.dueDate, type: 'string', desc: true, of: (r: { claim: { dueDate: string } }) => r.claim.dueDate }),
  key({ sql: bankClaims.createdAt, type: 'date', desc: true, of: (r: { claim: { createdAt: Date } }) => r.claim.createdAt }),
  key({ sql: bankClaims.id, type: 'uuid', desc: true, of: (r: { claim: { id: string } }) => r.claim.id }),
]);

export async function searchStaffPayments(
  ctx: ServiceContext,
  query: StaffPaymentQuery,
): Promise<KeysetPageDto<StaffPaymentRowDto> & { ledger_balanced: boolean }> {
  await authorize(ctx, 'staff.payments.read');
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(bankClaims.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(bankClaims.reference, like), ilike(rentalContracts.address, like)) as SQL);
  }
  const page = await keysetPage(
    LATEST_DUE,
    query,
    LIST_PAGE_SIZE,
    (window) =>
      ctx.db
        .select({
          claim: bankClaims,
          number: rentalContracts.number,
          address: rentalContracts.address,
          payout: payouts,
          method: payoutMethods,
        })
        .from(bankClaims)
        .innerJoin(rentalContracts, eq(rentalContracts.id, bankClaims.contractId))
        .leftJoin(payouts, eq(payouts.claimId, bankClaims.id))
        .leftJoin(payoutMethods, eq(payoutMethods.id, payouts.payoutMethodId))
        .where(and(...conditions, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const [{ total }] = await ctx.db
        .select({ total: count() })
        .from(bankClaims)
        .innerJoin(rentalContracts, eq(rentalContracts.id, bankClaims.contractId))
        .where(and(...conditions));
      return total;
    },
  );
  const rows = page.items;
  return {
    items: rows.map(({ claim, number, address, payout, method }) => ({
      id: claim.id,
      reference: claim.reference,
      contract_id: claim.contractId,
      contract_reference: contractReference(number),
      address,
      amount_isk: claim.amountIsk,
      due_date: claim.dueDate,
      status: claim.status as StaffPaymentRowDto['status'],
      attempts: claim.attempts,
      last_error: claim.lastError,
      paid_at: claim.paidAt?.toISOString() ?? null,
      payout: payout
        ? {
            status: payout.status as NonNullable<StaffPaymentRowDto['payout']>['status'],
            gross_isk: payout.grossIsk,
            fee_isk: payout.feeIsk,
            net_isk: payout.netIsk,
            method: method ? maskedMethod(method) : '',
          }
        : null,
    })),
    total: page.total,
    next: page.next,
    prev: page.prev,
    ledger_balanced: (await ledgerBalance(ctx.db)).balanced,
  };
}

/**
 * The pages with the forms that change the money settings open only to those who may save them
 * (administrators): another staff member gets the 403 page, not a form that can't be saved.
 */
export async function requirePaymentSettingsRight(ctx: ServiceContext): Promise<void> {
  await authorize(ctx, 'staff.payments.settings');
}

export async function staffPaymentSettings(ctx: ServiceContext): Promise<StaffPaymentSettingsDto> {
  await authorize(ctx, 'staff.payments.read');
  const settings = await paymentSettings(ctx.db);
  const [by] = settings.updatedById
    ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, settings.updatedById))
    : [];
  return {
    fee_basis_points: settings.feeBasisPoints,
    fee_fixed_isk: settings.feeFixedIsk,
    claim_days_before: settings.claimDaysBefore,
    reminder_days_before: settings.reminderDaysBefore,
    reminder_days_after: settings.reminderDaysAfter,
    bank: ctx.env.BANKING_PROVIDER,
    updated_by: by?.name ?? null,
    updated_at: settings.updatedAt.toISOString(),
  };
}

type SettingsValues = Partial<Omit<typeof paymentServiceSettings.$inferInsert, 'id' | 'updatedById'>>;

/** Writes some fields of the one settings row (locked, so two forms saving at once each keep their own); audited. */
async function saveSettingsFields(ctx: ServiceContext, userId: string, action: string, values: SettingsValues): Promise<void> {
  const fields = Object.keys(values) as (keyof SettingsValues)[];
  await ctx.db.transaction(async (tx) => {
    await paymentSettings(tx);
    const [before] = await tx.select().from(paymentServiceSettings).where(eq(paymentServiceSettings.id, 1)).for('update');
    await tx
      .update(paymentServiceSettings)
      .set({ ...values, updatedById: userId, updatedAt: ctx.now() })
      .where(eq(paymentServiceSettings.id, 1));
    await recordAudit(tx, {
      actorId: userId,
      action,
      targetType: 'payment_settings',
      targetId: 'payment_service',
      details: { before: Object.fromEntries(fields.map((f) => [f, before[f]])), after: values },
      ip: ctx.meta.ip,
    });
  });
}

/** /man/payments/settings: the default fee (applies to payments marked from now on) and the reminder timing. */
export async function saveFeeSettings(ctx: ServiceContext, input: FeeSettingsInput): Promise<StaffPaymentSettingsDto> {
  const actor = await authorize(ctx, 'staff.payments.settings');
  await saveSettingsFields(ctx, actor.userId, 'payment_settings.update', {
    feeBasisPoints: percentToBasisPoints(input.fee_percent),
    feeFixedIsk: input.fee_fixed_isk,
    reminderDaysBefore: input.reminder_days_before,
    reminderDaysAfter: input.reminder_days_after,
  });
  return staffPaymentSettings(ctx);
}

/** /man/rental-contracts/payment-service/settings: how many days before the due date a claim is made. */
export async function saveServiceTiming(ctx: ServiceContext, input: ServiceTimingInput): Promise<StaffPaymentSettingsDto> {
  const actor = await authorize(ctx, 'staff.payments.settings');
  await saveSettingsFields(ctx, actor.userId, 'payment_settings.update_timing', {
    claimDaysBefore: input.claim_days_before,
  });
  return staffPaymentSettings(ctx);
}

/** /man/rental-contracts/payment-service: enrolled contracts, counts by status, totals, the ledger check. */
export async function staffPaymentOverview(ctx: ServiceContext): Promise<StaffPaymentOverviewDto> {
  await authorize(ctx, 'staff.payments.read');
  const [claimCounts, payoutCounts, totals, balance, running] = await Promise.all([
    ctx.db.select({ status: bankClaims.status, n: count() }).from(bankClaims).groupBy(bankClaims.status),
    ctx.db.select({ status: payouts.status, n: count() }).from(payouts).groupBy(payouts.status),
    ctx.db.execute(
      sql`select
        coalesce((select sum(${bankClaims.amountIsk}) from ${bankClaims} where ${bankClaims.status} in ('sent', 'paid')), 0)::bigint as claimed,
        coalesce((select sum(${bankClaims.paidAmountIsk}) from ${bankClaims} where ${bankClaims.status} = 'paid'), 0)::bigint as paid,
        coalesce((select sum(${payouts.feeIsk}) from ${payouts} where ${payouts.status} in ('sent', 'paid')), 0)::bigint as fees,
        coalesce((select sum(${payouts.netIsk}) from ${payouts} where ${payouts.status} in ('sent', 'paid')), 0)::bigint as paid_out`,
    ) as unknown as Promise<{ rows: { claimed: string; paid: string; fees: string; paid_out: string }[] }>,
    ledgerBalance(ctx.db),
    ctx.db
      .select({
        enrolment: paymentServiceEnrolments,
        code: paymentServices.code,
        number: rentalContracts.number,
        address: rentalContracts.address,
        open: sql<number>`(select count(*)::int from ${bankClaims} where ${bankClaims.enrolmentId} = ${paymentServiceEnrolments.id} and ${bankClaims.status} in ('created', 'sent'))`,
      })
      .from(paymentServiceEnrolments)
      .innerJoin(paymentServices, eq(paymentServices.id, paymentServiceEnrolments.serviceId))
      .innerJoin(rentalContracts, eq(rentalContracts.id, paymentServiceEnrolments.contractId))
      .where(isNull(paymentServiceEnrolments.stoppedAt))
      .orderBy(desc(paymentServiceEnrolments.startedAt))
      .limit(100),
  ]);
  const byStatus = <S extends string>(statuses: readonly S[], rows: { status: string; n: number }[]) =>
    Object.fromEntries(statuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<S, number>;
  const t = totals.rows[0];
  return {
    claims_by_status: byStatus(CLAIM_STATUSES, claimCounts),
    payouts_by_status: byStatus(PAYOUT_STATUSES, payoutCounts),
    totals: {
      claimed_isk: Number(t.claimed),
      paid_isk: Number(t.paid),
      fees_isk: Number(t.fees),
      paid_out_isk: Number(t.paid_out),
    },
    ledger_balanced: balance.balanced,
    enrolments: running.map((r) => ({
      contract_id: r.enrolment.contractId,
      contract_reference: contractReference(r.number),
      address: r.address,
      service: r.code,
      started_at: r.enrolment.startedAt.toISOString(),
      set_up_by_staff: r.enrolment.setUpByStaff,
      open_claims: Number(r.open),
    })),
  };
}

/** The services catalogue with each one's fee and how many contracts use it. */
export async function staffServices(ctx: ServiceContext): Promise<StaffServiceDto[]> {
  await authorize(ctx, 'staff.payments.read');
  const [catalogue, settings, uses] = await Promise.all([
    serviceCatalogue(ctx.db),
    paymentSettings(ctx.db),
    ctx.db
      .select({ serviceId: paymentServiceEnrolments.serviceId, n: count() })
      .from(paymentServiceEnrolments)
      .where(isNull(paymentServiceEnrolments.stoppedAt))
      .groupBy(paymentServiceEnrolments.serviceId),
  ]);
  return catalogue.map((s) => {
    const fee = serviceFee(s, settings);
    return {
      code: s.code,
      reminders: s.reminders,
      active: s.active,
      fee_basis_points: s.feeBasisPoints,
      fee_fixed_isk: s.feeFixedIsk,
      effective_fee: { basis_points: fee.basisPoints, fixed_isk: fee.fixedIsk },
      enrolments: uses.find((u) => u.serviceId === s.id)?.n ?? 0,
    };
  });
}

/** Changes one service's fee (empty: the default) and whether it is offered; audited with the values before. */
export async function saveService(ctx: ServiceContext, input: ServiceSettingsInput): Promise<StaffServiceDto[]> {
  const actor = await authorize(ctx, 'staff.payments.settings');
  await ctx.db.transaction(async (tx) => {
    await serviceCatalogue(tx);
    const [before] = await tx.select().from(paymentServices).where(eq(paymentServices.code, input.code)).for('update');
    if (!before) throw new AppError('validation_failed', undefined, { fields: { code: ['payment_service_unknown'] } });
    const values = {
      feeBasisPoints: input.fee_percent === undefined ? null : percentToBasisPoints(input.fee_percent),
      feeFixedIsk: input.fee_fixed_isk ?? null,
      active: input.active,
    };
    await tx
      .update(paymentServices)
      .set({ ...values, updatedAt: ctx.now() })
      .where(eq(paymentServices.id, before.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'payment_service.update',
      targetType: 'payment_service',
      targetId: before.code,
      details: {
        before: { feeBasisPoints: before.feeBasisPoints, feeFixedIsk: before.feeFixedIsk, active: before.active },
        after: values,
      },
      ip: ctx.meta.ip,
    });
  });
  return staffServices(ctx);
}
