CREATE TABLE "contract_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_isk" integer,
	"text" text,
	"sent_at" timestamp with time zone NOT NULL,
	"deadline" date,
	"resolved_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_demands_kind_check" CHECK ("contract_demands"."kind" in ('payment_demand', 'written_warning')),
	CONSTRAINT "contract_demands_amount_check" CHECK ("contract_demands"."amount_isk" is null or "contract_demands"."amount_isk" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_terminations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rescission_case" text,
	"from_side" text NOT NULL,
	"reason_code" text,
	"reason_text" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"notice_date" date NOT NULL,
	"proposed_end_date" date,
	"legal_end_date" date,
	"rule" jsonb,
	"counter_of_id" uuid,
	"responded_by_id" uuid,
	"responded_at" timestamp with time zone,
	"response_text" text,
	"sent_at" timestamp with time zone,
	"binding_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_terminations_kind_check" CHECK ("contract_terminations"."kind" in ('default', 'negotiate', 'violate')),
	CONSTRAINT "contract_terminations_side_check" CHECK ("contract_terminations"."from_side" in ('landlord', 'tenant')),
	CONSTRAINT "contract_terminations_status_check" CHECK ("contract_terminations"."status" in ('draft', 'sent', 'accepted', 'rejected', 'countered', 'withdrawn')),
	CONSTRAINT "contract_terminations_case_check" CHECK (("contract_terminations"."kind" = 'violate') = ("contract_terminations"."rescission_case" is not null))
);
--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "fixed_term_notice_grounds" text;--> statement-breakpoint
ALTER TABLE "contract_demands" ADD CONSTRAINT "contract_demands_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_demands" ADD CONSTRAINT "contract_demands_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD CONSTRAINT "contract_terminations_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD CONSTRAINT "contract_terminations_counter_of_id_contract_terminations_id_fk" FOREIGN KEY ("counter_of_id") REFERENCES "public"."contract_terminations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD CONSTRAINT "contract_terminations_responded_by_id_users_id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD CONSTRAINT "contract_terminations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_demands_contract_idx" ON "contract_demands" USING btree ("contract_id","sent_at");--> statement-breakpoint
CREATE INDEX "contract_demands_open_idx" ON "contract_demands" USING btree ("deadline") WHERE "contract_demands"."resolved_at" is null and "contract_demands"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "contract_demands_created_by_idx" ON "contract_demands" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "contract_terminations_contract_idx" ON "contract_terminations" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_terminations_status_idx" ON "contract_terminations" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "contract_terminations_counter_idx" ON "contract_terminations" USING btree ("counter_of_id") WHERE "contract_terminations"."counter_of_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_terminations_responded_by_idx" ON "contract_terminations" USING btree ("responded_by_id") WHERE "contract_terminations"."responded_by_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_terminations_created_by_idx" ON "contract_terminations" USING btree ("created_by_id");