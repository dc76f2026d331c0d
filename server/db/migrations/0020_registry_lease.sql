ALTER TABLE "registry_submissions" RENAME COLUMN "claim_token" TO "lease_token";--> statement-breakpoint
ALTER TABLE "registry_submissions" RENAME COLUMN "claimed_until" TO "lease_until";