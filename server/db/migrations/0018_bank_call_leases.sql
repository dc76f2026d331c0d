ALTER TABLE "bank_claims" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "bank_claims" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "lease_until" timestamp with time zone;