CREATE TABLE "app"."source_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "source_days_day_source_campaign_landing_page_kind_pk" PRIMARY KEY("day","source","campaign","landing_page","kind")
);
--> statement-breakpoint
ALTER TABLE "app"."source_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "source" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_source')), ''), nullif(regexp_replace(lower(substring(attribution->>'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''), 'direct')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "campaign" text GENERATED ALWAYS AS (coalesce(nullif(btrim(attribution->>'utm_campaign'), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "landing_page" text GENERATED ALWAYS AS (coalesce(nullif(split_part(split_part(attribution->>'landing_page', '?', 1), '#', 1), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "source" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_source')), ''), nullif(regexp_replace(lower(substring(attribution->>'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''), 'direct')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "campaign" text GENERATED ALWAYS AS (coalesce(nullif(btrim(attribution->>'utm_campaign'), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "landing_page" text GENERATED ALWAYS AS (coalesce(nullif(split_part(split_part(attribution->>'landing_page', '?', 1), '#', 1), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "app"."leads" USING btree ("source","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_campaign_idx" ON "app"."leads" USING btree ("campaign","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_landing_page_idx" ON "app"."leads" USING btree ("landing_page","created_at" DESC NULLS LAST);