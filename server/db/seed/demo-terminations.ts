import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, dayOf, dayStart, daysAfter, monthOf } from '#common/calendar-day.ts';
import type { ContractTerms } from '#common/contract-model.ts';
import { updateContract } from '#server/domain/contracts/contract-edit.service.ts';
import { recordContractEvent } from '#server/domain/contracts/contract-events.ts';
import { createContract } from '#server/domain/contracts/contracts.service.ts';
import { sendForSigning, signContract } from '#server/domain/contracts/signing.service.ts';
import { createTermination, sendTermination } from '#server/domain/terminations/terminations.service.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Database } from '../client.ts';
import { contractTerminations } from '../schema/contract-terminations.ts';
import { registrySimulatorRecords } from '../schema/registry.ts';
import { rentalContractParties, rentalContracts } from '../schema/rental-contracts.ts';
import { teams } from '../schema/teams.ts';
import { ANNA, contextAs } from './demo-contracts.ts';
import { seedRegistrySubmission } from './demo-registry.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

// Ending contracts in the demo (docs/rules/terminations.md), after the demo contracts:
// - Anna (landlord2@) lets Oksana (tenant2@) a flat on Suðurgata in Hafnarfjörður on an
//   indefinite lease, signed 14 months ago and registered: no termination yet, so a newcomer (and
//   the e2e) can give notice and see the legal end date and the article.
// - Leiguliðar (team@) proposed to Oksana that the Hverfisgata lease end at the end of this month:
//   the proposal waits for her answer.
// Seeded once: an existing contract at the address, or any request on Hverfisgata, is left alone.

const firstOfMonth = (at: Date, monthsFromNow: number) => addMonths(monthOf(dayOf(at)), monthsFromNow);

export const SUDURGATA = 'Suðurgata 35';

const OKSANA = {
  email: 'tenant2@demo.heimaleiga.is',
  kennitala: '0307912079',
  phone: '7712045',
  address: 'Suðurgata 35, 220 Hafnarfjörður',
};

const TERMS: Partial<Omit<ContractTerms, 'units'>> = {
  address: SUDURGATA,
  postcode: '220',
  municipality: 'Hafnarfjörður',
  category: 'dwelling',
  propertyDescription: '3ja herbergja íbúð á jarðhæð í tvíbýli, með sérinngangi og garði.',
  termKind: 'indefinite',
  endDate: null,
  rentIsk: 265_000,
  indexType: 'none',
  housingFund: { payer: 'landlord', amountIsk: null },
  electricity: { payer: 'tenant', meterNumber: '4471388', meterReading: '20511', readingDate: null },
  heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
  paymentDay: 'first',
  paymentMethod: 'payment_slip',
  securityType: 'cash_deposit',
  securityAmountIsk: 530_000,
  smokeDetectors: 1,
  fireExtinguishers: 1,
  pets: 'by_agreement',
  smokingAllowed: false,
  sublettingAllowed: false,
  houseRules: 'Garðurinn er sameiginlegur með efri hæð. Ró í húsinu frá kl. 22 til 7.',
  fireBlanket: true,
  escapeRoute: true,
  inspection: 'parties',
  conditionDescription: 'Íbúðin í góðu lagi við afhendingu; úttekt undirrituð af báðum.',
};

/** Anna and Oksana's indefinite lease on Suðurgata, made and signed through the services. */
async function indefiniteLease(database: Database, storage: Storage, now: Date, annaId: string, oksanaId: string) {
  const [existing] = await database.db
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.address, SUDURGATA), eq(rentalContracts.ownerUserId, annaId)));
  if (existing) return false;
  const start = firstOfMonth(now, -14);
  const signedAt = daysAfter(dayStart(start), -10);
  const draftedAt = daysAfter(signedAt, -3);
  const ctx = await contextAs(database, storage, annaId, draftedAt);
  const draft = await createContract(ctx, { from: 'blank', side: 'landlord' });
  const contract = await updateContract(ctx, draft.id, {
    terms: {
      ...TERMS,
      startDate: start,
      handoverDate: start,
      electricity: { payer: 'tenant', meterNumber: '4471388', meterReading: '20511', readingDate: start },
    },
    units: [{ fastanumer: '2077402', unitCode: '01-0101', sizeM2: 82.6, rooms: 3, usage: 'Íbúð' }],
    parties: [
      { ...draft.parties[0], kennitala: ANNA.kennitala, phone: ANNA.phone, address: ANNA.address },
      {
        role: 'tenant',
        name: 'Oksana Kovalenko',
        kennitala: OKSANA.kennitala,
        email: OKSANA.email,
        phone: OKSANA.phone,
        address: OKSANA.address,
        companyName: null,
        companyKennitala: null,
        signs: true,
      },
    ],
  });
  const tenantParty = contract.parties.find((p) => p.role === 'tenant');
  await database.db
    .update(rentalContractParties)
    .set({ userId: oksanaId })
    .where(eq(rentalContractParties.id, tenantParty?.id ?? ''));
  await recordContractEvent(database.db, {
    contractId: draft.id,
    actorId: oksanaId,
    kind: 'party_joined',
    at: new Date(draftedAt.getTime() + 3_600_000),
  });
  const sentAt = daysAfter(signedAt, -1);
  await sendForSigning(await contextAs(database, storage, annaId, sentAt), draft.id);
  await signContract(await contextAs(database, storage, annaId, new Date(sentAt.getTime() + 3_600_000)), draft.id, {
    password: DEMO_PASSWORD,
  });
  await signContract(await contextAs(database, storage, oksanaId, signedAt), draft.id, { password: DEMO_PASSWORD });
  // Registered three days after signing, in the registry simulator too, so a notice can be reported.
  const registryNumber = '260020117';
  await seedRegistrySubmission(database.db, {
    contractId: draft.id,
    signedDay: dayOf(signedAt),
    status: 'accepted',
    registryNumber,
    now: daysAfter(signedAt, 3),
  });
  await database.db
    .insert(registrySimulatorRecords)
    .values({ kind: 'register', idempotencyKey: `heimaleiga-register-${draft.id}`, registryNumber })
    .onConflictDoNothing();
  return true;
}

/** Leiguliðar's proposal to end the Hverfisgata lease at the end of this month, waiting for Oksana. */
async function hverfisgataProposal(database: Database, storage: Storage, now: Date, helgaId: string) {
  const [agency] = await database.db.select({ id: teams.id }).from(teams).where(eq(teams.slug, 'leigulidar'));
  if (!agency) return false;
  const [contract] = await database.db
    .select({ id: rentalContracts.id, status: rentalContracts.status, endDate: rentalContracts.endDate })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.ownerTeamId, agency.id), eq(rentalContracts.address, 'Hverfisgata 88')));
  if (contract?.status !== 'active') return false;
  const [any] = await database.db
    .select({ id: contractTerminations.id })
    .from(contractTerminations)
    .where(eq(contractTerminations.contractId, contract.id))
    .limit(1);
  if (any) return false;
  const endOfMonth = addDays(firstOfMonth(now, 1), -1);
  const proposed = contract.endDate && contract.endDate < endOfMonth ? contract.endDate : endOfMonth;
  const ctx = await contextAs(database, storage, helgaId, daysAfter(now, -2));
  const draft = await createTermination(ctx, contract.id, {
    kind: 'negotiate',
    proposedEndDate: proposed,
    message:
      'Eigandinn ætlar að gera upp íbúðina. Hentar þér að samningnum ljúki um mánaðamótin? Við aðstoðum við að finna aðra íbúð.',
  });
  await sendTermination(ctx, contract.id, draft.id);
  return true;
}

/** Adds the demo terminations once. Returns how many were added. */
export async function seedDemoTerminations(database: Database, storage: Storage, now = new Date()): Promise<number> {
  const [anna, oksana, helga] = await Promise.all(
    [ANNA.email, OKSANA.email, 'team@demo.heimaleiga.is'].map((email) => findUserByEmail(database.db, email)),
  );
  if (!anna || !oksana || !helga) return 0;
  let added = 0;
  if (await indefiniteLease(database, storage, now, anna.id, oksana.id)) added++;
  if (await hverfisgataProposal(database, storage, now, helga.id)) added++;
  return added;
}
