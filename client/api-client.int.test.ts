import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_EXPIRED_MESSAGE } from '../common/token-rules.ts';
import { createTestApp, makeUser, TEST_PASSWORD } from '../tests/fixtures/test-app.ts';
import { createApiClient, memoryTokenStore } from './api-client.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('API client', () => {
  let t: TestApp;
  let email: string;
  const fetchVia = (app: TestApp['app']) =>
    ((input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof fetch;

  beforeAll(async () => {
    t = await createTestApp();
    email = (await makeUser(t.database)).email;
  });
  afterAll(() => t.close());

  const client = (now?: () => number) =>
    createApiClient({ baseUrl: 'http://localhost', fetch: fetchVia(t.app), now: now ?? (() => t.clock.now.getTime()) });

  it('refuses a missing or unknown strategy', () => {
    expect(() => createApiClient({ baseUrl: 'http://x', strategy: '' })).toThrow('No strategy is set!');
    expect(() => createApiClient({ baseUrl: 'http://x', strategy: 'oauth2' })).toThrow('Strategy not supported');
  });

  it('signs in and fetches the user', async () => {
    const api = client();
    await api.login(email, TEST_PASSWORD);
    const user = await api.fetchUser();
    expect(user.email).toBe(email);
  });

  it('refreshes first when the access token has expired', async () => {
    const api = client();
    const first = await api.login(email, TEST_PASSWORD);
    const later = t.clock.now.getTime() + 3590_000;
    const user = await createApiClient({
      baseUrl: 'http://localhost',
      fetch: fetchVia(t.app),
      store: memoryTokenStore(first),
      now: () => later,
    }).fetchUser();
    expect(user.email).toBe(email);
    expect(api.tokens().refresh).toBe(first.refresh);
  });

  it('aborts with the spec message when both tokens have expired, and resets the session', async () => {
    const api = client();
    const pair = await api.login(email, TEST_PASSWORD);
    const store = memoryTokenStore(pair);
    const expired = createApiClient({
      baseUrl: 'http://localhost',
      fetch: fetchVia(t.app),
      store,
      now: () => t.clock.now.getTime() + 2_505_600_000,
    });
    await expect(expired.fetchUser()).rejects.toThrow(BOTH_EXPIRED_MESSAGE);
    expect(store.get()).toEqual({});
  });

  it('rejects a user response without the expected field', async () => {
    const api = createApiClient({
      baseUrl: 'http://localhost',
      fetch: fetchVia(t.app),
      now: () => t.clock.now.getTime(),
      userProperty: 'user',
    });
    await api.login(email, TEST_PASSWORD);
    await expect(api.fetchUser()).rejects.toThrow('User Data response does not contain field user');
    const strict = createApiClient({
      baseUrl: 'http://localhost',
      fetch: fetchVia(t.app),
      now: () => t.clock.now.getTime(),
      userFields: ['id', 'kennitala'],
    });
    await strict.login(email, TEST_PASSWORD);
    await expect(strict.fetchUser()).rejects.toThrow('User Data response does not contain field kennitala');
  });

  it('signs out by revoking the refresh token', async () => {
    const api = client();
    const pair = await api.login(email, TEST_PASSWORD);
    await api.logout();
    expect(api.tokens()).toEqual({});
    const again = createApiClient({
      baseUrl: 'http://localhost',
      fetch: fetchVia(t.app),
      store: memoryTokenStore(pair),
      now: () => t.clock.now.getTime(),
    });
    await expect(again.refresh()).rejects.toMatchObject({ status: 401 });
  });
});
