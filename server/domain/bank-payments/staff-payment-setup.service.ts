import { and, asc, desc, eq, gte, ilike, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { contractReference } from '#common/contract-dtos.ts';
import type { Db } from '#server/db/client.ts';
import { paymentServiceEnrolments } from '#server/db/schema/payment-service.ts';
import { type ExcludedMonth, paymentServiceSetups } from '#server/db/schema/payment-service-setups.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { markRentPaid } from '../rent-schedule/payments.service.ts';
import { type LoadedContract, loadContract } from '../tenancy/core/agreement.ts';
import { enrolInTransaction, maskedMethod, runningEnrolment, serviceAvailable } from './party.service.ts';
import { LANDLORD_ROLES, landlordPeople, TENANT_ROLES, tenantPeople } from './people.ts';
import { offeredServices, paymentSettings, serviceCatalogue } from './settings.ts';
import {
  claimDate,
  isMonthDate,
  type SetupBankInput,
  type SetupMonthInput,
  type SetupServiceInput,
  type SetupStep,
  setupProgress,
} from './staff-payment-setup.rules.ts';

// Staff set up a contract's payment service on a customer's behalf (/man/rental-contracts/new,
// /api/man/payment-setups/, docs/rules/payment-service.md "Set up by staff"). Reading needs
// staff.payments.read, every step staff.payments.manage and is audited; the draft lives in
// payment_service_setups until confirming enrols the contract through enrolInTransaction.

export const SETUP_CANDIDATE_LIMIT = 20;

export interface SetupCandidateDto {
  contract_id: string;
  reference: string;
  address: string | null;
  parties: string[];
  rent_isk: number | null;
  start_date: string | null;
  end_date: string | null;
}

export interface SetupMonthDto {
  id: string;
  due_date: string;
  amount_isk: number;
  claim_date: string;
  status: string;
  excluded: boolean;
  reason: string | null;
}

export interface SetupStateDto {
  contract: SetupCandidateDto & { tenants: { id: string; name: string }[]; landlords: string[] };
  /** 'ready' when staff may set the service up; else why not. */
  availability: 'ready' | 'already_on' | 'not_available';
  payer_party_id: string | null;
  payout_method_id: string | null;
  payout_methods: { id: string; label: string; owner: string; is_default: boolean }[];
  service: string | null;
  services: {
    code: string;
    reminders: boolean;
    fee: { basis_points: number; fixed_isk: number };
    example: { gross_isk: number; fee_isk: number; net_isk: number };
  }[];
  claim_days_before: number;
  months: SetupMonthDto[];
  steps: Record<SetupStep, boolean>;
  missing: string[];
}

function likeOf(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Active contracts using the payment service as their payment method and not yet enrolled, by search. */
export async function setupCandidates(ctx: ServiceContext, rawQuery: string): Promise<SetupCandidateDto[]> {
  await authorize(ctx, 'staff.payments.read');
  const q = rawQuery
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  const conditions: SQL[] = [
    eq(rentalContracts.status, 'active'),
    eq(rentalContracts.paymentMethod, 'payment_service'),
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(paymentServiceEnrolments)
        .where(and(eq(paymentServiceEnrolments.contractId, rentalContracts.id), isNull(paymentServiceEnrolments.stoppedAt))),
    ),
  ];
  if (q) {
    const like = likeOf(q);
    const number = /^(?:hl-?)?0*(\d{1,9})$/i.exec(q)?.[1];
    const digits = q.replace(/-/g, '');
    const matches: SQL[] = [
      ilike(rentalContracts.address, like),
      sql`exists (select 1 from ${rentalContractParties} where ${rentalContractParties.contractId} = ${rentalContracts.id} and (${rentalContractParties.name} ilike ${like} or ${rentalContractParties.kennitala} = ${digits}))`,
    ];
    if (number) matches.push(eq(rentalContracts.number, Number(number)));
    conditions.push(or(...matches) as SQL);
  }
  const rows = await ctx.db
    .select()
    .from(rentalContracts)
    .where(and(...conditions))
    .orderBy(desc(rentalContracts.number))
    .limit(SETUP_CANDIDATE_LIMIT);
  const parties = rows.length
    ? await ctx.db
        .select({ contractId: rentalContractParties.contractId, name: rentalContractParties.name })
        .from(rentalContractParties)
        .where(
          inArray(
            rentalContractParties.contractId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(rentalContractParties.position))
    : [];
  return rows.map((row) => ({
    contract_id: row.id,
    reference: contractReference(row.number),
    address: row.address,
    parties: parties.filter((p) => p.contractId === row.id).map((p) => p.name),
    rent_isk: row.rentIsk,
    start_date: row.startDate,
    end_date: row.endDate,
  }));
}

async function contractOr404(db: Db, contractId: string, lock = false): Promise<LoadedContract> {
  const loaded = await loadContract(db, contractId, { lock });
  if (!loaded) throw new AppError('not_found');
  return loaded;
}

async function draftOf(db: Db, contractId: string, lock = false) {
  const query = db.select().from(paymentServiceSetups).where(eq(paymentServiceSetups.contractId, contractId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

function landlordUserIds(loaded: LoadedContract): string[] {
  return loaded.parties.filter((p) => LANDLORD_ROLES.includes(p.role) && p.userId !== null).map((p) => p.userId as string);
}

function tenantParties(loaded: LoadedContract) {
  return loaded.parties.filter((p) => TENANT_ROLES.includes(p.role));
}

async function landlordMethods(db: Db, loaded: LoadedContract) {
  const owners = landlordUserIds(loaded);
  if (!owners.length) return [];
  return db
    .select()
    .from(payoutMethods)
    .where(inArray(payoutMethods.userId, owners))
    .orderBy(desc(payoutMethods.isDefault), asc(payoutMethods.createdAt));
}

/** The months the service would claim: pending or overdue, due on or after today (the day it starts). */
async function claimableMonths(db: Db, contractId: string, today: string) {
  return db
    .select()
    .from(rentPayments)
    .where(
      and(
        eq(rentPayments.contractId, contractId),
        inArray(rentPayments.status, ['pending', 'overdue']),
        gte(rentPayments.dueDate, today),
        sql`${rentPayments.amountIsk} > 0`,
      ),
    )
    .orderBy(asc(rentPayments.dueDate));
}

async function availabilityOf(db: Db, loaded: LoadedContract): Promise<SetupStateDto['availability']> {
  if (await runningEnrolment(db, loaded.row.id)) return 'already_on';
  return serviceAvailable(loaded) ? 'ready' : 'not_available';
}

/** Everything the wizard shows for one contract. */
export async function setupState(ctx: ServiceContext, contractId: string): Promise<SetupStateDto> {
  await authorize(ctx, 'staff.payments.read');
  const loaded = await contractOr404(ctx.db, contractId);
  const today = dayOf(ctx.now());
  const [draft, settings, catalogue, methods, months, availability] = await Promise.all([
    draftOf(ctx.db, contractId),
    paymentSettings(ctx.db),
    serviceCatalogue(ctx.db),
    landlordMethods(ctx.db, loaded),
    claimableMonths(ctx.db, contractId, today),
    availabilityOf(ctx.db, loaded),
  ]);
  const excluded = new Map((draft?.excludedMonths ?? []).map((m) => [m.due_date, m.reason]));
  const rent = loaded.row.rentIsk ?? 0;
  const owners = new Map(loaded.parties.filter((p) => p.userId).map((p) => [p.userId as string, p.name]));
  const progress = setupProgress({
    payerPartyId: draft?.payerPartyId ?? null,
    payoutMethodId: draft?.payoutMethodId ?? null,
    serviceCode: draft?.serviceCode ?? null,
    scheduleReviewed: draft?.scheduleReviewedAt != null,
  });
  return {
    contract: {
      contract_id: loaded.row.id,
      reference: loaded.reference,
      address: loaded.row.address,
      parties: loaded.parties.map((p) => p.name),
      rent_isk: loaded.row.rentIsk,
      start_date: loaded.row.startDate,
      end_date: loaded.row.endDate,
      tenants: tenantParties(loaded).map((p) => ({ id: p.id, name: p.name })),
      landlords: loaded.parties.filter((p) => LANDLORD_ROLES.includes(p.role)).map((p) => p.name),
    },
    availability,
    payer_party_id: draft?.payerPartyId ?? null,
    payout_method_id: draft?.payoutMethodId ?? null,
    payout_methods: methods.map((m) => ({
      id: m.id,
      label: maskedMethod(m),
      owner: owners.get(m.userId) ?? '',
      is_default: m.isDefault,
    })),
    service: draft?.serviceCode ?? null,
    services: offeredServices(catalogue, settings, rent),
    claim_days_before: settings.claimDaysBefore,
    months: months.map((m) => ({
      id: m.id,
      due_date: m.dueDate,
      amount_isk: m.amountIsk,
      claim_date: claimDate(m.dueDate, settings.claimDaysBefore),
      status: m.status,
      excluded: excluded.has(m.dueDate),
      reason: excluded.get(m.dueDate) ?? null,
    })),
    steps: progress.steps,
    missing: progress.missing,
  };
}

/** One month of the schedule step, or 404 for a date that is not one of the months the service would claim. */
export async function setupMonth(ctx: ServiceContext, contractId: string, date: string | undefined): Promise<SetupMonthDto> {
  const state = await setupState(ctx, contractId);
  const month = isMonthDate(date) ? state.months.find((m) => m.due_date === date) : undefined;
  if (!month) throw new AppError('not_found');
  return month;
}

/** Loads and locks the contract for a step: staff.payments.manage, and only while the service can still be set up. */
async function forStep(tx: Db, contractId: string) {
  const loaded = await contractOr404(tx, contractId, true);
  const availability = await availabilityOf(tx, loaded);
  if (availability === 'already_on') throw new AppError('payment_service_already_on');
  if (availability === 'not_available') throw new AppError('payment_service_not_available');
  return loaded;
}

async function saveDraft(
  ctx: ServiceContext,
  tx: Db,
  contractId: string,
  actorId: string,
  values: Partial<typeof paymentServiceSetups.$inferInsert>,
) {
  await tx
    .insert(paymentServiceSetups)
    .values({ contractId, updatedById: actorId, ...values })
    .onConflictDoUpdate({
      target: paymentServiceSetups.contractId,
      set: { ...values, updatedById: actorId, updatedAt: ctx.now() },
    });
}

async function audit(
  ctx: ServiceContext,
  tx: Db,
  actorId: string,
  action: string,
  contractId: string,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, { actorId, action, targetType: 'contract', targetId: contractId, details, ip: ctx.meta.ip });
}

/** Step 1: the payer (a tenant party) and the landlord's payout method. */
export async function saveSetupBank(ctx: ServiceContext, contractId: string, input: SetupBankInput): Promise<SetupStateDto> {
  await authorize(ctx, 'staff.payments.read');
  const actor = await authorize(ctx, 'staff.payments.manage');
  await ctx.db.transaction(async (tx) => {
    const loaded = await forStep(tx, contractId);
    const fields: Record<string, string[]> = {};
    if (!tenantParties(loaded).some((p) => p.id === input.payer_party_id))
      fields.payer_party_id = ['payment_setup_payer_unknown'];
    const methods = await landlordMethods(tx, loaded);
    if (!methods.some((m) => m.id === input.payout_method_id)) fields.payout_method_id = ['payout_method_unknown'];
    if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, { fields });
    await saveDraft(ctx, tx, contractId, actor.userId, {
      payerPartyId: input.payer_party_id,
      payoutMethodId: input.payout_method_id,
    });
    await audit(ctx, tx, actor.userId, 'payment_setup.bank_information', contractId, {
      payerPartyId: input.payer_party_id,
      payoutMethodId: input.payout_method_id,
    });
  });
  return setupState(ctx, contractId);
}

/** Step 2: staff have gone through the months. */
export async function reviewSetupSchedule(ctx: ServiceContext, contractId: string): Promise<SetupStateDto> {
  await authorize(ctx, 'staff.payments.read');
  const actor = await authorize(ctx, 'staff.payments.manage');
  await ctx.db.transaction(async (tx) => {
    await forStep(tx, contractId);
    const now = ctx.now();
    await saveDraft(ctx, tx, contractId, actor.userId, { scheduleReviewedAt: now });
    await audit(ctx, tx, actor.userId, 'payment_setup.schedule', contractId, {});
  });
  return setupState(ctx, contractId);
}

/** Step 2, one month: leave it out of the service (paid outside it), with the reason, or put it back. */
export async function saveSetupMonth(
  ctx: ServiceContext,
  contractId: string,
  date: string | undefined,
  input: SetupMonthInput,
): Promise<SetupStateDto> {
  await authorize(ctx, 'staff.payments.read');
  const actor = await authorize(ctx, 'staff.payments.manage');
  await ctx.db.transaction(async (tx) => {
    await forStep(tx, contractId);
    const months = await claimableMonths(tx, contractId, dayOf(ctx.now()));
    const month = isMonthDate(date) ? months.find((m) => m.dueDate === date) : undefined;
    if (!month) throw new AppError('not_found');
    const draft = await draftOf(tx, contractId, true);
    const rest: ExcludedMonth[] = (draft?.excludedMonths ?? []).filter((m) => m.due_date !== month.dueDate);
    const excludedMonths = input.include ? rest : [...rest, { due_date: month.dueDate, reason: input.reason }];
    excludedMonths.sort((a, b) => a.due_date.localeCompare(b.due_date));
    await saveDraft(ctx, tx, contractId, actor.userId, { excludedMonths });
    await audit(
      ctx,
      tx,
      actor.userId,
      input.include ? 'payment_setup.month_include' : 'payment_setup.month_exclude',
      contractId,
      {
        dueDate: month.dueDate,
        ...(input.include ? {} : { reason: input.reason }),
      },
    );
  });
  return setupState(ctx, contractId);
}

/** Step 3: the service from the catalogue. */
export async function saveSetupService(
  ctx: ServiceContext,
  contractId: string,
  input: SetupServiceInput,
): Promise<SetupStateDto> {
  await authorize(ctx, 'staff.payments.read');
  const actor = await authorize(ctx, 'staff.payments.manage');
  await ctx.db.transaction(async (tx) => {
    await forStep(tx, contractId);
    const catalogue = await serviceCatalogue(tx);
    if (!catalogue.some((s) => s.code === input.service && s.active)) {
      throw new AppError('validation_failed', undefined, { fields: { service: ['payment_service_unknown'] } });
    }
    await saveDraft(ctx, tx, contractId, actor.userId, { serviceCode: input.service });
    await audit(ctx, tx, actor.userId, 'payment_setup.service', contractId, { service: input.service });
  });
  return setupState(ctx, contractId);
}

/**
 * Confirms the draft: the months left out are recorded paid (outside the service), the contract
 * is enrolled (enrolInTransaction, byStaff) with the payer staff chose, the draft is removed, the
 * audit row written and the landlord side and tenants told, all in one transaction.
 */
export async function confirmSetup(ctx: ServiceContext, contractId: string): Promise<{ enrolment_id: string; claims: number }> {
  await authorize(ctx, 'staff.payments.read');
  const actor = await authorize(ctx, 'staff.payments.manage');
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const loaded = await forStep(tx, contractId);
    const draft = await draftOf(tx, contractId, true);
    const progress = setupProgress({
      payerPartyId: draft?.payerPartyId ?? null,
      payoutMethodId: draft?.payoutMethodId ?? null,
      serviceCode: draft?.serviceCode ?? null,
      scheduleReviewed: draft?.scheduleReviewedAt != null,
    });
    if (!draft || progress.missing.length) {
      throw new AppError('payment_setup_incomplete', undefined, { details: { missing: progress.missing.join(',') } });
    }
    const payer = tenantParties(loaded).find((p) => p.id === draft.payerPartyId);
    if (!payer)
      throw new AppError('validation_failed', undefined, { fields: { payer_party_id: ['payment_setup_payer_unknown'] } });
    const months = await claimableMonths(tx, contractId, dayOf(now));
    const left = new Set(draft.excludedMonths.map((m) => m.due_date));
    for (const month of months.filter((m) => left.has(m.dueDate))) {
      await markRentPaid(tx, { paymentId: month.id, amountIsk: month.amountIsk, paidAt: now, byUserId: actor.userId });
    }
    const enrolled = await enrolInTransaction(tx, {
      loaded,
      serviceCode: draft.serviceCode as string,
      payoutMethodId: draft.payoutMethodId as string,
      payoutOwnerIds: landlordUserIds(loaded),
      setUpById: actor.userId,
      byStaff: true,
      now,
      jobs: ctx.jobs,
    });
    if (enrolled.enrolment.payerPartyId !== payer.id) {
      await tx
        .update(paymentServiceEnrolments)
        .set({ payerPartyId: payer.id, updatedAt: now })
        .where(eq(paymentServiceEnrolments.id, enrolled.enrolment.id));
    }
    await tx.delete(paymentServiceSetups).where(eq(paymentServiceSetups.id, draft.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'payment_setup.confirm',
      targetType: 'payment_enrolment',
      targetId: enrolled.enrolment.id,
      details: {
        contractId,
        service: draft.serviceCode,
        payerPartyId: payer.id,
        payoutMethodId: draft.payoutMethodId,
        excludedMonths: draft.excludedMonths,
        claims: enrolled.claims,
      },
      ip: ctx.meta.ip,
    });
    const params = { reference: loaded.reference };
    const link = `/rental-contracts/${contractId}`;
    const people = new Set([...(await landlordPeople(tx, contractId)), ...(await tenantPeople(tx, contractId))]);
    for (const userId of people) {
      await publishNotification(ctx, { userId, kind: 'contracts', event: 'payment_service_set_up', params, link }, tx);
    }
    return { enrolment_id: enrolled.enrolment.id, claims: enrolled.claims };
  });
  return result;
}

/** Whether the staff member may set this contract's service up now (for a link on its staff page). */
export async function setupOffered(ctx: ServiceContext, contractId: string): Promise<boolean> {
  if (!can(ctx.actor, 'staff.payments.manage')) return false;
  const loaded = await loadContract(ctx.db, contractId);
  return loaded !== null && (await availabilityOf(ctx.db, loaded)) === 'ready';
}
