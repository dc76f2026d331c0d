import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { payoutMethods } from './payout-methods.ts';
import { rentalContractParties, rentalContracts } from './rental-contracts.ts';
import { users } from './users.ts';

// Staff setting up a contract's payment service on a customer's behalf
// (/man/rental-contracts/new/{id}, docs/rules/payment-service.md "Set up by staff"): the draft
// kept between the steps, one per contract. Confirming enrols the contract and deletes the draft.

/** A month staff leave out of the service, by its due date, with the reason. */
export interface ExcludedMonth {
  due_date: string;
  reason: string;
}

export const paymentServiceSetups = pgTable(
  'payment_service_setups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    /** The tenant party who pays. */
    payerPartyId: uuid('payer_party_id').references(() => rentalContractParties.id, { onDelete: 'set null' }),
    /** The landlord's payout method the money goes to. */
    payoutMethodId: uuid('payout_method_id').references(() => payoutMethods.id, { onDelete: 'set null' }),
    /** The service chosen from the catalogue (its code). */
    serviceCode: text('service_code'),
    /** When staff went through the months (the schedule step is done). */
    scheduleReviewedAt: timestamp('schedule_reviewed_at', { withTimezone: true }),
    excludedMonths: jsonb('excluded_months').$type<ExcludedMonth[]>().notNull().default([]),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_service_setups_contract_idx').on(t.contractId),
    index('payment_service_setups_payer_idx').on(t.payerPartyId),
    index('payment_service_setups_payout_method_idx').on(t.payoutMethodId),
    index('payment_service_setups_updated_by_idx').on(t.updatedById),
    check('payment_service_setups_excluded_check', sql`jsonb_typeof(${t.excludedMonths}) = 'array'`),
  ],
);
