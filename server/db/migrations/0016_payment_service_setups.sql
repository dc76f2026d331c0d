CREATE TABLE "payment_service_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"payer_party_id" uuid,
	"payout_method_id" uuid,
	"service_code" text,
	"schedule_reviewed_at" timestamp with time zone,
	"excluded_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_service_setups_excluded_check" CHECK (jsonb_typeof("payment_service_setups"."excluded_months") = 'array')
);
--> statement-breakpoint
ALTER TABLE "payment_service_setups" ADD CONSTRAINT "payment_service_setups_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_setups" ADD CONSTRAINT "payment_service_setups_payer_party_id_rental_contract_parties_id_fk" FOREIGN KEY ("payer_party_id") REFERENCES "public"."rental_contract_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_setups" ADD CONSTRAINT "payment_service_setups_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_service_setups" ADD CONSTRAINT "payment_service_setups_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_service_setups_contract_idx" ON "payment_service_setups" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payment_service_setups_payer_idx" ON "payment_service_setups" USING btree ("payer_party_id");--> statement-breakpoint
CREATE INDEX "payment_service_setups_payout_method_idx" ON "payment_service_setups" USING btree ("payout_method_id");--> statement-breakpoint
CREATE INDEX "payment_service_setups_updated_by_idx" ON "payment_service_setups" USING btree ("updated_by_id");