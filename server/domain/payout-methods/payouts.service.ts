import { and, count, desc, eq } from 'drizzle-orm';
import { maskIban, maskIcelandicAccount } from '#common/bank-account.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

export const MAX_PAYOUT_METHODS = 10;

export type PayoutMethodInput =
  | { kind: 'is_bank'; holderName: string; bank: string; ledger: string; account: string; ownerKennitala: string }
  | { kind: 'iban'; holderName: string; iban: string };

export interface PayoutMethodDto {
  id: string;
  kind: 'is_bank' | 'iban';
  holder_name: string;
  /** Never the full number: only enough for the owner to recognise it. */
  masked: string;
  is_default: boolean;
  created_at: string;
}

function toDto(row: typeof payoutMethods.$inferSelect): PayoutMethodDto {
  const masked =
    row.kind === 'iban'
      ? maskIban(row.iban ?? '')
      : maskIcelandicAccount(row.bank ?? '', row.ledger ?? '', row.accountNumber ?? '');
  return {
    id: row.id,
    kind: row.kind as PayoutMethodDto['kind'],
    holder_name: row.holderName,
    masked,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** The person's own payout methods, the default first. */
export async function listPayoutMethods(ctx: ServiceContext): Promise<PayoutMethodDto[]> {
  const rows = await ctx.db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, requireActor(ctx).userId))
    .orderBy(desc(payoutMethods.isDefault), desc(payoutMethods.createdAt));
  return rows.map(toDto);
}

/** Adds a method; the first one becomes the default. At most ten. */
export async function addPayoutMethod(ctx: ServiceContext, input: PayoutMethodInput): Promise<PayoutMethodDto> {
  const userId = requireActor(ctx).userId;
  return ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(payoutMethods).where(eq(payoutMethods.userId, userId));
    if (n >= MAX_PAYOUT_METHODS) throw new AppError('payout_method_limit');
    const [row] = await tx
      .insert(payoutMethods)
      .values({
        userId,
        kind: input.kind,
        holderName: input.holderName,
        isDefault: n === 0,
        ...(input.kind === 'is_bank'
          ? { bank: input.bank, ledger: input.ledger, accountNumber: input.account, ownerKennitala: input.ownerKennitala }
          : { iban: input.iban }),
      })
      .returning();
    return toDto(row);
  });
}

/** Makes one of the person's methods the default (and no other). */
export async function setDefaultPayoutMethod(ctx: ServiceContext, id: string): Promise<void> {
  requireId(id);
  const userId = requireActor(ctx).userId;
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found');
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: payoutMethods.id })
      .from(payoutMethods)
      .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId)));
    if (!target) throw new AppError('not_found');
    await tx
      .update(payoutMethods)
      .set({ isDefault: false })
      .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.isDefault, true)));
    await tx.update(payoutMethods).set({ isDefault: true }).where(eq(payoutMethods.id, id));
  });
}

/** Removes one of the person's methods; if it was the default, the newest other one takes over. */
export async function removePayoutMethod(ctx: ServiceContext, id: string): Promise<void> {
  requireId(id);
  const userId = requireActor(ctx).userId;
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(payoutMethods)
      .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId)))
      .returning();
    if (!removed) throw new AppError('not_found');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: payoutMethods.id })
      .from(payoutMethods)
      .where(eq(payoutMethods.userId, userId))
      .orderBy(desc(payoutMethods.createdAt))
      .limit(1);
    if (next) await tx.update(payoutMethods).set({ isDefault: true }).where(eq(payoutMethods.id, next.id));
  });
}
