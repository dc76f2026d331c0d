import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rentalContractDocuments,
  rentalContractEvents,
  rentalContractParties,
  rentalContractSignatures,
} from '#server/db/schema/rental-contracts.ts';
import { eidRedirectUri } from '#server/integrations/signing/eid-broker.ts';
import { openEidPending, sealEidPending } from '#server/integrations/signing/eid-state.ts';
import { parseEnv, publicUrl } from '#server/lib/env.ts';
import { readyContract } from '#tests/fixtures/contracts.ts';
import { KENNITALA_CLAIM, type OidcBroker, startOidcBroker } from '#tests/fixtures/oidc-broker.ts';
import { createTestApp, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { getContract } from './contracts.service.ts';
import { finishEidSigning, startEidSigning } from './eid-signing.service.ts';
import { sendForSigning, signContract } from './signing.service.ts';
import { verifyContractDocument } from './verification.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Signing with electronic ID against a real OpenID Connect provider started here (tests/fixtures/
// oidc-broker.ts): the code flow with PKCE, state and nonce, the ID token verified, its kennitala
// compared with the party's (docs/rules/contract-signing.md).
describe('signing with electronic ID through an OIDC broker', () => {
  let t: TestApp;
  let broker: OidcBroker;
  beforeAll(async () => {
    broker = await startOidcBroker({ redirectUri: eidRedirectUri(publicUrl(parseEnv({ NODE_ENV: 'test' }))) });
    t = await createTestApp({
      SIGNING_PROVIDER: 'eid',
      EID_ISSUER: broker.issuer,
      EID_CLIENT_ID: broker.clientId,
      EID_CLIENT_SECRET: broker.clientSecret,
      EID_KENNITALA_CLAIM: KENNITALA_CLAIM,
    });
  });
  afterAll(async () => {
    await t?.close();
    await broker?.close();
  });

  const signaturesOf = (contractId: string) =>
    t.database.db.select().from(rentalContractSignatures).where(eq(rentalContractSignatures.contractId, contractId));
  const kennitalaOf = async (contractId: string, userId: string) => {
    const parties = await t.database.db
      .select()
      .from(rentalContractParties)
      .where(eq(rentalContractParties.contractId, contractId));
    return parties.find((p) => p.userId === userId)?.kennitala ?? '';
  };
  /** Sent for signing, ready for the parties to sign. */
  const sentContract = async () => {
    const ready = await readyContract(t);
    await sendForSigning(t.contextFor(ready.landlord), ready.contractId);
    return ready;
  };

  it('records a signature by electronic ID when the kennitala is the party’s, and the last one activates', async () => {
    const { contractId, landlord, tenant } = await sentContract();
    for (const person of [landlord, tenant]) {
      const ctx = { ...t.contextFor(person), meta: { ip: '10.0.0.7', userAgent: 'Prófun/2.0' } };
      const { url, pending } = await startEidSigning(ctx, contractId);
      expect(new URL(url).origin).toBe(broker.issuer);
      expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
      // The ID gives the kennitala with a hyphen: digits are what count.
      const kennitala = await kennitalaOf(contractId, person.id);
      broker.next({ kennitala: `${kennitala.slice(0, 6)}-${kennitala.slice(6)}` });
      const back = await broker.signIn(url);
      await finishEidSigning(ctx, pending, back.searchParams);
    }
    const signatures = await signaturesOf(contractId);
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.method === 'eid' && s.ip === '10.0.0.7' && s.userAgent === 'Prófun/2.0')).toBe(true);
    expect((await getContract(t.contextFor(tenant), contractId)).status).toBe('active');
    const events = await t.database.db.select().from(rentalContractEvents).where(eq(rentalContractEvents.contractId, contractId));
    expect(events.filter((e) => e.kind === 'signed').map((e) => (e.data as { method?: string }).method)).toEqual(['eid', 'eid']);
    // The public verification says how each signed.
    const signedCopy = await t.database.db
      .select()
      .from(rentalContractDocuments)
      .where(and(eq(rentalContractDocuments.contractId, contractId), eq(rentalContractDocuments.kind, 'signed')));
    const verified = await verifyContractDocument(t.contextFor(null), signedCopy[0]?.sha256 ?? '');
    expect(verified.signatures.map((s) => s.method)).toEqual(['eid', 'eid']);
  });

  it('refuses another person’s kennitala and records nothing', async () => {
    const { contractId, tenant } = await sentContract();
    const ctx = t.contextFor(tenant);
    const { url, pending } = await startEidSigning(ctx, contractId);
    broker.next({ kennitala: '0101302989' });
    const back = await broker.signIn(url);
    await expect(finishEidSigning(ctx, pending, back.searchParams)).rejects.toMatchObject({ code: 'signing_kennitala_mismatch' });
    expect(await signaturesOf(contractId)).toEqual([]);
    expect((await getContract(ctx, contractId)).status).toBe('awaiting_signatures');
  });

  it('refuses an ID token without the kennitala claim', async () => {
    const { contractId, tenant } = await sentContract();
    const ctx = t.contextFor(tenant);
    const { url, pending } = await startEidSigning(ctx, contractId);
    broker.next({ kennitala: null });
    const back = await broker.signIn(url);
    await expect(finishEidSigning(ctx, pending, back.searchParams)).rejects.toMatchObject({ code: 'signing_eid_failed' });
    expect(await signaturesOf(contractId)).toEqual([]);
  });

  it('refuses a forged state, a replayed return, and a return finished by someone else', async () => {
    const { contractId, landlord, tenant } = await sentContract();
    const ctx = t.contextFor(tenant);
    const kennitala = await kennitalaOf(contractId, tenant.id);

    // A state that is not the one this browser was given.
    const first = await startEidSigning(ctx, contractId);
    broker.next({ kennitala });
    const back = await broker.signIn(first.url);
    const forged = new URLSearchParams(back.searchParams);
    forged.set('state', 'forged-state');
    await expect(finishEidSigning(ctx, first.pending, forged)).rejects.toMatchObject({ code: 'signing_eid_failed' });
    // Another person's browser with this return (their own session): refused.
    await expect(finishEidSigning(t.contextFor(landlord), first.pending, back.searchParams)).rejects.toMatchObject({
      code: 'signing_eid_failed',
    });
    // A sign-in kept past its ten minutes: refused.
    await expect(
      finishEidSigning(ctx, { ...first.pending, expiresAt: t.clock.now.getTime() - 1 }, back.searchParams),
    ).rejects.toMatchObject({ code: 'signing_eid_failed' });
    expect(await signaturesOf(contractId)).toEqual([]);

    // The return of one sign-in with the checks of another (a swapped cookie): refused.
    const second = await startEidSigning(ctx, contractId);
    await expect(finishEidSigning(ctx, second.pending, back.searchParams)).rejects.toMatchObject({ code: 'signing_eid_failed' });

    // The real one signs once; the same return again is refused by the broker (its code is spent).
    const third = await startEidSigning(ctx, contractId);
    const backThird = await broker.signIn(third.url);
    await finishEidSigning(ctx, third.pending, backThird.searchParams);
    expect(await signaturesOf(contractId)).toHaveLength(1);
    await expect(finishEidSigning(ctx, third.pending, backThird.searchParams)).rejects.toMatchObject({
      code: 'signing_eid_failed',
    });
    expect(await signaturesOf(contractId)).toHaveLength(1);
    // Signed already: there is nothing more to start.
    await expect(startEidSigning(ctx, contractId)).rejects.toMatchObject({ code: 'contract_not_signable' });
  });

  it('says a cancelled sign-in was cancelled', async () => {
    const { contractId, tenant } = await sentContract();
    const ctx = t.contextFor(tenant);
    const { url, pending } = await startEidSigning(ctx, contractId);
    broker.next('cancel');
    const back = await broker.signIn(url);
    expect(back.searchParams.get('error')).toBe('access_denied');
    await expect(finishEidSigning(ctx, pending, back.searchParams)).rejects.toMatchObject({ code: 'signing_eid_cancelled' });
    expect(await signaturesOf(contractId)).toEqual([]);
  });

  it('refuses a password in eid mode, and a party without a kennitala before going to the broker', async () => {
    const { contractId, tenant } = await sentContract();
    await expect(signContract(t.contextFor(tenant), contractId, { password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'signing_eid_required',
    });
    await t.database.db.update(rentalContractParties).set({ kennitala: null }).where(eq(rentalContractParties.userId, tenant.id));
    await expect(startEidSigning(t.contextFor(tenant), contractId)).rejects.toMatchObject({ code: 'signing_kennitala_missing' });
    expect(await signaturesOf(contractId)).toEqual([]);
  });

  it('refuses a sign-in started on a version that has since been sent again', async () => {
    const { contractId, tenant } = await sentContract();
    const ctx = t.contextFor(tenant);
    const { url, pending } = await startEidSigning(ctx, contractId);
    broker.next({ kennitala: await kennitalaOf(contractId, tenant.id) });
    const back = await broker.signIn(url);
    await expect(
      finishEidSigning(ctx, { ...pending, documentVersion: pending.documentVersion - 1 }, back.searchParams),
    ).rejects.toMatchObject({ code: 'signing_document_changed' });
    expect(await signaturesOf(contractId)).toEqual([]);
  });

  it('keeps the pending sign-in sealed: a changed cookie does not open', () => {
    const pending = {
      state: 's',
      nonce: 'n',
      verifier: 'v',
      kind: 'rental_contract',
      agreementId: 'c',
      userId: 'u',
      partyId: 'p',
      documentVersion: 1,
      pdfSha256: 'h',
      expiresAt: 1,
    };
    const sealed = sealEidPending(pending, t.env.JWT_SECRET);
    expect(sealed).not.toContain('verifier');
    expect(openEidPending(sealed, t.env.JWT_SECRET)).toEqual(pending);
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(openEidPending(changed, t.env.JWT_SECRET)).toBeNull();
    expect(openEidPending(sealed, 'another-secret-of-at-least-thirty-two-chars')).toBeNull();
    expect(openEidPending(null, t.env.JWT_SECRET)).toBeNull();
  });
});
