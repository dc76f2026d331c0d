import { z } from 'zod';

// Every setting the process reads, validated once. README's configuration table mirrors this.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  /** A statement on PostgreSQL that takes longer fails, and the request answers 503 (decision 0012). */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Wrong passwords from one client address across accounts per 15 minutes (docs/rules/rate-limits.md). */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  REFRESH_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.string().url().optional(),
  /** 1: run in production without SMTP_URL, mail only written to the outbox (logged loudly at start). */
  MAIL_OUTBOX_IN_PRODUCTION: z.enum(['0', '1']).optional(),
  /**
   * How parties prove who they are before signing a contract (docs/rules/contract-signing.md):
   * `password` (the demo's), or `eid`, Icelandic electronic ID through an OpenID Connect broker.
   */
  SIGNING_PROVIDER: z.enum(['password', 'eid']).default('password'),
  // The electronic-ID broker (SIGNING_PROVIDER=eid): its issuer (discovery at
  // {issuer}/.well-known/openid-configuration), this site's client there (its redirect URI is
  // {PUBLIC_URL}/signing/eid/callback), the scope asked for and the ID token's kennitala claim.
  EID_ISSUER: z.string().url().optional(),
  EID_CLIENT_ID: z.string().min(1).optional(),
  EID_CLIENT_SECRET: z.string().min(1).optional(),
  EID_KENNITALA_CLAIM: z.string().min(1).default('nationalRegisterId'),
  EID_SCOPE: z.string().min(1).default('openid'),
  /** A MapLibre style JSON URL for the /listings map; its origin must also serve the tiles, glyphs and sprites. */
  MAP_STYLE_URL: z.string().url().optional(),
  // Imported listings (/listings/mbl): the feed file and the source name stored with each item.
  LISTING_FEED_FILE: z.string().optional(),
  LISTING_FEED_SOURCE: z
    .string()
    .regex(/^[a-z0-9-]{1,30}$/)
    .default('mbl'),
  // The rental registry (HMS leiguskrá, docs/rules/registry.md): the built-in simulator, or the
  // real service over HTTP (untested against it: no network here).
  REGISTRY_ADAPTER: z.enum(['simulator', 'hms']).default('simulator'),
  REGISTRY_URL: z.string().url().optional(),
  REGISTRY_API_KEY: z.string().min(1).optional(),
  /** The simulator's answer time, milliseconds. */
  REGISTRY_SIMULATOR_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  /** The share of the simulator's calls that fail as unavailable (0-1). */
  REGISTRY_SIMULATOR_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Seeds the simulator's failures (tests); unset: Math.random. */
  REGISTRY_SIMULATOR_SEED: z.coerce.number().int().optional(),
  // The bank behind the payment service (docs/rules/payment-service.md): the built-in simulator,
  // or a bank's claims API over HTTP (untested against a live bank: no bank here).
  BANKING_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  BANK_API_URL: z.string().url().optional(),
  BANK_API_KEY: z.string().min(1).optional(),
  /** Signs the bank's webhook calls (HMAC-SHA256 of the body, hex, in X-Bank-Signature). */
  BANK_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The bank simulator's answer time, milliseconds. */
  BANK_SIMULATOR_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** The share of the bank simulator's calls that fail as unavailable (0-1). */
  BANK_SIMULATOR_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** How the simulator's failures fail: before doing anything, late (done, but the answer lost), or either. */
  BANK_SIMULATOR_FAILURE_KIND: z.enum(['either', 'before', 'late']).default('either'),
  /** Seeds the bank simulator's failures (tests); unset: Math.random. */
  BANK_SIMULATOR_SEED: z.coerce.number().int().optional(),
});

export type Env = z.infer<typeof schema> & { JWT_SECRET: string; seedDemo: boolean; isProduction: boolean };

const DEV_SECRET = 'heimaleiga-development-secret-not-for-production-use';

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.parse(cleaned);
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction && !parsed.JWT_SECRET) {
    throw new Error('JWT_SECRET (at least 32 characters) must be set in production');
  }
  if (parsed.REGISTRY_ADAPTER === 'hms' && (!parsed.REGISTRY_URL || !parsed.REGISTRY_API_KEY)) {
    throw new Error('REGISTRY_ADAPTER=hms needs REGISTRY_URL and REGISTRY_API_KEY');
  }
  if (parsed.BANKING_PROVIDER === 'http' && (!parsed.BANK_API_URL || !parsed.BANK_API_KEY || !parsed.BANK_WEBHOOK_SECRET)) {
    throw new Error('BANKING_PROVIDER=http needs BANK_API_URL, BANK_API_KEY and BANK_WEBHOOK_SECRET');
  }
  if (parsed.SIGNING_PROVIDER === 'eid' && (!parsed.EID_ISSUER || !parsed.EID_CLIENT_ID || !parsed.EID_CLIENT_SECRET)) {
    throw new Error('SIGNING_PROVIDER=eid needs EID_ISSUER, EID_CLIENT_ID and EID_CLIENT_SECRET');
  }
  if (isProduction && parsed.SIGNING_PROVIDER === 'eid' && !parsed.EID_ISSUER?.startsWith('https://')) {
    throw new Error('EID_ISSUER must be an https URL in production');
  }
  return {
    ...parsed,
    JWT_SECRET: parsed.JWT_SECRET ?? DEV_SECRET,
    isProduction,
    // Demo people are never created in production, whatever SEED_DEMO says.
    seedDemo: !isProduction && parsed.SEED_DEMO !== 'false',
  };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that need another configuration. */
export function setEnvForTests(overrides: Record<string, string | undefined>): Env {
  cached = parseEnv({ ...process.env, ...overrides });
  return cached;
}

/** The site's public origin, for links in mails. */
export function publicUrl(config: Env): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Where the development mail outbox lives. */
export function outboxDir(config: Env): string {
  return `${config.DATA_DIR.replace(/\/$/, '')}/outbox`;
}
