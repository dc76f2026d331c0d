import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingEvents, listings } from '#server/db/schema/listings.ts';
import {
  rentalContractDocuments,
  rentalContractEvents,
  rentalContractParties,
  rentalContractSignatures,
} from '#server/db/schema/rental-contracts.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { readOutbox } from '#server/integrations/mail/mailer.ts';
import { readyContract } from '#tests/fixtures/contracts.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { sha256Hex } from '../tenancy/core/documents.ts';
import { updateContract } from './contract-edit.service.ts';
import { previewContractPdf } from './contract-pdf.service.ts';
import { createContract, getContract } from './contracts.service.ts';
import { sendForSigning, signContract } from './signing.service.ts';
import { verifyContractDocument } from './verification.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('sending for signing, signing and verifying', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const documents = (contractId: string) =>
    t.database.db.select().from(rentalContractDocuments).where(eq(rentalContractDocuments.contractId, contractId));

  it('refuses to send a draft with something missing, naming each field', async () => {
    const tenant = await makeUser(t.database);
    const ctx = t.contextFor(tenant);
    const draft = await createContract(ctx, { from: 'blank', side: 'tenant' });
    const refusal = await sendForSigning(ctx, draft.id).catch((e) => e);
    expect(refusal).toMatchObject({ code: 'contract_not_ready' });
    expect(refusal.fields.rentIsk).toContain('contract_rent_missing');
    expect((await getContract(ctx, draft.id)).status).toBe('draft');
    expect(await documents(draft.id)).toEqual([]);
  });

  it('sends a complete draft: the version PDF is kept and the tenant is asked to sign', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    const sent = await sendForSigning(t.contextFor(landlord), contractId);
    expect(sent.status).toBe('awaiting_signatures');
    const [version] = await documents(contractId);
    expect(version).toMatchObject({ kind: 'version', documentVersion: sent.documentVersion, contentType: 'application/pdf' });
    const stored = await t.storage.get(version.storageKey);
    expect(stored && sha256Hex(stored.bytes)).toBe(version.sha256);
    // What a party reads is exactly what is signed.
    const preview = await previewContractPdf(t.contextFor(tenant), contractId, null);
    expect(sha256Hex(preview.bytes)).toBe(version.sha256);
    expect((await getContract(t.contextFor(tenant), contractId)).can.sign).toBe(true);
    // Sent twice: refused, nothing more kept.
    await expect(sendForSigning(t.contextFor(landlord), contractId)).rejects.toMatchObject({ code: 'contract_not_editable' });
    // The tenant may read but not send.
    await expect(sendForSigning(t.contextFor(tenant), contractId)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await documents(contractId)).toHaveLength(1);
  });

  it('asks for the password again and a confirmed email', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    await sendForSigning(t.contextFor(landlord), contractId);
    await expect(signContract(t.contextFor(tenant), contractId, { password: 'not-the-password' })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { password: ['password_wrong'] },
    });
    await t.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, tenant.id));
    await expect(signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'contract_email_unconfirmed',
    });
    const stranger = await makeUser(t.database);
    await expect(signContract(t.contextFor(stranger), contractId, { password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(
      await t.database.db.select().from(rentalContractSignatures).where(eq(rentalContractSignatures.contractId, contractId)),
    ).toEqual([]);
  });

  it('counts two parties signing at the same moment once each, and activates once', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    await sendForSigning(t.contextFor(landlord), contractId);
    const landlordCtx = { ...t.contextFor(landlord), meta: { ip: '10.0.0.1', userAgent: 'Prófun/1.0' } };
    await Promise.all([
      signContract(landlordCtx, contractId, { password: TEST_PASSWORD }),
      signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD }),
      signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD }),
    ]);
    const signatures = await t.database.db
      .select()
      .from(rentalContractSignatures)
      .where(eq(rentalContractSignatures.contractId, contractId));
    expect(signatures).toHaveLength(2);
    const landlordSignature = signatures.find((s) => s.userId === landlord.id);
    expect(landlordSignature).toMatchObject({ ip: '10.0.0.1', userAgent: 'Prófun/1.0', method: 'password' });
    const active = await getContract(t.contextFor(tenant), contractId);
    expect(active.status).toBe('active');
    expect(active.registry.due).not.toBeNull();
    expect(active.parties.every((p) => p.signedAt !== null)).toBe(true);
    const activations = await t.database.db
      .select()
      .from(rentalContractEvents)
      .where(and(eq(rentalContractEvents.contractId, contractId), eq(rentalContractEvents.kind, 'activated')));
    expect(activations).toHaveLength(1);
    const docs = await documents(contractId);
    const version = docs.find((d) => d.kind === 'version');
    const signed = docs.find((d) => d.kind === 'signed');
    expect(signatures.every((s) => s.pdfSha256 === version?.sha256)).toBe(true);
    expect(signed).toBeDefined();

    // Everyone gets the signed PDF by mail.
    const mail = await t.waitForMail(tenant.email, 'contract_signed');
    expect(mail).toBeTruthy();
    const entry = (await readOutbox(t.outbox)).find((m) => m.to === tenant.email && m.kind === 'contract_signed');
    const eml = await readFile(path.join(t.outbox, entry?.file ?? ''), 'utf8');
    expect(eml).toContain('application/pdf');
    expect(eml).toContain(signed?.fileName);
    await t.waitForMail(landlord.email, 'contract_signed');

    // The public page knows both documents, by whom and when; nothing else.
    const bySigned = await verifyContractDocument(t.contextFor(null), signed?.sha256 ?? '');
    expect(bySigned.status).toBe('signed');
    expect(bySigned.signatures.map((s) => s.role).sort()).toEqual(['landlord', 'tenant']);
    expect(Object.keys(bySigned).sort()).toEqual(['reference', 'sha256', 'signatures', 'status']);
    expect((await verifyContractDocument(t.contextFor(null), (version?.sha256 ?? '').toUpperCase())).status).toBe('signed');
    expect((await verifyContractDocument(t.contextFor(null), 'a'.repeat(64))).status).toBe('unknown');
    await expect(verifyContractDocument(t.contextFor(null), 'not-a-hash')).rejects.toMatchObject({ code: 'validation_failed' });
    // Signing again changes nothing.
    expect((await signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD })).status).toBe('active');
    expect(
      await t.database.db.select().from(rentalContractSignatures).where(eq(rentalContractSignatures.contractId, contractId)),
    ).toHaveLength(2);
  });

  it('rents the listing when the lease takes effect: at the last signature once its start day has come', async () => {
    const statusOf = async (id: string) =>
      (await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;
    const signBoth = async (contract: Awaited<ReturnType<typeof readyContract>>) => {
      await t.database.db.update(listings).set({ status: 'rented_pending' }).where(eq(listings.id, contract.listing.id));
      await sendForSigning(t.contextFor(contract.landlord), contract.contractId);
      await signContract(t.contextFor(contract.landlord), contract.contractId, { password: TEST_PASSWORD });
      await signContract(t.contextFor(contract.tenant), contract.contractId, { password: TEST_PASSWORD });
    };
    // Starts in 20 days: signed now, the listing waits for the morning run of its start day.
    const later = await readyContract(t);
    await signBoth(later);
    expect(await statusOf(later.listing.id)).toBe('rented_pending');
    // Signed on its start day or after: rented at once, with its history, once.
    const late = await readyContract(t);
    await sendForSigning(t.contextFor(late.landlord), late.contractId);
    t.advance(21 * 86_400);
    await t.database.db.update(listings).set({ status: 'rented_pending' }).where(eq(listings.id, late.listing.id));
    await signContract(t.contextFor(late.landlord), late.contractId, { password: TEST_PASSWORD });
    expect(await statusOf(late.listing.id)).toBe('rented_pending');
    await signContract(t.contextFor(late.tenant), late.contractId, { password: TEST_PASSWORD });
    expect(await statusOf(late.listing.id)).toBe('rented');
    const events = await t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, late.listing.id), eq(listingEvents.kind, 'rented')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: 'rented_pending', toStatus: 'rented' });
  });

  it('voids the signatures when the contract changes after someone signed, and says so', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    await sendForSigning(t.contextFor(landlord), contractId);
    await signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD });
    const [version] = await documents(contractId);
    expect((await verifyContractDocument(t.contextFor(null), version.sha256)).status).toBe('partially_signed');
    const changed = await updateContract(t.contextFor(landlord), contractId, { terms: { rentIsk: 250_000 } });
    expect(changed.status).toBe('draft');
    expect(changed.signaturesVoidedAt).not.toBeNull();
    expect((await verifyContractDocument(t.contextFor(null), version.sha256)).status).toBe('voided');
    // Sent again, a new version with its own PDF; the tenant signs again.
    const again = await sendForSigning(t.contextFor(landlord), contractId);
    expect(again.documentVersion).toBe(changed.documentVersion);
    expect(await documents(contractId)).toHaveLength(2);
  });

  it('lets a team’s signatory sign only while their role allows it', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    const viewer = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: landlord.id, role: 'owner' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    // The viewer is named as the landlord company's signatory.
    const contract = await getContract(t.contextFor(landlord), contractId);
    const [{ kennitala }] = await t.database.db
      .select({ kennitala: teams.companyKennitala })
      .from(teams)
      .where(eq(teams.id, team.id));
    await t.database.db
      .update(rentalContractParties)
      .set({ userId: viewer.id, teamId: team.id, companyName: team.name, companyKennitala: kennitala })
      .where(eq(rentalContractParties.id, contract.parties[0].id));
    await sendForSigning(t.contextFor(landlord), contractId);
    const asViewer = await t.contextForMember(viewer.id);
    expect((await getContract(asViewer, contractId)).can.sign).toBe(false);
    await expect(signContract(asViewer, contractId, { password: TEST_PASSWORD })).rejects.toMatchObject({ code: 'forbidden' });
    void tenant;
  });
});
