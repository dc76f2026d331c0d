ALTER TABLE "registry_submissions" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD COLUMN "claimed_until" timestamp with time zone;