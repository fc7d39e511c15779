CREATE TYPE "app"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'booked', 'won', 'lost');--> statement-breakpoint
CREATE TABLE "app"."lead_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"from_status" "app"."lead_status" NOT NULL,
	"to_status" "app"."lead_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."lead_status_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."page_view_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_days_day_source_medium_campaign_landing_page_path_pk" PRIMARY KEY("day","source","medium","campaign","landing_page","path")
);
--> statement-breakpoint
ALTER TABLE "app"."page_view_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."visit_secrets" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."visit_secrets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."visitor_marks" (
	"day" date NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "visitor_marks_day_mark_pk" PRIMARY KEY("day","mark")
);
--> statement-breakpoint
ALTER TABLE "app"."visitor_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."wizard_step_days" (
	"day" date NOT NULL,
	"form" text NOT NULL,
	"step" integer NOT NULL,
	"source" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wizard_step_days_day_form_step_source_pk" PRIMARY KEY("day","form","step","source")
);
--> statement-breakpoint
ALTER TABLE "app"."wizard_step_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- source_days is rebuilt below (new source rule, medium, outcomes): emptied first so medium can be NOT NULL.
TRUNCATE "app"."source_days";--> statement-breakpoint
ALTER TABLE "app"."source_days" DROP CONSTRAINT "source_days_day_source_campaign_landing_page_kind_pk";--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" drop column "source";--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "source" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_source')), ''), nullif(lower(btrim(attribution->>'source')), ''), nullif(lower(btrim(attribution->>'ref')), ''), nullif(lower(btrim(attribution->>'affiliate_link')), ''), nullif(regexp_replace(lower(substring(attribution->>'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''), 'direct')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" drop column "campaign";--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "campaign" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_campaign')), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" drop column "source";--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "source" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_source')), ''), nullif(lower(btrim(attribution->>'source')), ''), nullif(lower(btrim(attribution->>'ref')), ''), nullif(lower(btrim(attribution->>'affiliate_link')), ''), nullif(regexp_replace(lower(substring(attribution->>'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''), 'direct')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" drop column "campaign";--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "campaign" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_campaign')), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."source_days" ADD COLUMN "medium" text NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."source_days" ADD CONSTRAINT "source_days_day_source_medium_campaign_landing_page_kind_pk" PRIMARY KEY("day","source","medium","campaign","landing_page","kind");--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "medium" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_medium')), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "status" "app"."lead_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "qualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "medium" text GENERATED ALWAYS AS (coalesce(nullif(lower(btrim(attribution->>'utm_medium')), ''), '(not set)')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "app"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead_idx" ON "app"."lead_status_changes" USING btree ("lead_id","changed_at");--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD CONSTRAINT "booking_clicks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "app"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_clicks_lead_idx" ON "app"."booking_clicks" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "app"."leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Dropping the generated columns dropped their indexes; the new source rule (source, ref, affiliate_link before the
-- referrer) and case-folded campaigns are computed for every stored row by the column rewrite above.
CREATE INDEX "leads_source_idx" ON "app"."leads" USING btree ("source","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_campaign_idx" ON "app"."leads" USING btree ("campaign","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A lead counts once under its form and once under each stage it reached (on the day it came in); a booking click
-- once as "click". Statement-level, as before: one grouped upsert per statement.
CREATE OR REPLACE FUNCTION "app"."count_source_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'leads' THEN
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, k, -count(*)
      FROM old_rows, LATERAL unnest(ARRAY[kind::text,
        CASE WHEN qualified_at IS NOT NULL THEN 'qualified' END,
        CASE WHEN booked_at IS NOT NULL THEN 'booked' END,
        CASE WHEN won_at IS NOT NULL THEN 'won' END]) AS k
      WHERE k IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, 'click', -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    END IF;
    DELETE FROM "app"."source_days" AS s
    USING (SELECT DISTINCT (created_at AT TIME ZONE "app"."report_time_zone"())::date AS "day" FROM old_rows) AS touched
    WHERE s."day" = touched."day" AND s."count" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'leads' THEN
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, k, count(*)
      FROM new_rows, LATERAL unnest(ARRAY[kind::text,
        CASE WHEN qualified_at IS NOT NULL THEN 'qualified' END,
        CASE WHEN booked_at IS NOT NULL THEN 'booked' END,
        CASE WHEN won_at IS NOT NULL THEN 'won' END]) AS k
      WHERE k IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, 'click', count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "app"."source_days" ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, kind::text, count(*)
FROM "app"."leads" GROUP BY 1, 2, 3, 4, 5, 6
UNION ALL
SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, 'click', count(*)
FROM "app"."booking_clicks" GROUP BY 1, 2, 3, 4, 5;
