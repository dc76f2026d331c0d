CREATE TABLE "contract_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"registry_alert_days" integer DEFAULT 7 NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" text NOT NULL,
	"nearing" integer NOT NULL,
	"overdue" integer NOT NULL,
	"failed" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_simulator_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"registry_number" text NOT NULL,
	"end_date" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_settings_updated_by_idx" ON "contract_settings" USING btree ("updated_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_alerts_day_idx" ON "registry_alerts" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_simulator_records_key_idx" ON "registry_simulator_records" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "registry_simulator_records_number_idx" ON "registry_simulator_records" USING btree ("registry_number");