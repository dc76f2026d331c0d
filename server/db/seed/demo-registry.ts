import { eq } from 'drizzle-orm';
import { registrationDeadline } from '#common/contract-rules.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database, Db } from '../client.ts';
import { consumerPriceIndex, registrySubmissions, rentalContracts } from '../schema/rental-contracts.ts';

// Demo data of the registry (docs/rules/registry.md): the consumer price index as Statistics
// Iceland (Hagstofa Íslands) published it, entered by the demo staff person. The demo contracts
// (demo-contracts.ts) say how their registrations went through seedRegistrySubmission: one
// registered, one refused, so /man/hms and its queue have something to show. Idempotent: nothing
// is added twice.

/**
 * Vísitala neysluverðs (maí 1988 = 100), the monthly values in Hagstofa Íslands' releases
 * ("Vísitala neysluverðs í <mánuður> <ár>", hagstofa.is/utgafur/frettasafn/verdlag). September
 * 2025 is the one value whose release is not quoted here: it is the only value to one decimal
 * that October's release (661,4 stig, "hækkar um 0,47% frá fyrri mánuði") allows.
 */
export const DEMO_CPI: readonly { month: string; value: number }[] = [
  { month: '2025-08-01', value: 657.6 },
  { month: '2025-09-01', value: 658.3 },
  { month: '2025-10-01', value: 661.4 },
  { month: '2025-11-01', value: 658.2 },
  { month: '2025-12-01', value: 665.8 },
  { month: '2026-01-01', value: 668.3 },
];

export async function seedDemoCpi(database: Database): Promise<void> {
  const staff = await findUserByEmail(database.db, 'staff@demo.heimaleiga.is');
  const rows = DEMO_CPI.map((point) => ({ ...point, enteredById: staff?.id ?? null }));
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
