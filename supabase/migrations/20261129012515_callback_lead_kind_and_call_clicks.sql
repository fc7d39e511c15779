ALTER TYPE "app"."lead_kind" ADD VALUE 'callback';--> statement-breakpoint
CREATE TABLE "app"."call_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_hash" text,
	"user_agent" text,
	"visit_key" text,
	"gpc" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_source')), ''), nullif(lower(btrim(attribution->>'source')), ''), nullif(lower(btrim(attribution->>'ref')), ''), nullif(lower(btrim(attribution->>'affiliate_link')), ''), nullif(regexp_replace(lower(substring(attribution->>'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''), 'direct')) STORED NOT NULL,
	"medium" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_medium')), ''), '(not set)')) STORED NOT NULL,
	"campaign" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_campaign')), ''), '(not set)')) STORED NOT NULL,
	"landing_page" text GENERATED ALWAYS AS (coalesce(nullif(split_part(split_part(attribution->>'landing_page', '?', 1), '#', 1), ''), '(not set)')) STORED NOT NULL,
	CONSTRAINT "call_clicks_visit_key_unique" UNIQUE("visit_key")
);
--> statement-breakpoint
ALTER TABLE "app"."call_clicks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "call_clicks_created_at_idx" ON "app"."call_clicks" USING btree ("created_at");