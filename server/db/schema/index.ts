// The schema drizzle-kit reads and the client is typed with.
export * from './audit-log.ts';
export * from './auth-sessions.ts';
export * from './email-tokens.ts';
export * from './imported-listings.ts';
export * from './invitations.ts';
export * from './listings.ts';
export * from './notifications.ts';
export * from './paychecks.ts';
export * from './payout-methods.ts';
export * from './properties.ts';
export * from './recovery-codes.ts';
export * from './saved-searches.ts';
export * from './users.ts';
