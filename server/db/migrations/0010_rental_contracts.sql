CREATE TABLE "consumer_price_index" (
	"month" date PRIMARY KEY NOT NULL,
	"value" numeric(8, 1) NOT NULL,
	"entered_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"registry_number" text,
	"last_error" jsonb,
	"next_attempt_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_contract_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_version" integer,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"user_id" uuid,
	"document_version" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"method" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_contract_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"fastanumer" text DEFAULT '' NOT NULL,
	"unit_code" text,
	"size_m2" numeric(7, 1),
	"rooms" smallint,
	"usage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_contract_parties" DROP CONSTRAINT "rental_contract_parties_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_contract_parties" DROP CONSTRAINT "rental_contract_parties_contract_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "company_kennitala" text;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "kennitala" text;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "signs" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "document_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "category" text DEFAULT 'dwelling' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "property_class" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "property_description" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "term_kind" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "handover_date" date;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "index_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "index_base_month" date;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "index_base_value" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "housing_fund_payer" text DEFAULT 'landlord' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "housing_fund_isk" integer;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "electricity" jsonb DEFAULT '{"payer":"tenant","meterNumber":null,"meterReading":null,"readingDate":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "heating" jsonb DEFAULT '{"payer":"landlord","meterNumber":null,"meterReading":null,"readingDate":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "other_costs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "payment_day" text DEFAULT 'first' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "payment_day_other" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "payment_method" text DEFAULT 'bank_transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "payment_method_other" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "payout_method_id" uuid;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "security_provider" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "security_description" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "pets" text DEFAULT 'not_allowed' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "smoking_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "subletting_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "house_rules" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "special_provisions" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "smoke_detectors" smallint;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "fire_extinguishers" smallint;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "fire_blanket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "escape_route" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "inspection" text DEFAULT 'parties' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "inspector_name" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "condition_description" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "sent_for_signing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "signatures_voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "registry_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "registry_number" text;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "registration_due" date;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "contract_defaults" jsonb;--> statement-breakpoint
ALTER TABLE "consumer_price_index" ADD CONSTRAINT "consumer_price_index_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_documents" ADD CONSTRAINT "rental_contract_documents_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_documents" ADD CONSTRAINT "rental_contract_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_events" ADD CONSTRAINT "rental_contract_events_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_events" ADD CONSTRAINT "rental_contract_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_signatures" ADD CONSTRAINT "rental_contract_signatures_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_signatures" ADD CONSTRAINT "rental_contract_signatures_party_id_rental_contract_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."rental_contract_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_signatures" ADD CONSTRAINT "rental_contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_units" ADD CONSTRAINT "rental_contract_units_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registry_submissions_key_idx" ON "registry_submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_submissions_contract_kind_idx" ON "registry_submissions" USING btree ("contract_id","kind");--> statement-breakpoint
CREATE INDEX "registry_submissions_status_idx" ON "registry_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rental_contract_documents_contract_idx" ON "rental_contract_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "rental_contract_documents_sha_idx" ON "rental_contract_documents" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contract_documents_version_idx" ON "rental_contract_documents" USING btree ("contract_id","kind","document_version") WHERE "rental_contract_documents"."kind" in ('version', 'signed');--> statement-breakpoint
CREATE INDEX "rental_contract_events_contract_idx" ON "rental_contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_contract_signatures_contract_idx" ON "rental_contract_signatures" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "rental_contract_signatures_sha_idx" ON "rental_contract_signatures" USING btree ("pdf_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contract_signatures_live_idx" ON "rental_contract_signatures" USING btree ("party_id","document_version") WHERE "rental_contract_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "rental_contract_units_contract_idx" ON "rental_contract_units" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD CONSTRAINT "rental_contract_parties_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_parties" ADD CONSTRAINT "rental_contract_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_contract_parties_contract_idx" ON "rental_contract_parties" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contract_parties_contract_user_idx" ON "rental_contract_parties" USING btree ("contract_id","user_id") WHERE "rental_contract_parties"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contracts_number_idx" ON "rental_contracts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contracts_registry_number_idx" ON "rental_contracts" USING btree ("registry_number") WHERE "rental_contracts"."registry_number" is not null;--> statement-breakpoint
CREATE INDEX "rental_contracts_team_idx" ON "rental_contracts" USING btree ("owner_team_id");--> statement-breakpoint
CREATE INDEX "rental_contracts_status_end_idx" ON "rental_contracts" USING btree ("status","end_date");--> statement-breakpoint
-- Drafts stored by accepted offers before this migration: their parties' names and contacts, and
-- the kind of term their end date implies.
UPDATE "rental_contract_parties" p SET "name" = u."name", "email" = u."email", "phone" = u."phone", "kennitala" = u."kennitala" FROM "users" u WHERE u."id" = p."user_id";--> statement-breakpoint
UPDATE "rental_contracts" SET "term_kind" = CASE WHEN "end_date" IS NULL THEN 'indefinite' ELSE 'fixed' END, "created_by_id" = "owner_user_id";
