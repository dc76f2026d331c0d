import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as callbackLoader } from '#app/routes/rental-contracts/eid-callback.tsx';
import { action as signAction, loader as signLoader } from '#app/routes/rental-contracts/sign.tsx';
import { rentalContractParties, rentalContractSignatures } from '#server/db/schema/rental-contracts.ts';
import { sendForSigning } from '#server/domain/contracts/signing.service.ts';
import { eidRedirectUri } from '#server/integrations/signing/eid-broker.ts';
import { EID_COOKIE } from '#server/integrations/signing/eid-state.ts';
import { parseEnv, publicUrl } from '#server/lib/env.ts';
import { readyContract } from '#tests/fixtures/contracts.ts';
import { KENNITALA_CLAIM, type OidcBroker, startOidcBroker } from '#tests/fixtures/oidc-broker.ts';
import { pageContext } from '#tests/fixtures/page-context.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';

// The sign page and the broker's callback page (their route modules, as the server calls them)
// with SIGNING_PROVIDER=eid, against the real OIDC provider of tests/fixtures/oidc-broker.ts: the
// button goes to the broker with a sealed cookie, the return signs or comes back to the sign page
// with the reason (docs/rules/contract-signing.md).

let t: Awaited<ReturnType<typeof createTestApp>>;
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

/** A route module's arguments as the server gives them, signed in as this person. */
function routeArgs(person: { id: string }, request: Request, params: Record<string, string> = {}) {
  const context = pageContext(() => t.contextFor(person));
  return { params, context, request, unstable_pattern: '' } as never;
}

/** What a loader or action ends with, thrown or returned, as a Response. */
async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), { status: 200 });
  } catch (error) {
    if (error instanceof Response) return error;
    const thrown = error as { init?: ResponseInit | null };
    if (thrown.init?.status) return new Response(null, { status: thrown.init.status });
    throw error;
  }
}

const cookieOf = (response: Response) => {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${EID_COOKIE}=`)) ?? '';
  return set.split(';')[0];
};

/** Presses "Sign with electronic ID" on the sign page: the broker's URL and the sealed cookie. */
async function pressEid(person: { id: string }, contractId: string) {
  const form = new FormData();
  form.set('intent', 'eid');
  const request = new Request(`http://localhost/rental-contracts/${contractId}/sign`, { method: 'POST', body: form });
  const response = await answer(() => signAction(routeArgs(person, request, { id: contractId })));
  return { response, location: response.headers.get('location') ?? '', cookie: cookieOf(response) };
}

async function callback(person: { id: string }, back: URL, cookie: string | null) {
  const request = new Request(`http://localhost${back.pathname}${back.search}`, { headers: cookie ? { cookie } : {} });
  return answer(() => callbackLoader(routeArgs(person, request)));
}

describe('the sign page and the callback with electronic ID', () => {
  it('goes to the broker and back, signs with method eid, and a replayed return is refused', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    await sendForSigning(t.contextFor(landlord), contractId);
    const page = await answer(() =>
      signLoader(routeArgs(tenant, new Request(`http://localhost/rental-contracts/${contractId}/sign`), { id: contractId })),
    );
    expect(await page.json()).toMatchObject({ method: 'eid', refused: null });

    const pressed = await pressEid(tenant, contractId);
    expect(pressed.response.status).toBe(302);
    expect(pressed.location.startsWith(`${broker.issuer}/`)).toBe(true);
    expect(pressed.cookie).toMatch(new RegExp(`^${EID_COOKIE.replace('.', '\\.')}=.+`));
    expect(pressed.response.headers.getSetCookie().join()).toContain('HttpOnly');

    const [party] = await t.database.db.select().from(rentalContractParties).where(eq(rentalContractParties.userId, tenant.id));
    broker.next({ kennitala: party.kennitala });
    const back = await broker.signIn(pressed.location);
    const done = await callback(tenant, back, pressed.cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/rental-contracts/${contractId}`);
    // The sign-in's cookie is cleared on the way back.
    expect(done.headers.getSetCookie().find((c) => c.startsWith(`${EID_COOKIE}=`))).toContain('Max-Age=0');
    const signatures = await t.database.db
      .select()
      .from(rentalContractSignatures)
      .where(eq(rentalContractSignatures.contractId, contractId));
    expect(signatures.map((s) => [s.userId, s.method])).toEqual([[tenant.id, 'eid']]);

    // The same return again, without the cookie (cleared) or with it (the code is spent): refused.
    expect((await callback(tenant, back, null)).status).toBe(400);
    const replayed = await callback(tenant, back, pressed.cookie);
    expect(replayed.headers.get('location')).toBe(`/rental-contracts/${contractId}/sign?refused=signing_eid_failed`);
    expect(
      await t.database.db.select().from(rentalContractSignatures).where(eq(rentalContractSignatures.contractId, contractId)),
    ).toHaveLength(1);
  });

  it('comes back to the sign page saying the kennitala is not the party’s, or that it was cancelled', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    await sendForSigning(t.contextFor(landlord), contractId);

    const wrong = await pressEid(tenant, contractId);
    broker.next({ kennitala: '0101302989' });
    const refused = await callback(tenant, await broker.signIn(wrong.location), wrong.cookie);
    expect(refused.headers.get('location')).toBe(`/rental-contracts/${contractId}/sign?refused=signing_kennitala_mismatch`);
    const page = await answer(() =>
      signLoader(
        routeArgs(
          tenant,
          new Request(`http://localhost/rental-contracts/${contractId}/sign?refused=signing_kennitala_mismatch`),
          {
            id: contractId,
          },
        ),
      ),
    );
    expect(await page.json()).toMatchObject({ refused: 'signing_kennitala_mismatch' });

    const cancelled = await pressEid(tenant, contractId);
    broker.next('cancel');
    const back = await callback(tenant, await broker.signIn(cancelled.location), cancelled.cookie);
    expect(back.headers.get('location')).toBe(`/rental-contracts/${contractId}/sign?refused=signing_eid_cancelled`);

    // Only codes of this page are shown from the address.
    const odd = await answer(() =>
      signLoader(
        routeArgs(tenant, new Request(`http://localhost/rental-contracts/${contractId}/sign?refused=internal`), {
          id: contractId,
        }),
      ),
    );
    expect(await odd.json()).toMatchObject({ refused: null });
    expect(
      await t.database.db.select().from(rentalContractSignatures).where(eq(rentalContractSignatures.contractId, contractId)),
    ).toEqual([]);
  });
});
