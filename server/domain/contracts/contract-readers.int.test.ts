import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateContract } from '#server/domain/contracts/contract-edit.service.ts';
import { getContract } from '#server/domain/contracts/contracts.service.ts';
import { payoutMethodSchema } from '#server/domain/payout-methods/payouts.schemas.ts';
import { addPayoutMethod } from '#server/domain/payout-methods/payouts.service.ts';
import { readyContract } from '#tests/fixtures/contracts.ts';
import { createTestApp, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// Each reader of a contract gets what they need (docs/rules/contracts.md): the landlord's payout
// method id is for the landlord side, not for the tenant, in the API and in the pages (both read
// the one DTO, getContract).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the landlord's payout method in a contract", () => {
  it('is shown to the landlord and hidden from the tenant', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    const method = await addPayoutMethod(
      t.contextFor(landlord),
      payoutMethodSchema.parse({ kind: 'iban', holderName: 'Leigusali Prófun', iban: 'IS140159260076545510730339' }),
    );
    await updateContract(t.contextFor(landlord), contractId, {
      terms: { paymentMethod: 'bank_transfer', payoutMethodId: method.id },
    });

    const read = async (person: { email: string }) => {
      const { access } = await (await postJson(t.app, '/api/token/', { email: person.email, password: TEST_PASSWORD })).json();
      const response = await t.app.request(`/api/rental-contracts/${contractId}/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const landlordSees = await read(landlord);
    expect(JSON.parse(landlordSees).terms.payoutMethodId).toBe(method.id);
    const tenantSees = await read(tenant);
    expect(JSON.parse(tenantSees).terms).toMatchObject({ paymentMethod: 'bank_transfer', payoutMethodId: null });
    expect(tenantSees).not.toContain(method.id);
    // The pages' loaders read the same DTO.
    expect((await getContract(t.contextFor(tenant), contractId)).terms.payoutMethodId).toBeNull();
    expect((await getContract(t.contextFor(landlord), contractId)).terms.payoutMethodId).toBe(method.id);
  });
});
