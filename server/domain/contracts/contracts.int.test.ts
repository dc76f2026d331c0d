import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import {
  rentalContractEvents,
  rentalContractParties,
  rentalContractSignatures,
  rentalContracts,
} from '#server/db/schema/rental-contracts.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { advertiseNextTenancy, advertisePlan } from './advertise.service.ts';
import { updateContract } from './contract-edit.service.ts';
import { contractDocuments, contractHistory } from './contract-overview.service.ts';
import { cancelContract, createContract, getContract, listContracts } from './contracts.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('rental contracts: drafts, access and editing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts a draft from a listing, prefilled, with the landlord as its first party', async () => {
    const listing = await landlordListing(t, { published: true });
    const draft = await createContract(t.contextFor(listing.owner), { from: 'listing', listingId: listing.id });
    expect(draft.status).toBe('draft');
    expect(draft.reference).toMatch(/^HL-\d{5,}$/);
    expect(draft.listing?.id).toBe(listing.id);
    expect(draft.terms.address).toBe('Njálsgata 23');
    expect(draft.terms.postcode).toBe('101');
    expect(draft.terms.municipality).toBe('Reykjavík');
    expect(draft.terms.rentIsk).toBe(245_000);
    expect(draft.terms.units).toHaveLength(1);
    expect(draft.terms.units[0]).toMatchObject({ sizeM2: 54, rooms: 2 });
    expect(draft.parties).toEqual([
      expect.objectContaining({ role: 'landlord', userId: listing.owner.id, name: listing.owner.name }),
    ]);
    expect(draft.can).toEqual({ edit: true, sign: false, cancel: true, manage: true });
    // Nobody else learns it exists.
    const stranger = await makeUser(t.database);
    await expect(getContract(t.contextFor(stranger), draft.id)).rejects.toMatchObject({ code: 'not_found' });
    // Nor may they start one from a listing that is not theirs.
    await expect(createContract(t.contextFor(stranger), { from: 'listing', listingId: listing.id })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('starts a blank draft as a tenant for a tenancy found elsewhere', async () => {
    const tenant = await makeUser(t.database);
    const draft = await createContract(t.contextFor(tenant), { from: 'blank', side: 'tenant' });
    expect(draft.ownerUserId).toBe(tenant.id);
    expect(draft.parties).toEqual([expect.objectContaining({ role: 'tenant', userId: tenant.id })]);
    expect(draft.issues.some((i) => i.severity === 'error')).toBe(true);
  });

  it('lets a team’s agents work its contracts and its viewers only read them', async () => {
    const [owner, agent, viewer, outsider] = await Promise.all([1, 2, 3, 4].map(() => makeUser(t.database)));
    const team = await makeTeam(t.database, [
      { userId: owner.id, role: 'owner' },
      { userId: agent.id, role: 'agent' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    const listing = await landlordListing(t, { published: true });
    const [row] = await t.database.db
      .select({ propertyId: listings.propertyId })
      .from(listings)
      .where(eq(listings.id, listing.id));
    await t.database.db
      .update(properties)
      .set({ ownerUserId: null, ownerTeamId: team.id })
      .where(eq(properties.id, row.propertyId as string));
    await t.database.db.update(listings).set({ ownerUserId: null, ownerTeamId: team.id }).where(eq(listings.id, listing.id));

    const asAgent = await t.contextForMember(agent.id);
    const draft = await createContract(asAgent, { from: 'listing', listingId: listing.id });
    expect(draft.team?.id).toBe(team.id);
    expect(draft.parties[0]).toMatchObject({ role: 'landlord', teamId: team.id, companyName: team.name, userId: agent.id });

    const asViewer = await t.contextForMember(viewer.id);
    expect((await getContract(asViewer, draft.id)).can).toEqual({ edit: false, sign: false, cancel: false, manage: false });
    await expect(updateContract(asViewer, draft.id, { terms: { rentIsk: 1 } })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(createContract(asViewer, { from: 'listing', listingId: listing.id })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(getContract(await t.contextForMember(outsider.id), draft.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await listContracts(asViewer)).items.map((c) => c.id)).toContain(draft.id);
    expect((await listContracts(await t.contextForMember(outsider.id))).items.map((c) => c.id)).not.toContain(draft.id);
  });

  it('makes a new version with every change, and a change after a signature voids it and says so', async () => {
    const listing = await landlordListing(t, { published: true });
    const ctx = t.contextFor(listing.owner);
    const draft = await createContract(ctx, { from: 'listing', listingId: listing.id });
    const changed = await updateContract(ctx, draft.id, { terms: { rentIsk: 250_000 } }, { step: 'price' });
    expect(changed.documentVersion).toBe(draft.documentVersion + 1);
    expect(changed.terms.rentIsk).toBe(250_000);

    await t.database.db.insert(rentalContractSignatures).values({
      contractId: draft.id,
      partyId: changed.parties[0].id,
      userId: listing.owner.id,
      documentVersion: changed.documentVersion,
      pdfSha256: 'a'.repeat(64),
      method: 'password',
    });
    expect((await getContract(ctx, draft.id)).parties[0].signedAt).not.toBeNull();
    const after = await updateContract(ctx, draft.id, { terms: { rentIsk: 255_000 } });
    expect(after.status).toBe('draft');
    expect(after.signaturesVoidedAt).not.toBeNull();
    expect(after.parties[0].signedAt).toBeNull();
    const live = await t.database.db
      .select()
      .from(rentalContractSignatures)
      .where(and(eq(rentalContractSignatures.contractId, draft.id), isNull(rentalContractSignatures.voidedAt)));
    expect(live).toHaveLength(0);
    const kinds = (
      await t.database.db
        .select({ kind: rentalContractEvents.kind })
        .from(rentalContractEvents)
        .where(eq(rentalContractEvents.contractId, draft.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'updated', 'signatures_voided']));
  });

  it('keeps a party’s account link, and never attaches an account from the wizard’s input', async () => {
    const listing = await landlordListing(t, { published: true });
    const ctx = t.contextFor(listing.owner);
    const draft = await createContract(ctx, { from: 'listing', listingId: listing.id });
    const victim = await makeUser(t.database);
    const landlord = draft.parties[0];
    const sneaky = { userId: victim.id, teamId: null } as Record<string, unknown>;
    const updated = await updateContract(ctx, draft.id, {
      parties: [
        { ...landlord, name: 'Sigurður Ólafsson' },
        {
          role: 'tenant',
          name: 'Guðrún Jónsdóttir',
          kennitala: null,
          email: victim.email,
          phone: null,
          address: null,
          companyName: null,
          companyKennitala: null,
          signs: true,
          ...sneaky,
        },
      ],
    });
    expect(updated.parties.map((p) => [p.role, p.userId])).toEqual([
      ['landlord', listing.owner.id],
      ['tenant', null],
    ]);
    expect(updated.parties[0].name).toBe('Sigurður Ólafsson');
    // Nor can an existing party be pointed at another account.
    const moved = await updateContract(ctx, draft.id, { parties: [{ ...updated.parties[0], ...sneaky }, updated.parties[1]] });
    expect(moved.parties[0].userId).toBe(listing.owner.id);
    await expect(getContract(t.contextFor(victim), draft.id)).rejects.toMatchObject({ code: 'not_found' });
    // Dropping a party removes it.
    const fewer = await updateContract(ctx, draft.id, { parties: [updated.parties[0]] });
    expect(fewer.parties).toHaveLength(1);
    const rows = await t.database.db.select().from(rentalContractParties).where(eq(rentalContractParties.contractId, draft.id));
    expect(rows).toHaveLength(1);
  });

  it('cancels a draft, after which it cannot be changed', async () => {
    const tenant = await makeUser(t.database);
    const ctx = t.contextFor(tenant);
    const draft = await createContract(ctx, { from: 'blank', side: 'tenant' });
    const cancelled = await cancelContract(ctx, draft.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.can.edit).toBe(false);
    await expect(updateContract(ctx, draft.id, { terms: { rentIsk: 200_000 } })).rejects.toMatchObject({
      code: 'contract_not_editable',
    });
    await expect(cancelContract(ctx, draft.id)).rejects.toMatchObject({ code: 'contract_not_editable' });
    expect((await listContracts(ctx, { status: 'cancelled' })).items.map((c) => c.id)).toEqual([draft.id]);
    expect((await listContracts(ctx, { status: 'draft' })).items).toEqual([]);
  });

  it('shows its history with who did what, and its documents only to those who may read it', async () => {
    const listing = await landlordListing(t, { published: true });
    const ctx = t.contextFor(listing.owner);
    const draft = await createContract(ctx, { from: 'listing', listingId: listing.id });
    await updateContract(ctx, draft.id, { terms: { rentIsk: 260_000 } }, { step: 'price' });
    const history = await contractHistory(ctx, draft.id);
    expect(history.map((e) => [e.kind, e.actorName])).toEqual([
      ['created', listing.owner.name],
      ['updated', listing.owner.name],
    ]);
    expect(history[1].data).toEqual({ step: 'price' });
    expect(await contractDocuments(ctx, draft.id)).toEqual([]);
    const stranger = t.contextFor(await makeUser(t.database));
    await expect(contractHistory(stranger, draft.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(contractDocuments(stranger, draft.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('puts the home back on the market for the next tenancy from the day after the term', async () => {
    const listing = await landlordListing(t, { published: true });
    const ctx = t.contextFor(listing.owner);
    const draft = await createContract(ctx, { from: 'listing', listingId: listing.id });
    await updateContract(ctx, draft.id, {
      terms: { startDate: '2027-01-01', termKind: 'fixed', endDate: '2027-12-31', rentIsk: 270_000 },
    });
    await t.database.db.update(rentalContracts).set({ status: 'active' }).where(eq(rentalContracts.id, draft.id));
    expect(await advertisePlan(ctx, draft.id)).toMatchObject({
      listingId: listing.id,
      availableFrom: '2028-01-01',
      rentIsk: 270_000,
    });
    const { listingId } = await advertiseNextTenancy(ctx, draft.id);
    const [copy] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(copy).toMatchObject({ status: 'draft', availableFrom: '2028-01-01', rentIsk: 270_000, ownerUserId: listing.owner.id });
    // Only the landlord side; a tenancy found elsewhere has no listing to copy.
    await expect(advertisePlan(t.contextFor(await makeUser(t.database)), draft.id)).rejects.toMatchObject({ code: 'not_found' });
    const blank = await createContract(ctx, { from: 'blank', side: 'landlord' });
    await expect(advertiseNextTenancy(ctx, blank.id)).rejects.toMatchObject({ code: 'contract_no_listing' });
  });

  describe('API', () => {
    async function caller() {
      const user = await makeUser(t.database);
      const token = (await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json())
        .access as string;
      return (method: string, path: string, body?: unknown) =>
        t.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
    }

    it('starts, reads, lists and cancels; refuses bad input with field errors and strangers with 404', async () => {
      const call = await caller();
      const created = await call('POST', '/api/rental-contracts/', { from: 'blank', side: 'landlord' });
      expect(created.status).toBe(201);
      const draft = await created.json();
      expect((await call('GET', `/api/rental-contracts/${draft.id}/`)).status).toBe(200);
      const list = await (await call('GET', '/api/rental-contracts/?status=draft')).json();
      expect(list.items.map((c: { id: string }) => c.id)).toEqual([draft.id]);

      const bad = await call('POST', '/api/rental-contracts/', { from: 'blank', side: 'nobody' });
      expect(bad.status).toBe(422);
      expect((await call('GET', '/api/rental-contracts/?status=nonsense')).status).toBe(422);
      expect((await call('GET', '/api/rental-contracts/?page=0')).status).toBe(422);

      const other = await caller();
      expect((await other('GET', `/api/rental-contracts/${draft.id}/`)).status).toBe(404);
      expect((await other('POST', `/api/rental-contracts/${draft.id}/cancel/`)).status).toBe(404);
      expect((await other('GET', '/api/rental-contracts/not-a-uuid/')).status).toBe(404);
      expect((await call('POST', `/api/rental-contracts/${draft.id}/cancel/`)).status).toBe(200);
    });
  });
});
