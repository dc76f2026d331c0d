import { createUser, findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

const LOCALE_BY_EMAIL: Record<string, string> = {
  'tenant2@demo.heimaleiga.is': 'uk',
  'landlord2@demo.heimaleiga.is': 'pl',
};

/** Creates the demo people (idempotent). Returns how many were added. */
export async function seedDemo(database: Database): Promise<number> {
  let added = 0;
  for (const person of DEMO_USERS) {
    if (await findUserByEmail(database.db, person.email)) continue;
    await createUser(database.db, {
      email: person.email,
      password: DEMO_PASSWORD,
      name: person.name,
      scope: person.scope,
      locale: LOCALE_BY_EMAIL[person.email] ?? 'is',
      confirmed: true,
    });
    added++;
  }
  return added;
}

export function demoAccountsText(): string {
  const rows = DEMO_USERS.map((u) => `  ${u.email.padEnd(30)} ${u.role}`).join('\n');
  return `Demo accounts (password: ${DEMO_PASSWORD}):\n${rows}`;
}
