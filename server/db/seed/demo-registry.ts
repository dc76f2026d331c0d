import { and, eq } from 'drizzle-orm';
import { addDays, registrationDeadline } from '#common/contract-rules.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database, Db } from '../client.ts';
import {
  consumerPriceIndex,
  registrySubmissions,
  rentalContractParties,
  rentalContracts,
  rentalContractUnits,
} from '../schema/rental-contracts.ts';

// Demo data of the registry (docs/rules/registry.md): the consumer price index of the last 18
// months as the demo staff person entered it (made-up values of the right magnitude, not
// Statistics Iceland's), and one demo contract whose registration the registry refused, so
// /man/hms and its queue have something to show. Demo contracts made elsewhere get their
// submissions through seedRegistrySubmission. Idempotent: nothing is added twice.

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
    .onConflictDoNothing();
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

const DEMO_ADDRESS = 'Bólstaðarhlíð 14';

/** One active demo contract (Sigurður lets to Guðrún) whose registration the registry refused. */
export async function seedDemoRefusedRegistration(database: Database, now = new Date()): Promise<void> {
  const db = database.db;
  const [landlord, tenant] = await Promise.all([
    findUserByEmail(db, 'landlord@demo.heimaleiga.is'),
    findUserByEmail(db, 'tenant@demo.heimaleiga.is'),
  ]);
  if (!landlord || !tenant) return;
  const [existing] = await db
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.ownerUserId, landlord.id), eq(rentalContracts.address, DEMO_ADDRESS)))
    .limit(1);
  if (existing) return;
  const signedDay = addDays(now.toISOString().slice(0, 10), -12);
  const [contract] = await db
    .insert(rentalContracts)
    .values({
      ownerUserId: landlord.id,
      createdById: landlord.id,
      status: 'active',
      address: DEMO_ADDRESS,
      postcode: '105',
      municipality: 'Reykjavíkurborg',
      propertyDescription: 'Tveggja herbergja íbúð á annarri hæð með suðursvölum.',
      startDate: addDays(signedDay, 3),
      termKind: 'fixed',
      endDate: addDays(signedDay, 3 + 364),
      rentIsk: 265_000,
      paymentMethod: 'payment_slip',
      electricity: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
      securityType: 'cash_deposit',
      securityAmountIsk: 530_000,
      smokeDetectors: 1,
      fireExtinguishers: 1,
      fireBlanket: true,
      escapeRoute: true,
      conditionDescription: 'Nýmáluð, gólfefni í góðu lagi.',
      sentForSigningAt: new Date(`${signedDay}T10:00:00Z`),
      activatedAt: new Date(`${signedDay}T12:00:00Z`),
    })
    .returning({ id: rentalContracts.id });
  await db
    .insert(rentalContractUnits)
    .values({ contractId: contract.id, fastanumer: '2015832', unitCode: '01-0201', sizeM2: 64, rooms: 2, usage: 'Íbúð' });
  const person = (u: typeof landlord) => ({
    userId: u.id,
    name: u.name,
    kennitala: u.kennitala,
    email: u.email,
    phone: (u.phone ?? '').replace(/^\+354/, ''),
  });
  await db.insert(rentalContractParties).values([
    { ...person(landlord), contractId: contract.id, role: 'landlord', address: 'Barmahlíð 3, 105 Reykjavík', position: 0 },
    { ...person(tenant), contractId: contract.id, role: 'tenant', address: 'Hringbraut 50, 101 Reykjavík', position: 1 },
  ]);
  await seedRegistrySubmission(db, {
    contractId: contract.id,
    signedDay,
    status: 'rejected',
    reasons: [
      {
        code: 'contract_unit_fastanumer_invalid',
        message: 'Fastanúmer 2015832 fannst ekki á heimilisfanginu Bólstaðarhlíð 14.',
        field: 'units.0.fastanumer',
      },
    ],
    now,
  });
}
