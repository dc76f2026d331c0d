import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paymentServiceSettings, paymentServices } from '#server/db/schema/payment-service.ts';
import { type Fee, splitFee } from './fees.ts';

// The payment service's settings (one row) and its catalogue of services, read with their
// defaults in place: the first read writes them (on conflict nothing), so a fresh database works.

export type PaymentSettings = typeof paymentServiceSettings.$inferSelect;
export type PaymentServiceRow = typeof paymentServices.$inferSelect;

/** The catalogue as it starts: every service claims and pays out; `full` also reminds. */
export const DEFAULT_SERVICES = [
  { code: 'basic', reminders: false, feeBasisPoints: null, feeFixedIsk: null, position: 1 },
  { code: 'full', reminders: true, feeBasisPoints: 300, feeFixedIsk: null, position: 2 },
] as const;

export async function paymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentServiceSettings).where(eq(paymentServiceSettings.id, 1));
  if (row) return row;
  await db.insert(paymentServiceSettings).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select().from(paymentServiceSettings).where(eq(paymentServiceSettings.id, 1));
  return made;
}

export async function serviceCatalogue(db: Db): Promise<PaymentServiceRow[]> {
  const rows = await db.select().from(paymentServices).orderBy(asc(paymentServices.position), asc(paymentServices.code));
  if (rows.length) return rows;
  await db
    .insert(paymentServices)
    .values(DEFAULT_SERVICES.map((s) => ({ ...s })))
    .onConflictDoNothing();
  return db.select().from(paymentServices).orderBy(asc(paymentServices.position), asc(paymentServices.code));
}

/** The fee a service charges: its own, or the default in the settings. */
export function serviceFee(service: Pick<PaymentServiceRow, 'feeBasisPoints' | 'feeFixedIsk'>, settings: PaymentSettings): Fee {
  return {
    basisPoints: service.feeBasisPoints ?? settings.feeBasisPoints,
    fixedIsk: service.feeFixedIsk ?? settings.feeFixedIsk,
  };
}

/** The services that can be chosen, each with its fee and what it makes of this rent (gross, fee, net). */
export function offeredServices(catalogue: readonly PaymentServiceRow[], settings: PaymentSettings, rentIsk: number) {
  return catalogue
    .filter((s) => s.active)
    .map((s) => {
      const fee = serviceFee(s, settings);
      const split = splitFee(rentIsk, fee);
      return {
        code: s.code,
        reminders: s.reminders,
        fee: { basis_points: fee.basisPoints, fixed_isk: fee.fixedIsk },
        example: { gross_isk: split.grossIsk, fee_isk: split.feeIsk, net_isk: split.netIsk },
      };
    });
}
