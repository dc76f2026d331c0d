import { describe, expect, it } from 'vitest';
import { guardNames, runGuards } from './guards.ts';
import type { RequestContext } from './request-context.ts';

function ctx(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    requestId: 'r',
    nonce: 'n',
    locale: 'is',
    user: null,
    actor: null,
    guards: [],
    sessionExpired: false,
    pixelId: null,
    isProduction: false,
    limitSignIn: (_key, attempt) => attempt(),
    limitTwoFactor: (_userId, attempt) => attempt(),
    limitPasswordAgain: (_field, attempt) => attempt(),
    clientIp: '127.0.0.1',
    limitMail: async () => {},
    outboxDir: null,
    service: () => {
      throw new Error('not used');
    },
    ...overrides,
  };
}

const url = new URL('http://localhost/man?x=1');
const signedIn = (scope: ('user' | 'staff' | 'admin')[]) => ({
  user: {
    id: 'u',
    email: 'a@b.is',
    name: 'A',
    locale: 'is',
    scope,
    email_confirmed: true,
    email_confirmed_at: null,
    created_at: '',
    avatar_url: null,
  },
  actor: { userId: 'u', scope, sessionId: 's', memberships: [] },
});

function thrown(fn: () => void): Response | { type: string; init: ResponseInit | null; data: unknown } | undefined {
  try {
    fn();
  } catch (error) {
    return error as never;
  }
  return undefined;
}

describe('route guards', () => {
  it('protects pages by default', () => {
    expect(guardNames([undefined, undefined])).toEqual(['auth']);
    expect(guardNames([undefined, { middleware: ['public'] }])).toEqual(['public']);
    expect(guardNames([undefined, { middleware: ['guest'] }])).toEqual(['guest']);
    expect(guardNames([{ middleware: ['staff'] }, undefined])).toEqual(['auth', 'staff']);
  });

  it('only the page itself can make it public', () => {
    expect(guardNames([{ middleware: ['public'] }, undefined])).toEqual(['auth', 'public']);
  });

  it('sends a visitor to sign in, remembering the page', () => {
    const response = thrown(() => runGuards(ctx({ guards: ['auth'] }), url)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fman%3Fx%3D1');
  });

  it('adds the reason when both tokens had expired', () => {
    const response = thrown(() => runGuards(ctx({ guards: ['public'], sessionExpired: true }), url)) as Response;
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fman%3Fx%3D1&reason=session_expired');
  });

  it('sends a signed-in person away from guest pages', () => {
    const response = thrown(() => runGuards(ctx({ guards: ['guest'], ...signedIn(['user']) }), url)) as Response;
    expect(response.headers.get('Location')).toBe('/');
  });

  it('answers 403 to a signed-in user without staff scope', () => {
    const error = thrown(() => runGuards(ctx({ guards: ['auth', 'staff'], ...signedIn(['user']) }), url)) as {
      init: ResponseInit;
    };
    expect(error.init.status).toBe(403);
    expect(thrown(() => runGuards(ctx({ guards: ['auth', 'staff'], ...signedIn(['user', 'staff']) }), url))).toBeUndefined();
  });

  it('opens the admin area to administrators only (staff get 403)', () => {
    const staffError = thrown(() => runGuards(ctx({ guards: ['auth', 'admin'], ...signedIn(['user', 'staff']) }), url)) as {
      init: ResponseInit;
    };
    expect(staffError.init.status).toBe(403);
    expect(
      thrown(() => runGuards(ctx({ guards: ['auth', 'admin'], ...signedIn(['user', 'staff', 'admin']) }), url)),
    ).toBeUndefined();
  });

  it('fails with 500 "Unknown middleware <name>"', () => {
    const error = thrown(() => runGuards(ctx({ guards: ['public', 'nosuch'] }), url)) as { init: ResponseInit; data: unknown };
    expect(error.init.status).toBe(500);
    expect(error.data).toBe('Unknown middleware nosuch');
  });
});
