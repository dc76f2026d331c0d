import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, dayOf, dayStart, daysAfter, monthOf } from '#common/calendar-day.ts';
import type { ContractTerms } from '#common/contract-model.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { type ContractChange, updateContract } from '#server/domain/contracts/contract-edit.service.ts';
import { recordContractEvent } from '#server/domain/contracts/contract-events.ts';
import { createContract, getContract } from '#server/domain/contracts/contracts.service.ts';
import { sendForSigning, signContract } from '#server/domain/contracts/signing.service.ts';
import { actorOf } from '#server/domain/teams/memberships.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { env, publicUrl } from '#server/lib/env.ts';
import type { Database } from '../client.ts';
import { offers } from '../schema/offers.ts';
import { rentalContractParties, rentalContracts } from '../schema/rental-contracts.ts';
import { teams } from '../schema/teams.ts';
import { seedRegistrySubmission } from './demo-registry.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

// Rental contracts among the demo people, made, sent and signed through the same services the
// pages use (docs/rules/demo-and-generated-listings.md):
// - Guðrún (tenant@) rents Anna's (landlord2@) flat on Álfaskeið in Hafnarfjörður: active and
//   registered, a fixed term that ends within 90 days (why she is looking for a flat in Reykjavík).
// - Oksana (tenant2@) rents a flat on Hverfisgata from Leiguliðar ehf. (team@, Helga signs for the
//   agency): active, ending at the turn of the year; the registry refused its registration.
// - Oksana accepted Sigurður's (landlord@) offer of the room in Vesturbær: the draft the offer
//   stored is completed and sent; Sigurður has signed, Oksana has yet to sign.
// - Leiguliðar has a draft for the flat at Hlemmur, waiting for its tenant.
// Seeded once: a contract of the same landlord side for the same address is left as it is.

export const noMail: JobQueue = {
  enqueue: () => Promise.resolve(),
  runNow: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

export async function contextAs(database: Database, storage: Storage, userId: string, now: Date): Promise<ServiceContext> {
  const config = env();
  return {
    db: database.db,
    // The demo people sign with their password, even when the site signs with electronic ID.
    env: { ...config, SIGNING_PROVIDER: 'password' },
    actor: await actorOf(database.db, userId, ['user']),
    meta: { ip: '127.0.0.1', userAgent: 'Heimaleiga demo data' },
    now: () => now,
    jobs: noMail,
    publicUrl: publicUrl(config),
    storage,
  };
}

const day = dayOf;
const firstOfMonth = (at: Date, monthsFromNow: number) => addMonths(monthOf(dayOf(at)), monthsFromNow);
const lastDayBefore = (isoDay: string, months: number) => addDays(addMonths(monthOf(isoDay), months), -1);

export const FIRE_AND_RULES: Partial<ContractTerms> = {
  pets: 'not_allowed',
  smokingAllowed: false,
  sublettingAllowed: false,
  houseRules: 'Ró í húsinu frá kl. 22 til 7 á virkum dögum. Reiðhjól í hjólageymslu, ekki á stigagangi.',
  fireBlanket: true,
  escapeRoute: true,
  inspection: 'parties',
};

export interface Person {
  email: string;
  kennitala: string;
  phone: string;
  address: string;
}

export const ANNA: Person = {
  email: 'landlord2@demo.heimaleiga.is',
  kennitala: '1203882079',
  phone: '8451290',
  address: 'Strandgata 11, 220 Hafnarfjörður',
};
export const GUDRUN: Person = {
  email: 'tenant@demo.heimaleiga.is',
  kennitala: '2412904849',
  phone: '6123456',
  address: 'Álfaskeið 72, 220 Hafnarfjörður',
};
export const OKSANA: Person = {
  email: 'tenant2@demo.heimaleiga.is',
  kennitala: '0307912079',
  phone: '7712045',
  address: 'Hverfisgata 88, 101 Reykjavík',
};
export const SIGURDUR: Person = {
  email: 'landlord@demo.heimaleiga.is',
  kennitala: '1506953339',
  phone: '8991234',
  address: 'Bólstaðarhlíð 40, 105 Reykjavík',
};
const HELGA: Person = {
  email: 'team@demo.heimaleiga.is',
  kennitala: '2205792049',
  phone: '6905511',
  address: 'Laugavegur 178, 105 Reykjavík',
};

/** Adds the demo contracts once. Returns how many were added. */
export async function seedDemoContracts(database: Database, storage: Storage, now = new Date()): Promise<number> {
  const ids = new Map<string, string>();
  for (const person of [ANNA, GUDRUN, OKSANA, SIGURDUR, HELGA]) {
    const user = await findUserByEmail(database.db, person.email);
    if (!user) return 0;
    ids.set(person.email, user.id);
  }
  const id = (p: Person) => ids.get(p.email) as string;
  const [agency] = await database.db.select().from(teams).where(eq(teams.slug, 'leigulidar'));
  let added = 0;

  // 1. Anna and Guðrún: Álfaskeið, fixed term ending within 90 days.
  {
    const start = firstOfMonth(now, -10);
    const end = lastDayBefore(start, 13);
    const signedAt = daysAfter(dayStart(start), -20);
    const contractId = await activeContract(database, storage, {
      landlord: ANNA,
      tenant: GUDRUN,
      teamId: null,
      signedAt,
      terms: {
        address: 'Álfaskeið 72',
        postcode: '220',
        municipality: 'Hafnarfjörður',
        category: 'dwelling',
        propertyDescription: '2ja herbergja íbúð á 2. hæð í fjölbýli, með svölum og sérgeymslu í kjallara.',
        startDate: start,
        termKind: 'fixed',
        endDate: end,
        handoverDate: start,
        rentIsk: 228_000,
        indexType: 'none',
        housingFund: { payer: 'landlord', amountIsk: null },
        electricity: { payer: 'tenant', meterNumber: '4471203', meterReading: '18342', readingDate: start },
        heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
        paymentDay: 'first',
        paymentMethod: 'payment_slip',
        securityType: 'cash_deposit',
        securityAmountIsk: 456_000,
        smokeDetectors: 1,
        fireExtinguishers: 1,
        conditionDescription: 'Íbúðin var máluð fyrir afhendingu. Rispur á parketi í stofu skráðar og myndaðar.',
        ...FIRE_AND_RULES,
      },
      units: [{ fastanumer: '2076713', unitCode: '01-0203', sizeM2: 63.4, rooms: 2, usage: 'Íbúð' }],
      ids: { landlord: id(ANNA), tenant: id(GUDRUN) },
    });
    // Registered two days after signing.
    if (contractId) {
      await seedRegistrySubmission(database.db, {
        contractId,
        signedDay: day(signedAt),
        status: 'accepted',
        registryNumber: '260019482',
        now: daysAfter(signedAt, 2),
      });
      added++;
    }
  }

  // 2. Leiguliðar ehf. and Oksana: Hverfisgata, ending at the turn of the year.
  if (agency) {
    const start = firstOfMonth(now, -8);
    const end = lastDayBefore(start, 10);
    const signedAt = daysAfter(dayStart(start), -12);
    const contractId = await activeContract(database, storage, {
      landlord: HELGA,
      tenant: OKSANA,
      teamId: agency.id,
      signedAt,
      terms: {
        address: 'Hverfisgata 88',
        postcode: '101',
        municipality: 'Reykjavík',
        category: 'dwelling',
        propertyDescription: 'Stúdíóíbúð á 3. hæð, með eldhúskrók og sturtu. Þvottahús sameiginlegt í kjallara.',
        startDate: start,
        termKind: 'fixed',
        endDate: end,
        handoverDate: start,
        rentIsk: 189_000,
        indexType: 'none',
        housingFund: { payer: 'landlord', amountIsk: null },
        electricity: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
        heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
        paymentDay: 'first',
        paymentMethod: 'payment_slip',
        securityType: 'bank_guarantee',
        securityProvider: 'Landsbankinn',
        securityAmountIsk: 378_000,
        smokeDetectors: 1,
        fireExtinguishers: 1,
        conditionDescription: 'Úttekt gerð við afhendingu; íbúðin hrein og í góðu lagi.',
        ...FIRE_AND_RULES,
      },
      units: [{ fastanumer: '2003355', unitCode: '03-0302', sizeM2: 34.8, rooms: 1, usage: 'Íbúð' }],
      ids: { landlord: id(HELGA), tenant: id(OKSANA) },
    });
    // The registry refused it (the simulator does not find 2003355 either, so it stays refused when
    // sent again unchanged): staff (/man/hms) and the agency see why; the agency corrects the
    // fastanúmer on the lease and sends it again (docs/rules/registry.md).
    if (contractId) {
      await seedRegistrySubmission(database.db, {
        contractId,
        signedDay: day(signedAt),
        status: 'rejected',
        reasons: [
          {
            code: 'registry_fastanumer_unknown',
            message: 'Fastanúmer 2003355 fannst ekki á heimilisfanginu Hverfisgata 88.',
            field: 'units.0.fastanumer',
          },
        ],
        now: daysAfter(signedAt, 1),
      });
      added++;
    }
  }

  // 3. Sigurður and Oksana: the room the accepted offer stored as a draft, sent; Sigurður signed.
  {
    const [draft] = await database.db
      .select({
        id: rentalContracts.id,
        status: rentalContracts.status,
        startDate: rentalContracts.startDate,
        rentIsk: rentalContracts.rentIsk,
      })
      .from(rentalContracts)
      .innerJoin(offers, eq(offers.id, rentalContracts.offerId))
      .where(and(eq(offers.tenantUserId, id(OKSANA)), eq(rentalContracts.ownerUserId, id(SIGURDUR))));
    if (draft?.status === 'draft' && draft.startDate && draft.rentIsk) {
      const sentAt = daysAfter(now, -1);
      const ctx = await contextAs(database, storage, id(SIGURDUR), sentAt);
      const contract = await getContract(ctx, draft.id);
      await updateContract(ctx, draft.id, {
        terms: {
          category: 'room',
          propertyDescription: 'Herbergi með skáp og vaski; eldhús og þvottahús sameiginleg með einum öðrum leigjanda.',
          handoverDate: draft.startDate,
          electricity: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
          heating: { payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null },
          housingFund: { payer: 'landlord', amountIsk: null },
          paymentDay: 'first',
          paymentMethod: 'payment_slip',
          smokeDetectors: 1,
          fireExtinguishers: 1,
          conditionDescription: 'Nýmálað herbergi; nýtt rúm og skrifborð fylgja.',
          ...FIRE_AND_RULES,
        },
        units: contract.terms.units.map((u) => ({
          ...u,
          fastanumer: u.fastanumer || '2024517',
          unitCode: '01-0101',
          rooms: 1,
          usage: 'Herbergi',
        })),
        parties: contract.parties.map((p) => {
          const person = p.userId === id(SIGURDUR) ? SIGURDUR : OKSANA;
          return { ...p, kennitala: person.kennitala, phone: person.phone, address: person.address };
        }),
      });
      await sendForSigning(ctx, draft.id);
      await signContract(await contextAs(database, storage, id(SIGURDUR), new Date(sentAt.getTime() + 3_600_000)), draft.id, {
        password: DEMO_PASSWORD,
      });
      added++;
    }
  }

  // 4. Leiguliðar's draft for the flat at Hlemmur, its tenant not chosen yet.
  if (agency) {
    const [existing] = await database.db
      .select({ id: rentalContracts.id })
      .from(rentalContracts)
      .where(and(eq(rentalContracts.ownerTeamId, agency.id), eq(rentalContracts.address, 'Laugavegur 148')));
    if (!existing) {
      const ctx = await contextAs(database, storage, id(HELGA), daysAfter(now, -2));
      const draft = await createContract(
        { ...ctx, actor: ctx.actor && { ...ctx.actor, actingTeamId: agency.id } },
        {
          from: 'blank',
          side: 'landlord',
        },
      );
      await updateContract(ctx, draft.id, {
        terms: { address: 'Laugavegur 148', postcode: '105', municipality: 'Reykjavík', rentIsk: 329_000, termKind: 'fixed' },
        units: [{ fastanumer: '2010987', unitCode: '02-0201', sizeM2: 78.2, rooms: 3, usage: 'Íbúð' }],
      });
      added++;
    }
  }
  return added;
}

export interface ActiveSpec {
  landlord: Person;
  tenant: Person;
  teamId: string | null;
  signedAt: Date;
  terms: Partial<Omit<ContractTerms, 'units'>>;
  units: NonNullable<ContractChange['units']>;
  ids: { landlord: string; tenant: string };
}

/** A contract made blank by the landlord side, joined by the tenant, sent and signed by both. */
export async function activeContract(database: Database, storage: Storage, spec: ActiveSpec): Promise<string | null> {
  const [existing] = await database.db
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .where(
      and(
        eq(rentalContracts.address, spec.terms.address ?? ''),
        spec.teamId ? eq(rentalContracts.ownerTeamId, spec.teamId) : eq(rentalContracts.ownerUserId, spec.ids.landlord),
      ),
    );
  if (existing) return null;
  const draftedAt = daysAfter(spec.signedAt, -3);
  const ctx = await contextAs(database, storage, spec.ids.landlord, draftedAt);
  const draft = await createContract(
    spec.teamId ? { ...ctx, actor: ctx.actor && { ...ctx.actor, actingTeamId: spec.teamId } } : ctx,
    { from: 'blank', side: 'landlord' },
  );
  const tenantUser = await findUserByEmail(database.db, spec.tenant.email);
  const contract = await updateContract(ctx, draft.id, {
    terms: spec.terms,
    units: spec.units,
    parties: [
      { ...draft.parties[0], kennitala: spec.landlord.kennitala, phone: spec.landlord.phone, address: spec.landlord.address },
      {
        role: 'tenant',
        name: tenantUser?.name ?? '',
        kennitala: spec.tenant.kennitala,
        email: spec.tenant.email,
        phone: spec.tenant.phone,
        address: spec.tenant.address,
        companyName: null,
        companyKennitala: null,
        signs: true,
      },
    ],
  });
  // The tenant joined through their invitation (the wizard's way; here written directly).
  const tenantParty = contract.parties.find((p) => p.role === 'tenant');
  await database.db
    .update(rentalContractParties)
    .set({ userId: spec.ids.tenant })
    .where(eq(rentalContractParties.id, tenantParty?.id ?? ''));
  await recordContractEvent(database.db, {
    contractId: draft.id,
    actorId: spec.ids.tenant,
    kind: 'party_joined',
    at: new Date(draftedAt.getTime() + 3_600_000),
  });
  const sentAt = daysAfter(spec.signedAt, -1);
  await sendForSigning(await contextAs(database, storage, spec.ids.landlord, sentAt), draft.id);
  await signContract(await contextAs(database, storage, spec.ids.landlord, new Date(sentAt.getTime() + 3_600_000)), draft.id, {
    password: DEMO_PASSWORD,
  });
  await signContract(await contextAs(database, storage, spec.ids.tenant, spec.signedAt), draft.id, { password: DEMO_PASSWORD });
  return draft.id;
}
