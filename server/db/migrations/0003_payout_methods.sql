CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bank" text,
	"ledger" text,
	"account_number" text,
	"owner_kennitala" text,
	"iban" text,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_methods_user_id_idx" ON "payout_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_one_default_idx" ON "payout_methods" USING btree ("user_id") WHERE "payout_methods"."is_default";