import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#common/contract-rules.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { requirePaymentManager } from '../../bank-payments/party.service.ts';
import { assertRenewalManager } from '../../renewals/renewals.service.ts';
import { createTermination, terminationOverview } from '../../terminations/terminations.service.ts';

// The agreement kernel through the real services: a team's named signatory acts for the landlord
// side only through their role in the team now (docs/rules/access.md "Agreements").

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An active indefinite team contract whose landlord party is `signatory`, named as the team's signatory. */
async function teamContract(signatoryRole: 'agent' | 'viewer') {
  const signatory = await makeUser(t.database);
  const admin = await makeUser(t.database);
  const team = await makeTeam(t.database, [
    { userId: admin.id, role: 'admin' },
    { userId: signatory.id, role: signatoryRole },
  ]);
  const c = await activeContract(t, { teamId: team.id, landlordId: signatory.id });
  // Indefinite, so that notice may be given (56. gr.).
  const startDate = addDays(t.clock.now.toISOString().slice(0, 10), -400);
  await t.database.db
    .update(rentalContracts)
    .set({ ownerUserId: null, termKind: 'indefinite', endDate: null, startDate })
    .where(eq(rentalContracts.id, c.id));
  await t.database.db
    .update(rentalContractParties)
    .set({ teamId: team.id })
    .where(and(eq(rentalContractParties.contractId, c.id), eq(rentalContractParties.userId, signatory.id)));
  return { ...c, team, signatory, admin };
}

describe('a team signatory acts only through their role in the team now', () => {
  it('as an agent gives notice; demoted to viewer is refused (403: they still read it)', async () => {
    const c = await teamContract('agent');
    const asAgent = await t.contextForMember(c.signatory.id);
    expect((await terminationOverview(asAgent, c.id)).sides).toEqual(['landlord']);

    await t.database.db
      .update(teamMembers)
      .set({ role: 'viewer' })
      .where(and(eq(teamMembers.teamId, c.team.id), eq(teamMembers.userId, c.signatory.id)));
    const demoted = await t.contextForMember(c.signatory.id);
    expect((await terminationOverview(demoted, c.id)).sides).toEqual([]);
    await expect(createTermination(demoted, c.id, { kind: 'default', reasonCode: 'sale' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(assertRenewalManager(demoted, c.id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(requirePaymentManager(demoted, c.id)).rejects.toMatchObject({ code: 'not_found' });

    // The team's admin, not named on the contract, acts for the landlord side.
    const admin = await t.contextForMember(c.admin.id);
    const draft = await createTermination(admin, c.id, { kind: 'default', reasonCode: 'sale' });
    expect(draft.fromSide).toBe('landlord');
    await expect(assertRenewalManager(admin, c.id)).resolves.toBeUndefined();
    await expect(requirePaymentManager(admin, c.id)).resolves.toBeUndefined();
  });

  it('removed from the team, still reads as a named party but gives no notice', async () => {
    const c = await teamContract('agent');
    await t.database.db.delete(teamMembers).where(and(eq(teamMembers.teamId, c.team.id), eq(teamMembers.userId, c.signatory.id)));
    const gone = await t.contextForMember(c.signatory.id);
    expect((await terminationOverview(gone, c.id)).sides).toEqual([]);
    await expect(createTermination(gone, c.id, { kind: 'default', reasonCode: 'sale' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(assertRenewalManager(gone, c.id)).rejects.toMatchObject({ code: 'forbidden' });
    // A stranger learns nothing of it.
    const stranger = t.contextFor(await makeUser(t.database));
    await expect(createTermination(stranger, c.id, { kind: 'default', reasonCode: 'sale' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
