CREATE TABLE "rent_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"base_amount_isk" integer NOT NULL,
	"amount_isk" integer NOT NULL,
	"index_month" date,
	"index_value" numeric(8, 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_amount_isk" integer,
	"marked_paid_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_payments_status_check" CHECK ("rent_payments"."status" in ('pending', 'paid', 'overdue', 'cancelled')),
	CONSTRAINT "rent_payments_amount_check" CHECK ("rent_payments"."amount_isk" >= 0 and "rent_payments"."base_amount_isk" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_marked_paid_by_id_users_id_fk" FOREIGN KEY ("marked_paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payments_contract_period_idx" ON "rent_payments" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "rent_payments_status_due_idx" ON "rent_payments" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "rent_payments_marked_paid_by_idx" ON "rent_payments" USING btree ("marked_paid_by_id") WHERE "rent_payments"."marked_paid_by_id" is not null;