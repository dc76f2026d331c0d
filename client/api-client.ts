// A small typed client for the Heimaleiga JSON API, for tests and the mobile app. It follows the
// specification's client rules: refresh when the access token has expired, abort when both have,
// and refuse a user response that lacks the expected field.
import { BOTH_EXPIRED_MESSAGE, readJwtExpiryMs, tokenStatus } from '../common/token-rules.ts';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface ApiUser {
  id: string;
  email: string;
  name: string;
  locale: string;
  scope: string[];
  email_confirmed: boolean;
  email_confirmed_at: string | null;
  created_at: string;
  /** The square WebP picture, or null. */
  avatar_url: string | null;
}

export interface TokenStore {
  get(): Partial<TokenPair>;
  set(pair: TokenPair): void;
  clear(): void;
}

export function memoryTokenStore(initial: Partial<TokenPair> = {}): TokenStore {
  let tokens = { ...initial };
  return {
    get: () => tokens,
    set: (pair) => {
      tokens = { ...pair };
    },
    clear: () => {
      tokens = {};
    },
  };
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string[]>;
  constructor(status: number, body: { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null) {
    super(body?.error?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error?.code ?? 'http_error';
    this.fields = body?.error?.fields;
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Only the 'local' (email + password, bearer token) strategy exists. */
  strategy?: string;
  fetch?: typeof fetch;
  store?: TokenStore;
  now?: () => number;
  /** Where the user object sits in the response; false: the response is the user itself. */
  userProperty?: string | false;
  /** Fields a user response must carry. */
  userFields?: string[];
}

export function createApiClient(options: ApiClientOptions) {
  if (!options.strategy && options.strategy !== undefined) throw new Error('No strategy is set!');
  const strategy = options.strategy ?? 'local';
  if (strategy !== 'local') throw new Error('Strategy not supported');
  const doFetch = options.fetch ?? fetch;
  const store = options.store ?? memoryTokenStore();
  const now = options.now ?? Date.now;
  const userFields = options.userFields ?? ['id', 'email', 'scope'];
  const url = (path: string) => new URL(path, options.baseUrl).toString();

  async function send(path: string, init: RequestInit = {}, token?: string): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return doFetch(url(path), { ...init, headers });
  }

  async function json<T>(response: Response): Promise<T> {
    const body = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(response.status, body);
    return body as T;
  }

  /** Sets the pair directly (a session starts this way; there is no login/logout endpoint to call). */
  function setTokens(pair: TokenPair) {
    store.set(pair);
  }

  async function login(email: string, password: string): Promise<TokenPair> {
    const pair = await json<TokenPair>(await send('/api/token/', { method: 'POST', body: JSON.stringify({ email, password }) }));
    setTokens(pair);
    return pair;
  }

  async function refresh(): Promise<TokenPair> {
    const current = store.get().refresh;
    if (!current) throw new Error(BOTH_EXPIRED_MESSAGE);
    try {
      const pair = await json<TokenPair>(
        await send('/api/token/refresh/', { method: 'POST', body: JSON.stringify({ refresh: current }) }),
      );
      setTokens(pair);
      return pair;
    } catch (error) {
      store.clear(); // a failed refresh resets the session
      throw error;
    }
  }

  /** A valid access token: refreshed first when only it has expired; aborts when both have. */
  async function accessToken(): Promise<string> {
    const { access, refresh: refreshToken } = store.get();
    const accessState = tokenStatus(readJwtExpiryMs(access), now());
    if (access && accessState === 'valid') return access;
    const refreshState = tokenStatus(readJwtExpiryMs(refreshToken), now());
    if (!refreshToken || refreshState === 'expired') {
      store.clear();
      throw new Error(BOTH_EXPIRED_MESSAGE);
    }
    return (await refresh()).access;
  }

  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    return json<T>(await send(path, init, await accessToken()));
  }

  async function fetchUser(): Promise<ApiUser> {
    const body = await request<Record<string, unknown>>('/api/auth/user/');
    const user = options.userProperty ? body?.[options.userProperty] : body;
    if (options.userProperty && (user === undefined || user === null)) {
      throw new Error(`User Data response does not contain field ${options.userProperty}`);
    }
    for (const field of userFields) {
      if (!user || typeof user !== 'object' || !(field in user)) {
        throw new Error(`User Data response does not contain field ${field}`);
      }
    }
    return user as unknown as ApiUser;
  }

  async function logout(): Promise<void> {
    const refreshToken = store.get().refresh;
    store.clear();
    if (refreshToken) await send('/api/token/revoke/', { method: 'POST', body: JSON.stringify({ refresh: refreshToken }) });
  }

  return { login, logout, refresh, setTokens, request, fetchUser, tokens: () => store.get() };
}

export type ApiClient = ReturnType<typeof createApiClient>;
