import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('payout methods API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/users/me/payout-methods/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }
  const icelandic = {
    kind: 'is_bank',
    holderName: 'Sigurður Ólafsson',
    bank: '0133',
    ledger: '26',
    account: '12345',
    ownerKennitala: '010130-2989',
  };
  const iban = { kind: 'iban', holderName: 'Anna Nowak', iban: 'DE89 3704 0044 0532 0130 00' };

  it('adds accounts, masks them, and makes the first the default', async () => {
    const call = await signedIn();
    const first = await call('', { method: 'POST', body: JSON.stringify(icelandic) });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ kind: 'is_bank', masked: '0133-26-••••45', is_default: true });
    const second = await (await call('', { method: 'POST', body: JSON.stringify(iban) })).json();
    expect(second).toMatchObject({ masked: 'DE89 •••• 3000', is_default: false });
    const list = await (await call('')).json();
    expect(list.map((m: { masked: string }) => m.masked)).toEqual(['0133-26-••••45', 'DE89 •••• 3000']);
    expect(JSON.stringify(list)).not.toContain('012345');
  });

  it('moves the default, and promotes another when the default is removed', async () => {
    const call = await signedIn();
    const a = await (await call('', { method: 'POST', body: JSON.stringify(icelandic) })).json();
    const b = await (await call('', { method: 'POST', body: JSON.stringify(iban) })).json();
    expect((await call(`${b.id}/default/`, { method: 'POST' })).status).toBe(204);
    let list = await (await call('')).json();
    expect(list[0]).toMatchObject({ id: b.id, is_default: true });
    expect(list.filter((m: { is_default: boolean }) => m.is_default)).toHaveLength(1);
    expect((await call(`${b.id}/`, { method: 'DELETE' })).status).toBe(204);
    list = await (await call('')).json();
    expect(list).toEqual([expect.objectContaining({ id: a.id, is_default: true })]);
  });

  it('refuses bad numbers with a message per field, saving nothing', async () => {
    const call = await signedIn();
    const bad = await call('', {
      method: 'POST',
      body: JSON.stringify({ ...icelandic, bank: '13', ledger: 'x', account: '1234567', ownerKennitala: '0101302988' }),
    });
    expect(bad.status).toBe(422);
    const { fields } = (await bad.json()).error;
    expect(fields.ownerKennitala).toBeDefined();
    const badIban = await call('', { method: 'POST', body: JSON.stringify({ ...iban, iban: 'DE89 3704 0044 0532 0130 01' }) });
    expect((await badIban.json()).error.fields.iban).toEqual(['This IBAN is not valid. Check the letters and digits.']);
    expect(await (await call('')).json()).toEqual([]);
  });

  it("can't touch someone else's accounts", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const theirAccount = await (await theirs('', { method: 'POST', body: JSON.stringify(icelandic) })).json();
    expect((await mine(`${theirAccount.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await mine(`${theirAccount.id}/default/`, { method: 'POST' })).status).toBe(404);
    expect(await (await theirs('')).json()).toHaveLength(1);
  });

  it('allows at most ten', async () => {
    const call = await signedIn();
    for (let i = 0; i < 10; i++) expect((await call('', { method: 'POST', body: JSON.stringify(iban) })).status).toBe(201);
    const over = await call('', { method: 'POST', body: JSON.stringify(iban) });
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe('payout_method_limit');
  });

  it('needs a token', async () => {
    expect((await t.app.request('/api/users/me/payout-methods/')).status).toBe(401);
  });
});
