CREATE SEQUENCE "public"."rent_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rent_payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_payment_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"number" text NOT NULL,
	"amount_isk" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_payment_receipts_source_check" CHECK ("rent_payment_receipts"."source" in ('manual', 'bank')),
	CONSTRAINT "rent_payment_receipts_amount_check" CHECK ("rent_payment_receipts"."amount_isk" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "rent_payments" ADD COLUMN "credit_in_isk" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD COLUMN "credit_out_isk" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_payment_receipts" ADD CONSTRAINT "rent_payment_receipts_rent_payment_id_rent_payments_id_fk" FOREIGN KEY ("rent_payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payment_receipts" ADD CONSTRAINT "rent_payment_receipts_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payment_receipts" ADD CONSTRAINT "rent_payment_receipts_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payment_receipts_number_idx" ON "rent_payment_receipts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rent_payment_receipts_payment_idx" ON "rent_payment_receipts" USING btree ("rent_payment_id");--> statement-breakpoint
CREATE INDEX "rent_payment_receipts_contract_idx" ON "rent_payment_receipts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "rent_payment_receipts_by_user_idx" ON "rent_payment_receipts" USING btree ("by_user_id") WHERE "rent_payment_receipts"."by_user_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('tenant_receivable', 'tenant_credit', 'bank_clearing', 'landlord_payable', 'platform_fees'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('claim', 'payment', 'credit', 'fee', 'payout'));--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_credit_check" CHECK ("rent_payments"."credit_in_isk" >= 0 and "rent_payments"."credit_out_isk" >= 0);