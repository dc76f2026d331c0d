import * as oidc from 'openid-client';
import type { Env } from '#server/lib/env.ts';
import { AppError } from '#server/lib/errors.ts';

// Icelandic electronic ID (rafræn skilríki) through an OpenID Connect broker
// (docs/decisions/0023-electronic-id-signing.md): the authorization code flow with PKCE, state
// and nonce. The broker tells us who the person is (the kennitala claim of a verified ID token);
// whether that person may sign is decided by the signing service.

/** What one sign-in at the broker needs kept until it comes back (sealed in a cookie). */
export interface EidChecks {
  state: string;
  nonce: string;
  verifier: string;
}

const configs = new Map<string, Promise<oidc.Configuration>>();

/** The broker's configuration, discovered once per issuer and client. */
function brokerConfig(env: Env): Promise<oidc.Configuration> {
  const { EID_ISSUER: issuer, EID_CLIENT_ID: clientId, EID_CLIENT_SECRET: secret } = env;
  if (!issuer || !clientId || !secret) throw new AppError('service_unavailable');
  const key = `${issuer} ${clientId}`;
  let config = configs.get(key);
  if (!config) {
    // Plain http only for a broker on this machine outside production (the tests' own provider).
    const insecure = !env.isProduction && new URL(issuer).protocol === 'http:';
    config = oidc.discovery(
      new URL(issuer),
      clientId,
      secret,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : {},
    );
    // A failed discovery is tried again next time, not remembered.
    config.catch(() => configs.delete(key));
    configs.set(key, config);
  }
  return config;
}

/** The callback page (app/routes.ts). */
export const EID_CALLBACK_PATH = '/signing/eid/callback';

/** Where the broker sends the person back (registered with the broker as the redirect URI). */
export function eidRedirectUri(publicUrl: string): string {
  return `${publicUrl}${EID_CALLBACK_PATH}`;
}

/** The broker's URL to send the person to, and the checks to keep for their return. */
export async function startEidSignIn(env: Env, redirectUri: string): Promise<{ url: string; checks: EidChecks }> {
  const config = await brokerConfig(env).catch(() => {
    throw new AppError('signing_eid_unavailable');
  });
  const checks: EidChecks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: env.EID_SCOPE,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, checks };
}

/** Digits only: 010203-4560 and 0102034560 are the same kennitala. */
export function normalizeKennitala(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

/**
 * The person's return from the broker (the callback URL with its query): the code is exchanged
 * (PKCE), the ID token verified (signature, issuer, audience, expiry, nonce) and its kennitala
 * claim read. A cancelled or denied sign-in is `signing_eid_cancelled`; a state that is not the
 * one kept, a code that fails, or a token that does not verify is `signing_eid_failed`.
 */
export async function finishEidSignIn(env: Env, callbackUrl: URL, checks: EidChecks): Promise<{ kennitala: string | null }> {
  const config = await brokerConfig(env).catch(() => {
    throw new AppError('signing_eid_unavailable');
  });
  // The broker's answer must be for this sign-in before anything else is read from it.
  if (callbackUrl.searchParams.get('state') !== checks.state) throw new AppError('signing_eid_failed');
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError)
      throw new AppError(
        error.error === 'access_denied' || error.error === 'login_required' ? 'signing_eid_cancelled' : 'signing_eid_failed',
      );
    throw new AppError('signing_eid_failed');
  }
  const claims = tokens.claims();
  if (!claims) throw new AppError('signing_eid_failed');
  return { kennitala: normalizeKennitala(claims[env.EID_KENNITALA_CLAIM]) };
}
