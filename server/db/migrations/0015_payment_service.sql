CREATE TABLE "bank_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_payment_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"bank_claim_id" text,
	"reference" text NOT NULL,
	"amount_isk" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_amount_isk" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_claims_status_check" CHECK ("bank_claims"."status" in ('created', 'sent', 'paid', 'cancelled', 'failed')),
	CONSTRAINT "bank_claims_amount_check" CHECK ("bank_claims"."amount_isk" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_event_id" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"bank_claim_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_simulator_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount_isk" integer NOT NULL,
	"due_date" date,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"debit_isk" integer DEFAULT 0 NOT NULL,
	"credit_isk" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"rent_payment_id" uuid,
	"claim_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('tenant_receivable', 'bank_clearing', 'landlord_payable', 'platform_fees')),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('claim', 'payment', 'fee', 'payout')),
	CONSTRAINT "ledger_entries_side_check" CHECK ("ledger_entries"."debit_isk" >= 0 and "ledger_entries"."credit_isk" >= 0 and ("ledger_entries"."debit_isk" = 0) <> ("ledger_entries"."credit_isk" = 0))
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_kind_check" CHECK ("payment_reminders"."kind" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "payment_service_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"payer_party_id" uuid NOT NULL,
	"payout_method_id" uuid NOT NULL,
	"set_up_by_id" uuid,
	"set_up_by_staff" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_service_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_basis_points" integer DEFAULT 250 NOT NULL,
	"fee_fixed_isk" integer DEFAULT 0 NOT NULL,
	"claim_days_before" integer DEFAULT 10 NOT NULL,
	"reminder_days_before" integer DEFAULT 3 NOT NULL,
	"reminder_days_after" integer DEFAULT 3 NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_service_settings_id_check" CHECK ("payment_service_settings"."id" = 1),
	CONSTRAINT "payment_service_settings_fee_check" CHECK ("payment_service_settings"."fee_basis_points" between 0 and 10000 and "payment_service_settings"."fee_fixed_isk" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"fee_basis_points" integer,
	"fee_fixed_isk" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_services_fee_check" CHECK (("payment_services"."fee_basis_points" is null or "payment_services"."fee_basis_points" between 0 and 10000) and ("payment_services"."fee_fixed_isk" is null or "payment_services"."fee_fixed_isk" >= 0))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_payment_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"payout_method_id" uuid NOT NULL,
	"gross_isk" integer NOT NULL,
	"fee_isk" integer NOT NULL,
	"net_isk" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text NOT NULL,
	"bank_payout_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('queued', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_sum_check" CHECK ("payouts"."gross_isk" = "payouts"."fee_isk" + "payouts"."net_isk" and "payouts"."fee_isk" >= 0 and "payouts"."net_isk" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_claims" ADD CONSTRAINT "bank_claims_rent_payment_id_rent_payments_id_fk" FOREIGN KEY ("rent_payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_claims" ADD CONSTRAINT "bank_claims_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_claims" ADD CONSTRAINT "bank_claims_enrolment_id_payment_service_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."payment_service_enrolments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_rent_payment_id_rent_payments_id_fk" FOREIGN KEY ("rent_payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_claim_id_bank_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."bank_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_rent_payment_id_rent_payments_id_fk" FOREIGN KEY ("rent_payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_enrolments" ADD CONSTRAINT "payment_service_enrolments_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_enrolments" ADD CONSTRAINT "payment_service_enrolments_service_id_payment_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."payment_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_enrolments" ADD CONSTRAINT "payment_service_enrolments_payer_party_id_rental_contract_parties_id_fk" FOREIGN KEY ("payer_party_id") REFERENCES "public"."rental_contract_parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_enrolments" ADD CONSTRAINT "payment_service_enrolments_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_enrolments" ADD CONSTRAINT "payment_service_enrolments_set_up_by_id_users_id_fk" FOREIGN KEY ("set_up_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_enrolments" ADD CONSTRAINT "payment_service_enrolments_stopped_by_id_users_id_fk" FOREIGN KEY ("stopped_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_settings" ADD CONSTRAINT "payment_service_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_rent_payment_id_rent_payments_id_fk" FOREIGN KEY ("rent_payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_claim_id_bank_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."bank_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_claims_rent_payment_idx" ON "bank_claims" USING btree ("rent_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_claims_key_idx" ON "bank_claims" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_claims_bank_id_idx" ON "bank_claims" USING btree ("bank_claim_id") WHERE "bank_claims"."bank_claim_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_claims_contract_idx" ON "bank_claims" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "bank_claims_enrolment_idx" ON "bank_claims" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "bank_claims_status_idx" ON "bank_claims" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_notifications_event_idx" ON "bank_notifications" USING btree ("provider_event_id");--> statement-breakpoint
CREATE INDEX "bank_notifications_claim_idx" ON "bank_notifications" USING btree ("bank_claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_simulator_records_key_idx" ON "bank_simulator_records" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_contract_idx" ON "ledger_entries" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_rent_payment_idx" ON "ledger_entries" USING btree ("rent_payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_claim_idx" ON "ledger_entries" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_month_kind_idx" ON "payment_reminders" USING btree ("rent_payment_id","kind");--> statement-breakpoint
CREATE INDEX "payment_service_enrolments_contract_idx" ON "payment_service_enrolments" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_service_enrolments_running_idx" ON "payment_service_enrolments" USING btree ("contract_id") WHERE "payment_service_enrolments"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "payment_service_enrolments_service_idx" ON "payment_service_enrolments" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "payment_service_enrolments_payer_idx" ON "payment_service_enrolments" USING btree ("payer_party_id");--> statement-breakpoint
CREATE INDEX "payment_service_enrolments_payout_method_idx" ON "payment_service_enrolments" USING btree ("payout_method_id");--> statement-breakpoint
CREATE INDEX "payment_service_enrolments_set_up_by_idx" ON "payment_service_enrolments" USING btree ("set_up_by_id");--> statement-breakpoint
CREATE INDEX "payment_service_enrolments_stopped_by_idx" ON "payment_service_enrolments" USING btree ("stopped_by_id");--> statement-breakpoint
CREATE INDEX "payment_service_settings_updated_by_idx" ON "payment_service_settings" USING btree ("updated_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_services_code_idx" ON "payment_services" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_rent_payment_idx" ON "payouts" USING btree ("rent_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_claim_idx" ON "payouts" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_key_idx" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_contract_idx" ON "payouts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payouts_payout_method_idx" ON "payouts" USING btree ("payout_method_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");