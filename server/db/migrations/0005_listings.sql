CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"rent_isk" integer,
	"street" text,
	"postcode" text,
	"town" text,
	"region" text,
	"property_type" text,
	"size_m2" numeric(7, 1),
	"rooms" smallint,
	"image_url" text,
	"lat" double precision,
	"lng" double precision,
	"source_published_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"message" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"owner_user_id" uuid,
	"owner_team_id" uuid,
	"created_by" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"steps_done" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"title_is" text,
	"title_en" text,
	"description_is" text,
	"description_en" text,
	"rent_isk" integer,
	"security_type" text,
	"security_months" numeric(3, 1),
	"available_from" date,
	"available_until" date,
	"lease_type" text,
	"lease_months" smallint,
	"utilities_included" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"pets_allowed" boolean,
	"smoking_allowed" boolean,
	"max_occupants" smallint,
	"subletting_allowed" boolean,
	"quiet_hours" text,
	"amenities" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"viewing_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postcode" text,
	"region" text,
	"town" text,
	"property_type" text,
	"size_m2" numeric(7, 1),
	"rooms" smallint,
	"lat" double precision,
	"lng" double precision,
	"cover_key" text,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"rejection_reason" text,
	"featured_rank" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_one_owner" CHECK (("listings"."owner_user_id" is null) <> ("listings"."owner_team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"owner_team_id" uuid,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"unit" text,
	"postcode" text NOT NULL,
	"fastanumer" text,
	"type" text,
	"size_m2" numeric(7, 1),
	"rooms" smallint,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"floor" smallint,
	"elevator" boolean,
	"year_built" smallint,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_one_owner" CHECK (("properties"."owner_user_id" is null) <> ("properties"."owner_team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imported_listings_source_external_idx" ON "imported_listings" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "imported_listings_active_idx" ON "imported_listings" USING btree ("source_published_at" DESC NULLS LAST) WHERE "imported_listings"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_events_kind_idx" ON "listing_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "listing_events_actor_idx" ON "listing_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_reports_listing_idx" ON "listing_reports" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "listings_owner_user_id_idx" ON "listings" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "listings_owner_team_id_idx" ON "listings" USING btree ("owner_team_id");--> statement-breakpoint
CREATE INDEX "listings_property_id_idx" ON "listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listings_created_by_idx" ON "listings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "listings_pub_newest_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_pub_rent_idx" ON "listings" USING btree ("rent_isk","id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_pub_size_idx" ON "listings" USING btree ("size_m2","id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_pub_region_idx" ON "listings" USING btree ("region","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_pub_postcode_idx" ON "listings" USING btree ("postcode","published_at" DESC NULLS LAST) WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_expires_idx" ON "listings" USING btree ("expires_at") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("featured_rank") WHERE "listings"."featured_rank" is not null;--> statement-breakpoint
CREATE INDEX "properties_owner_user_id_idx" ON "properties" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "properties_owner_team_id_idx" ON "properties" USING btree ("owner_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_owner_address_idx" ON "properties" USING btree (coalesce("owner_user_id", "owner_team_id"),lower("street"),lower("house_number"),lower(coalesce("unit", '')),"postcode");--> statement-breakpoint
CREATE INDEX "saved_search_hits_listing_idx" ON "saved_search_hits" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency");