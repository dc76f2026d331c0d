// The schema drizzle-kit reads and the client is typed with.
export * from './auth-sessions.ts';
export * from './email-tokens.ts';
export * from './payout-methods.ts';
export * from './users.ts';
