import { desc, eq } from 'drizzle-orm';
import type { CpiEntry } from '#common/registry-staff.ts';
import { contractSettings } from '#server/db/schema/registry.ts';
import { consumerPriceIndex } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeIndexed } from '../rent-schedule/schedule.ts';
import { readContractSettings } from './contract-settings.ts';

// /man/rental-contracts/settings: the consumer price index by month (vísitala neysluverðs, as
// Statistics Iceland publishes it; index-linked contracts take their base value from here), the
// days before a registration's due date when staff are alerted, and which registry adapter the
// server is configured with. Every change is audited.

export interface CpiRowDto {
  month: string;
  value: number;
  entered_by: string | null;
  updated_at: string;
}

export interface RegistrySettingsDto {
  adapter: 'simulator' | 'hms';
  simulator: { latency_ms: number; failure_rate: number } | null;
  alert_days: number;
  cpi: CpiRowDto[];
}

/** The latest 36 months of the index are shown. */
const CPI_ROWS = 36;

export async function registrySettings(ctx: ServiceContext): Promise<RegistrySettingsDto> {
  await authorize(ctx, 'staff.contracts.read');
  const [settings, cpi] = await Promise.all([
    readContractSettings(ctx.db),
    ctx.db
      .select({
        month: consumerPriceIndex.month,
        value: consumerPriceIndex.value,
        enteredBy: users.name,
        updatedAt: consumerPriceIndex.updatedAt,
      })
      .from(consumerPriceIndex)
      .leftJoin(users, eq(users.id, consumerPriceIndex.enteredById))
      .orderBy(desc(consumerPriceIndex.month))
      .limit(CPI_ROWS),
  ]);
  const adapter = ctx.env.REGISTRY_ADAPTER;
  return {
    adapter,
    simulator:
      adapter === 'simulator'
        ? { latency_ms: ctx.env.REGISTRY_SIMULATOR_LATENCY_MS, failure_rate: ctx.env.REGISTRY_SIMULATOR_FAILURE_RATE }
        : null,
    alert_days: settings.registryAlertDays,
    cpi: cpi.map((r) => ({ month: r.month, value: r.value, entered_by: r.enteredBy, updated_at: r.updatedAt.toISOString() })),
  };
}

/** A value saved, or (asked first) how many leases it would re-price, left unsaved. */
export type CpiSaveResult = { saved: true; leases: number } | { saved: false; leases: number };

/** Rolls the transaction back when a value that re-prices leases is not confirmed. */
class NotConfirmed extends Error {
  readonly leases: number;
  constructor(leases: number) {
    super('not confirmed');
    this.leases = leases;
  }
}

/**
 * Enters a month's index value, or corrects it; audited with the value before. The unpaid months
 * of index-linked contracts follow the new value in the same transaction (rent-payments.md). With
 * `confirmed: false` (the staff page's first press) a value that would change any lease's rent is
 * not saved: the result says how many leases, counted by re-pricing them in a transaction that
 * is rolled back, so the count is exactly what saving does.
 */
export async function saveCpi(ctx: ServiceContext, entry: CpiEntry, { confirmed = true } = {}): Promise<CpiSaveResult> {
  const actor = await authorize(ctx, 'staff.contracts.manage');
  const now = ctx.now();
  try {
    return await saveCpiIn(ctx, entry, actor.userId, now, confirmed);
  } catch (error) {
    if (error instanceof NotConfirmed) return { saved: false, leases: error.leases };
    throw error;
  }
}

function saveCpiIn(ctx: ServiceContext, entry: CpiEntry, actorId: string, now: Date, confirmed: boolean) {
  return ctx.db.transaction(async (tx): Promise<CpiSaveResult> => {
    const [before] = await tx
      .select({ value: consumerPriceIndex.value })
      .from(consumerPriceIndex)
      .where(eq(consumerPriceIndex.month, entry.month))
      .for('update');
    await tx
      .insert(consumerPriceIndex)
      .values({ month: entry.month, value: entry.value, enteredById: actorId })
      .onConflictDoUpdate({
        target: consumerPriceIndex.month,
        set: { value: entry.value, enteredById: actorId, updatedAt: now },
      });
    const repriced = new Set<string>();
    await recomputeIndexed(tx, now, repriced);
    if (!confirmed && repriced.size > 0) throw new NotConfirmed(repriced.size);
    await recordAudit(tx, {
      actorId,
      action: before ? 'price_index.correct' : 'price_index.enter',
      targetType: 'contract_settings',
      targetId: entry.month,
      details: { month: entry.month, value: entry.value, before: before?.value ?? null, leases: repriced.size },
      ip: ctx.meta.ip,
    });
    return { saved: true, leases: repriced.size };
  });
}

/** Sets the alert days; audited. */
export async function saveAlertDays(ctx: ServiceContext, alertDays: number): Promise<void> {
  const actor = await authorize(ctx, 'staff.contracts.manage');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await readContractSettings(tx);
    await tx
      .insert(contractSettings)
      .values({ id: 1, registryAlertDays: alertDays, updatedById: actor.userId })
      .onConflictDoUpdate({
        target: contractSettings.id,
        set: { registryAlertDays: alertDays, updatedById: actor.userId, updatedAt: now },
      });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'contract_settings.alert_days',
      targetType: 'contract_settings',
      targetId: 'registry_alert_days',
      details: { before: before.registryAlertDays, after: alertDays },
      ip: ctx.meta.ip,
    });
  });
}
