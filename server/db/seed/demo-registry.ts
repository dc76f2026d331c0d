import { eq } from 'drizzle-orm';
import { registrationDeadline } from '#common/contract-rules.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database, Db } from '../client.ts';
import { consumerPriceIndex, registrySubmissions, rentalContracts } from '../schema/rental-contracts.ts';

// Demo data of the registry (docs/rules/registry.md): the consumer price index of the last 18
// months as the demo staff person entered it (made-up values of the right magnitude, not
// Statistics Iceland's). The demo contracts (demo-contracts.ts) say how their registrations went
// through seedRegistrySubmission: one registered, one refused, so /man/hms and its queue have
// something to show. Idempotent: nothing is added twice.

const CPI_MONTHS = 18;
/** Around the index's level in 2026 (base May 1988 = 100), rising about 4 % a year. */
const CPI_LATEST = 676.3;
const CPI_MONTHLY_RISE = 0.0033;

function firstOfMonth(at: Date, monthsBack: number): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - monthsBack, 1));
  return d.toISOString().slice(0, 10);
}

export async function seedDemoCpi(database: Database, now = new Date()): Promise<void> {
  const staff = await findUserByEmail(database.db, 'staff@demo.heimaleiga.is');
  const rows = Array.from({ length: CPI_MONTHS }, (_, i) => ({
    // The latest published month is the previous one.
    month: firstOfMonth(now, i + 1),
    value: Math.round((CPI_LATEST / (1 + CPI_MONTHLY_RISE) ** i) * 10) / 10,
    enteredById: staff?.id ?? null,
  }));
  await database.db.insert(consumerPriceIndex).values(rows).onConflictDoNothing();
}

/**
 * For demo contracts made elsewhere: a registry submission in the state the demo needs (queued,
 * accepted with a number, or rejected with the registry's reasons), with the contract's registry
 * columns to match. The idempotency key is the one the worker uses, so a retry continues it.
 */
export async function seedRegistrySubmission(
  db: Db,
  input: {
    contractId: string;
    signedDay: string;
    status: 'queued' | 'accepted' | 'rejected';
    registryNumber?: string;
    reasons?: { code: string; message: string; field?: string }[];
    now: Date;
  },
): Promise<void> {
  const { contractId, now } = input;
  await db
    .insert(registrySubmissions)
    .values({
      contractId,
      kind: 'register',
      idempotencyKey: `heimaleiga-register-${contractId}`,
      status: input.status,
      attempts: input.status === 'queued' ? 0 : 1,
      registryNumber: input.registryNumber ?? null,
      lastError: input.reasons ?? null,
      acceptedAt: input.status === 'accepted' ? now : null,
    })
    .onConflictDoUpdate({
      // Activation queued the registration already: the demo says how it went.
      target: registrySubmissions.idempotencyKey,
      set: {
        status: input.status,
        attempts: input.status === 'queued' ? 0 : 1,
        registryNumber: input.registryNumber ?? null,
        lastError: input.reasons ?? null,
        acceptedAt: input.status === 'accepted' ? now : null,
      },
    });
  await db
    .update(rentalContracts)
    .set({
      registrationDue: registrationDeadline(input.signedDay),
      registryStatus: input.status === 'accepted' ? 'registered' : input.status === 'rejected' ? 'failed' : 'pending',
      registryNumber: input.registryNumber ?? null,
      registeredAt: input.status === 'accepted' ? now : null,
    })
    .where(eq(rentalContracts.id, contractId));
}
