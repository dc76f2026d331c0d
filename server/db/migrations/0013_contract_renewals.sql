CREATE TABLE "contract_renewal_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"proposed_term_kind" text,
	"proposed_end_date" date,
	"proposed_rent_isk" integer,
	"message" text,
	"reason_code" text,
	"reason_text" text,
	"sent_at" timestamp with time zone NOT NULL,
	"contract_end_date" date NOT NULL,
	"notice_deadline" date NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"answer_due" date,
	"responded_at" timestamp with time zone,
	"responded_by_id" uuid,
	"response_message" text,
	"tenant_reminded_at" timestamp with time zone,
	"new_contract_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_renewal_reminders" ADD CONSTRAINT "contract_renewal_reminders_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_responded_by_id_users_id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_new_contract_id_rental_contracts_id_fk" FOREIGN KEY ("new_contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_renewal_reminders_contract_idx" ON "contract_renewal_reminders" USING btree ("contract_id","days_before");--> statement-breakpoint
CREATE INDEX "contract_renewals_contract_idx" ON "contract_renewals" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_renewals_status_idx" ON "contract_renewals" USING btree ("status","answer_due");--> statement-breakpoint
CREATE INDEX "contract_renewals_new_contract_idx" ON "contract_renewals" USING btree ("new_contract_id");--> statement-breakpoint
CREATE INDEX "contract_renewals_responded_by_idx" ON "contract_renewals" USING btree ("responded_by_id");--> statement-breakpoint
CREATE INDEX "contract_renewals_created_by_idx" ON "contract_renewals" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_renewals_open_idx" ON "contract_renewals" USING btree ("contract_id") WHERE "contract_renewals"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_renewals_accepted_idx" ON "contract_renewals" USING btree ("contract_id") WHERE "contract_renewals"."status" = 'accepted';