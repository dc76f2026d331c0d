import { eq } from 'drizzle-orm';
import { importConfiguredFeed } from '#server/domain/imported-listings/import.ts';
import { createUser, findUserByEmail } from '#server/domain/users/users.service.ts';
import { createStorage, type Storage } from '#server/integrations/storage/storage.ts';
import { env } from '#server/lib/env.ts';
import type { Database } from '../client.ts';
import { payoutMethods } from '../schema/payout-methods.ts';
import { users } from '../schema/users.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoFavourites } from './demo-favourites.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoOpenHouses } from './demo-open-houses.ts';
import { seedDemoPaychecks } from './demo-paychecks.ts';
import { seedDemoPaymentService } from './demo-payment-service.ts';
import { seedDemoCpi } from './demo-registry.ts';
import { seedDemoRenewals } from './demo-renewals.ts';
import { seedDemoRent } from './demo-rent.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoStaffSetup } from './demo-staff-setup.ts';
import { seedDemoTeamConversations } from './demo-team-conversations.ts';
import { seedDemoTeamDocuments, seedDemoTeams } from './demo-teams.ts';
import { seedDemoTerminations } from './demo-terminations.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

const LOCALE_BY_EMAIL: Record<string, string> = {
  'tenant2@demo.heimaleiga.is': 'uk',
  'landlord2@demo.heimaleiga.is': 'pl',
};

/** Creates the demo people (idempotent). Returns how many were added. */
export async function seedDemo(database: Database, storage: Storage = createStorage(env()), now = new Date()): Promise<number> {
  let added = 0;
  for (const person of DEMO_USERS) {
    if (await findUserByEmail(database.db, person.email)) continue;
    await createUser(database.db, {
      email: person.email,
      password: DEMO_PASSWORD,
      name: person.name,
      scope: person.scope,
      locale: LOCALE_BY_EMAIL[person.email] ?? 'is',
      confirmedAt: now,
    });
    added++;
  }
  await seedProfiles(database);
  await seedDemoPaychecks(database, storage);
  await seedDemoNotifications(database);
  await seedDemoInvitations(database);
  await seedDemoTeams(database);
  await seedDemoTeamDocuments(database, storage);
  await seedDemoListings(database, storage);
  await seedDemoOpenHouses(database);
  await seedDemoReports(database);
  await seedDemoApplications(database);
  await seedDemoOffers(database, storage);
  await seedDemoContracts(database, storage);
  await seedDemoRenewals(database, storage);
  await seedDemoTerminations(database, storage);
  await seedDemoPaymentService(database, storage);
  await seedDemoConversations(database, storage);
  await seedDemoTeamConversations(database);
  await seedDemoFavourites(database);
  await seedDemoCpi(database);
  await seedDemoRent(database, storage);
  await seedDemoStaffSetup(database, storage);
  await importConfiguredFeed(database.db, env(), now); // the sample feed: /listings/mbl
  return added;
}

// Profiles and payout accounts for the demo people (valid kennitala and account formats; not real people).
const PROFILES: Record<string, { phone: string; kennitala: string; bio: string }> = {
  'tenant@demo.heimaleiga.is': {
    phone: '+3546123456',
    kennitala: '2412904849',
    bio: 'Hjúkrunarfræðingur á Landspítala. Reyklaus, engin gæludýr. Leita að 2ja herbergja íbúð í Reykjavík.',
  },
  'landlord@demo.heimaleiga.is': {
    phone: '+3548991234',
    kennitala: '1506953339',
    bio: 'Leigi út tvær íbúðir í Hlíðunum og eina í Kópavogi.',
  },
};

const PAYOUTS: Record<string, Omit<typeof payoutMethods.$inferInsert, 'userId'>> = {
  'landlord@demo.heimaleiga.is': {
    kind: 'is_bank',
    bank: '0133',
    ledger: '26',
    accountNumber: '012345',
    ownerKennitala: '1506953339',
    holderName: 'Sigurður Ólafsson',
    isDefault: true,
  },
  'landlord2@demo.heimaleiga.is': {
    kind: 'iban',
    iban: 'PL61109010140000071219812874',
    holderName: 'Anna Nowak',
    isDefault: true,
  },
};

async function seedProfiles(database: Database): Promise<void> {
  for (const [email, profile] of Object.entries(PROFILES)) {
    const user = await findUserByEmail(database.db, email);
    if (user && !user.kennitala) await database.db.update(users).set(profile).where(eq(users.id, user.id));
  }
  for (const [email, method] of Object.entries(PAYOUTS)) {
    const user = await findUserByEmail(database.db, email);
    if (!user) continue;
    const existing = await database.db
      .select({ id: payoutMethods.id })
      .from(payoutMethods)
      .where(eq(payoutMethods.userId, user.id))
      .limit(1);
    if (existing.length === 0) await database.db.insert(payoutMethods).values({ ...method, userId: user.id });
  }
}

export function demoAccountsText(): string {
  const rows = DEMO_USERS.map((u) => `  ${u.email.padEnd(30)} ${u.role}`).join('\n');
  return `Demo accounts (password: ${DEMO_PASSWORD}):\n${rows}`;
}
