import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The built-in registry simulator's own records (server/integrations/registry/simulator.ts): what
 * it "registered", by idempotency key, so a retry after a restart gets the same registry number
 * back. Stands in for the registry's database; the real adapter never touches it.
 */
export const registrySimulatorRecords = pgTable(
  'registry_simulator_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Running number the registry numbers are made from. */
    seq: serial('seq').notNull(),
    kind: text('kind').notNull(), // register | deregister | terminate
    idempotencyKey: text('idempotency_key').notNull(),
    registryNumber: text('registry_number').notNull(),
    /** The end date given when deregistering. */
    endDate: text('end_date'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('registry_simulator_records_key_idx').on(t.idempotencyKey),
    index('registry_simulator_records_number_idx').on(t.registryNumber),
  ],
);

/** Staff's settings for contracts and the registry (/man/rental-contracts/settings): one row, id 1. */
export const contractSettings = pgTable(
  'contract_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Staff are alerted about registrations not accepted this many days before their due date. */
    registryAlertDays: integer('registry_alert_days').notNull().default(7),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('contract_settings_updated_by_idx').on(t.updatedById)],
);

/** When the daily registry job last alerted staff (one alert a day at most). */
export const registryAlerts = pgTable(
  'registry_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: text('day').notNull(),
    nearing: integer('nearing').notNull(),
    overdue: integer('overdue').notNull(),
    failed: integer('failed').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registry_alerts_day_idx').on(t.day)],
);
