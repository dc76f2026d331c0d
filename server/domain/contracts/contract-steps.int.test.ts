import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { addDays, addMonths } from '#common/contract-rules.ts';
import { kennitalaCheckDigit } from '#common/kennitala.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { consumerPriceIndex, rentalContractSignatures } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { getContractDefaults, setContractDefaults } from './contract-defaults.service.ts';
import { answerContractInvitation, getContractInvitation } from './contract-invitations.service.ts';
import { contractDefaultsSchema, type InputStep, STEP_INPUT_SCHEMAS } from './contract-steps.schemas.ts';
import { saveContractStep } from './contract-steps.service.ts';
import { createContract, getContract } from './contracts.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A valid kennitala for someone born on `birth` (YYYY-MM-DD). */
function kennitalaFor(birth: string, serialFrom = 20): string {
  const [y, m, d] = birth.split('-');
  for (let serial = serialFrom; serial < 100; serial++) {
    const eight = `${d}${m}${y.slice(2)}${serial}`;
    const check = kennitalaCheckDigit(eight);
    if (check !== null) return `${eight}${check}${y.startsWith('19') ? '9' : '0'}`;
  }
  throw new Error('no serial');
}

let serial = 20;
const adult = () => kennitalaFor('1990-05-17', serial++ % 90);

describe('the contract wizard: saving steps', () => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    today = dayOf(t.contextFor(null).now());
  });
  afterAll(() => t.close());

  const save = async <S extends InputStep>(ctx: ServiceContext, id: string, step: S, raw: unknown) =>
    saveContractStep(ctx, id, step, STEP_INPUT_SCHEMAS[step].parse(raw) as never, { invite: false });

  async function draft() {
    const landlord = await makeUser(t.database);
    const ctx = t.contextFor(landlord);
    const contract = await createContract(ctx, { from: 'blank', side: 'landlord' });
    return { landlord, ctx, contract };
  }

  const refusal = (fields: Record<string, string[]>) => ({ code: 'validation_failed', fields });

  it('parties: refuses a wrong or under-age kennitala beside its field, saves what is only missing', async () => {
    const { ctx, contract } = await draft();
    const landlord = contract.parties[0];
    const rows = (tenant: Record<string, unknown>) => ({
      parties: [
        { ...landlord, kennitala: adult(), phone: '5812345', address: 'Laugavegur 1' },
        { role: 'tenant', ...tenant },
      ],
    });
    await expect(save(ctx, contract.id, 'parties', rows({ name: 'Jón', kennitala: '0101012345' }))).rejects.toMatchObject(
      refusal({ 'parties.1.kennitala': ['contract_party_kennitala_invalid'] }),
    );
    const child = kennitalaFor(`${Number(today.slice(0, 4)) - 10}-03-04`);
    await expect(save(ctx, contract.id, 'parties', rows({ name: 'Barn', kennitala: child }))).rejects.toMatchObject(
      refusal({ 'parties.1.kennitala': ['contract_party_underage'] }),
    );
    await expect(save(ctx, contract.id, 'parties', rows({ name: 'Jón', phone: '12' }))).rejects.toMatchObject(
      refusal({ 'parties.1.phone': ['contract_party_phone_invalid'] }),
    );
    // Nothing was written by the refusals.
    expect((await getContract(ctx, contract.id)).parties).toHaveLength(1);
    // Only a name: the rest is missing, which a draft may be.
    const saved = await save(ctx, contract.id, 'parties', rows({ name: 'Jón Jónsson' }));
    expect(saved.parties.map((p) => p.role)).toEqual(['landlord', 'tenant']);
    expect(saved.parties[0].userId).toBe(landlord.userId);
    expect(saved.issues.map((i) => i.code)).toContain('contract_party_kennitala_missing');
    // A blank row is dropped, not saved.
    const again = await save(ctx, contract.id, 'parties', {
      parties: [...saved.parties, { role: 'tenant_representative', name: '', email: '' }],
    });
    expect(again.parties).toHaveLength(2);
  });

  it('date-time: refuses room counts, sizes and dates the registry would refuse; saves an incomplete unit', async () => {
    const { ctx, contract } = await draft();
    const base = { address: 'Njálsgata 23', postcode: '101', startDate: addDays(today, 10), termKind: 'indefinite' };
    await expect(
      save(ctx, contract.id, 'date-time', { ...base, units: [{ fastanumer: '2312345', sizeM2: '60', rooms: '25' }] }),
    ).rejects.toMatchObject(refusal({ 'units.0.rooms': ['contract_rooms_too_many'] }));
    await expect(
      save(ctx, contract.id, 'date-time', { ...base, units: [{ fastanumer: '2312345', sizeM2: '600', rooms: '3' }] }),
    ).rejects.toMatchObject(refusal({ 'units.0.sizeM2': ['contract_size_too_large'] }));
    await expect(
      save(ctx, contract.id, 'date-time', { ...base, units: [{ fastanumer: '12', sizeM2: '60', rooms: '2' }] }),
    ).rejects.toMatchObject(refusal({ 'units.0.fastanumer': ['contract_unit_fastanumer_invalid'] }));
    await expect(
      save(ctx, contract.id, 'date-time', { ...base, termKind: 'fixed', endDate: addDays(base.startDate, 10), units: [] }),
    ).rejects.toMatchObject(refusal({ endDate: ['contract_end_too_soon'] }));
    await expect(
      save(ctx, contract.id, 'date-time', { ...base, startDate: addDays(today, 400), units: [] }),
    ).rejects.toMatchObject(refusal({ startDate: ['contract_start_too_late'] }));
    // A unit without size and rooms yet, no description: missing, saved.
    const saved = await save(ctx, contract.id, 'date-time', { ...base, units: [{ fastanumer: 'F231-2345' }] });
    expect(saved.terms.units).toEqual([expect.objectContaining({ fastanumer: '2312345' })]);
    expect(saved.terms.municipality).toBe('Reykjavík');
    expect(saved.issues.map((i) => i.code)).toEqual(expect.arrayContaining(['contract_description_missing']));
  });

  it('price: refuses index-linking on a 12-month term (37. gr.) and rent out of bounds; a missing rent is saved', async () => {
    const { ctx, contract } = await draft();
    const start = addDays(today, 5);
    await save(ctx, contract.id, 'date-time', { startDate: start, termKind: 'fixed', endDate: addMonths(start, 12) });
    const month = `${today.slice(0, 7)}-01`;
    await t.database.db.insert(consumerPriceIndex).values({ month, value: 650.1 }).onConflictDoNothing();
    await expect(
      save(ctx, contract.id, 'price', { rentIsk: '250.000', indexType: 'cpi', indexBaseMonth: month }),
    ).rejects.toMatchObject(refusal({ indexType: ['contract_index_short_term'] }));
    await expect(save(ctx, contract.id, 'price', { rentIsk: '9000' })).rejects.toMatchObject(
      refusal({ rentIsk: ['contract_rent_too_low'] }),
    );
    await expect(save(ctx, contract.id, 'price', { rentIsk: 'mikið' })).rejects.toThrow();
    const saved = await save(ctx, contract.id, 'price', { rentIsk: '' });
    expect(saved.terms.rentIsk).toBeNull();
    // Indefinite: index-linking is allowed, with the base value from the published CPI.
    await save(ctx, contract.id, 'date-time', { startDate: start, termKind: 'indefinite' });
    const indexed = await save(ctx, contract.id, 'price', { rentIsk: '250000', indexType: 'cpi', indexBaseMonth: month });
    expect(indexed.terms).toMatchObject({ rentIsk: 250_000, indexType: 'cpi', indexBaseMonth: month, indexBaseValue: 650.1 });
  });

  it('payments: refuses security above three months’ rent or a mutual fund fee above 10% (40. gr.)', async () => {
    const { ctx, contract } = await draft();
    await save(ctx, contract.id, 'price', { rentIsk: '200000' });
    await expect(
      save(ctx, contract.id, 'payments', { securityType: 'cash_deposit', securityAmountIsk: '600001' }),
    ).rejects.toMatchObject(refusal({ securityAmountIsk: ['contract_security_too_high'] }));
    await expect(
      save(ctx, contract.id, 'payments', {
        securityType: 'mutual_fund_fee',
        securityProvider: 'Sjóður',
        securityAmountIsk: '20001',
      }),
    ).rejects.toMatchObject(refusal({ securityAmountIsk: ['contract_mutual_fund_fee_too_high'] }));
    await expect(
      save(ctx, contract.id, 'payments', { paymentDay: 'other', paymentDayOther: 'x'.repeat(60) }),
    ).rejects.toMatchObject(refusal({ paymentDayOther: ['contract_payment_text_too_long'] }));
    const saved = await save(ctx, contract.id, 'payments', { securityType: 'cash_deposit', securityAmountIsk: '600000' });
    expect(saved.terms).toMatchObject({ securityType: 'cash_deposit', securityAmountIsk: 600_000 });
    // No amount yet, no payout method yet: missing, saved.
    const missing = await save(ctx, contract.id, 'payments', { securityType: 'bank_guarantee', paymentMethod: 'bank_transfer' });
    expect(missing.issues.map((i) => i.code)).toEqual(
      expect.arrayContaining([
        'contract_security_amount_missing',
        'contract_payout_missing',
        'contract_security_provider_missing',
      ]),
    );
    // Someone else's payout method is refused.
    await expect(
      save(ctx, contract.id, 'payments', {
        paymentMethod: 'bank_transfer',
        payoutMethodId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject(refusal({ payoutMethodId: ['invalid'] }));
  });

  it('rules: refuses impossible counts; too few smoke detectors is a warning and saves', async () => {
    const { ctx, contract } = await draft();
    await expect(save(ctx, contract.id, 'rules', { smokeDetectors: '-1' })).rejects.toMatchObject(
      refusal({ smokeDetectors: ['contract_count_invalid'] }),
    );
    await expect(save(ctx, contract.id, 'rules', { fireExtinguishers: '0' })).rejects.toMatchObject(
      refusal({ fireExtinguishers: ['contract_fire_extinguishers_too_few'] }),
    );
    await save(ctx, contract.id, 'date-time', { units: [{ fastanumer: '2312345', sizeM2: '170', rooms: '4' }] });
    const saved = await save(ctx, contract.id, 'rules', {
      pets: 'by_agreement',
      smokingAllowed: 'on',
      smokeDetectors: '1',
      fireExtinguishers: '1',
      fireBlanket: 'on',
      fixedTermNoticeGrounds: 'Sala eignarinnar.',
    });
    expect(saved.terms).toMatchObject({
      pets: 'by_agreement',
      smokingAllowed: true,
      sublettingAllowed: false,
      fireBlanket: true,
      fixedTermNoticeGrounds: 'Sala eignarinnar.',
    });
    expect(saved.issues).toContainEqual(
      expect.objectContaining({ code: 'contract_smoke_detectors_too_few', severity: 'warning' }),
    );
  });

  describe('API', () => {
    async function caller(user?: { email: string }) {
      const person = user ?? (await makeUser(t.database));
      const token = (await (await postJson(t.app, '/api/token/', { email: person.email, password: TEST_PASSWORD })).json())
        .access as string;
      return (method: string, path: string, body?: unknown) =>
        t.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
    }

    it('saves a step, refuses wrong values with 422 by field, 404 for unknown steps and strangers; a change after signing voids the signatures', async () => {
      const landlord = await makeUser(t.database);
      const call = await caller(landlord);
      const draft = await (await call('POST', '/api/rental-contracts/', { from: 'blank', side: 'landlord' })).json();
      const ok = await call('PUT', `/api/rental-contracts/${draft.id}/steps/price/`, { rentIsk: 240000 });
      expect(ok.status).toBe(200);
      const saved = await ok.json();
      expect(saved.terms.rentIsk).toBe(240_000);

      const bad = await call('PUT', `/api/rental-contracts/${draft.id}/steps/payments/`, {
        securityType: 'cash_deposit',
        securityAmountIsk: 240_000 * 3 + 1,
      });
      expect(bad.status).toBe(422);
      // The API sends each field's message; one refusal, beside the security amount.
      expect(Object.keys((await bad.json()).error.fields)).toEqual(['securityAmountIsk']);
      expect((await call('PUT', `/api/rental-contracts/${draft.id}/steps/signing/`, {})).status).toBe(404);
      expect((await call('PUT', `/api/rental-contracts/${draft.id}/steps/finish/`, {})).status).toBe(404);
      const stranger = await caller();
      expect((await stranger('PUT', `/api/rental-contracts/${draft.id}/steps/price/`, { rentIsk: 1 })).status).toBe(404);

      await t.database.db.insert(rentalContractSignatures).values({
        contractId: draft.id,
        partyId: saved.parties[0].id,
        userId: landlord.id,
        documentVersion: saved.documentVersion,
        pdfSha256: 'b'.repeat(64),
        method: 'password',
      });
      const changed = await (await call('PUT', `/api/rental-contracts/${draft.id}/steps/price/`, { rentIsk: 250000 })).json();
      expect(changed.signaturesVoidedAt).not.toBeNull();
      expect(changed.parties[0].signedAt).toBeNull();
      expect(changed.documentVersion).toBe(saved.documentVersion + 1);

      // Nobody but the invited person answers a contract's invitation.
      expect((await stranger('POST', `/api/rental-contracts/${draft.id}/invitation/accept/`)).status).toBe(404);
      expect((await stranger('POST', `/api/rental-contracts/${draft.id}/invitation/maybe/`)).status).toBe(404);
    });
  });

  describe('invitations (kind rental_contract)', () => {
    it('invites a party by email; only the invited person reads the draft and joins, anyone else gets 404', async () => {
      const { ctx, contract } = await draft();
      const tenant = await makeUser(t.database);
      const stranger = await makeUser(t.database);
      const saved = await saveContractStep(
        ctx,
        contract.id,
        'parties',
        STEP_INPUT_SCHEMAS.parties.parse({
          parties: [contract.parties[0], { role: 'tenant', name: tenant.name, email: tenant.email.toUpperCase() }],
        }),
      );
      const tenantParty = saved.parties[1];
      const [invitation] = await t.database.db
        .select()
        .from(invitations)
        .where(and(eq(invitations.kind, 'rental_contract'), eq(invitations.subjectId, contract.id)));
      expect(invitation).toMatchObject({ role: tenantParty.id, inviteeEmail: tenant.email.toLowerCase(), status: 'pending' });
      // Saving again does not invite twice.
      await saveContractStep(ctx, contract.id, 'parties', STEP_INPUT_SCHEMAS.parties.parse({ parties: saved.parties }));
      expect(await t.database.db.select().from(invitations).where(eq(invitations.subjectId, contract.id))).toHaveLength(1);

      await expect(getContractInvitation(t.contextFor(stranger), contract.id)).rejects.toMatchObject({ code: 'not_found' });
      await expect(answerContractInvitation(t.contextFor(stranger), contract.id, 'accept')).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(getContract(t.contextFor(tenant), contract.id)).rejects.toMatchObject({ code: 'not_found' });

      const view = await getContractInvitation(t.contextFor(tenant), contract.id);
      expect(view).toMatchObject({ state: 'pending', party: { id: tenantParty.id, role: 'tenant' } });
      await answerContractInvitation(t.contextFor(tenant), contract.id, 'accept');
      const joined = await getContract(t.contextFor(tenant), contract.id);
      expect(joined.parties[1].userId).toBe(tenant.id);
      expect(joined.can.edit).toBe(false);
      expect((await getContractInvitation(t.contextFor(tenant), contract.id)).state).toBe('accepted');
    });

    it('voids the invitation of an address the landlord side has since changed', async () => {
      const { ctx, contract } = await draft();
      const first = await makeUser(t.database);
      const second = await makeUser(t.database);
      const saved = await saveContractStep(
        ctx,
        contract.id,
        'parties',
        STEP_INPUT_SCHEMAS.parties.parse({
          parties: [contract.parties[0], { role: 'tenant', name: 'Leigjandi', email: first.email }],
        }),
      );
      await saveContractStep(
        ctx,
        contract.id,
        'parties',
        STEP_INPUT_SCHEMAS.parties.parse({ parties: [saved.parties[0], { ...saved.parties[1], email: second.email }] }),
      );
      await expect(answerContractInvitation(t.contextFor(first), contract.id, 'accept')).rejects.toMatchObject({
        code: 'invitation_revoked',
      });
      await answerContractInvitation(t.contextFor(second), contract.id, 'accept');
      expect((await getContract(t.contextFor(second), contract.id)).parties[1].userId).toBe(second.id);
    });

    it('mails an address without an account the contract invitation, with its link', async () => {
      const { ctx, contract } = await draft();
      const email = `nyr.leigjandi.${Date.now()}@example.is`;
      await saveContractStep(
        ctx,
        contract.id,
        'parties',
        STEP_INPUT_SCHEMAS.parties.parse({ parties: [contract.parties[0], { role: 'tenant', name: 'Nýr Leigjandi', email }] }),
      );
      const mail = await t.waitForMail(email, 'contract_invitation');
      expect(mail.text).toContain(`/invitations/rental-contracts/${contract.id}`);
    });

    it('invites by a kennitala that matches an account; that person may join, and may also decline', async () => {
      const { ctx, contract } = await draft();
      const person = await makeUser(t.database);
      const kennitala = adult();
      await t.database.db.update(users).set({ kennitala }).where(eq(users.id, person.id));
      await saveContractStep(
        ctx,
        contract.id,
        'parties',
        STEP_INPUT_SCHEMAS.parties.parse({ parties: [contract.parties[0], { role: 'tenant', name: 'Leigjandi', kennitala }] }),
      );
      const view = await getContractInvitation(t.contextFor(person), contract.id);
      expect(view.party.kennitala).toBe(kennitala);
      await answerContractInvitation(t.contextFor(person), contract.id, 'decline');
      expect((await getContractInvitation(t.contextFor(person), contract.id)).state).toBe('declined');
      await expect(getContract(t.contextFor(person), contract.id)).rejects.toMatchObject({ code: 'not_found' });
    });
  });

  describe('team default terms', () => {
    it('are saved by those who may update the team and prefilled into the team’s new drafts', async () => {
      const [owner, viewer] = await Promise.all([makeUser(t.database), makeUser(t.database)]);
      const team = await makeTeam(t.database, [
        { userId: owner.id, role: 'owner' },
        { userId: viewer.id, role: 'viewer' },
      ]);
      const asOwner = await t.contextForMember(owner.id);
      const input = contractDefaultsSchema.parse({
        paymentDay: 'last',
        paymentMethod: 'payment_slip',
        securityType: 'insurance',
        securityMonths: '2',
        pets: 'allowed',
        sublettingAllowed: 'on',
        smokeDetectors: '2',
        fireExtinguishers: '1',
        houseRules: 'Kyrrð eftir kl. 22.',
      });
      await setContractDefaults(asOwner, team.slug, input);
      expect(await getContractDefaults(asOwner, team.slug)).toMatchObject({ paymentDay: 'last', securityMonths: 2 });
      const asViewer = await t.contextForMember(viewer.id);
      await expect(setContractDefaults(asViewer, team.slug, input)).rejects.toMatchObject({ status: 404 });

      const inTeamMode = {
        ...asOwner,
        actor: { ...(asOwner.actor as NonNullable<ServiceContext['actor']>), actingTeamId: team.id },
      };
      const contract = await createContract(inTeamMode, { from: 'blank', side: 'landlord' });
      expect(contract.team?.id).toBe(team.id);
      expect(contract.terms).toMatchObject({
        paymentDay: 'last',
        paymentMethod: 'payment_slip',
        securityType: 'insurance',
        pets: 'allowed',
        sublettingAllowed: true,
        smokeDetectors: 2,
        houseRules: 'Kyrrð eftir kl. 22.',
      });

      const call = async (method: string, body?: unknown) => {
        const token = (await (await postJson(t.app, '/api/token/', { email: owner.email, password: TEST_PASSWORD })).json())
          .access as string;
        return t.app.request(`/api/teams/${team.slug}/contract-defaults/`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      };
      expect(await (await call('GET')).json()).toMatchObject({ paymentDay: 'last' });
      const bad = await call('PUT', { securityMonths: 4 });
      expect(bad.status).toBe(422);
      expect((await call('PUT', { paymentDay: 'first' })).status).toBe(200);
    });
  });
});
