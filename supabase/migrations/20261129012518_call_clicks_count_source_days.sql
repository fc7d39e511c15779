-- Taps on an ad page's call button count in the Sources report as kind 'call', beside booking clicks ('click'); the
-- function is as before otherwise (a privacy erasure still keeps the days' counts).
CREATE OR REPLACE FUNCTION "app"."count_source_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR (TG_OP = 'DELETE' AND coalesce(current_setting('app.keep_report_counts', true), '') <> 'on') THEN
    IF TG_TABLE_NAME = 'leads' THEN
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, k, -count(*)
      FROM old_rows, LATERAL unnest("app"."lead_report_kinds"(kind::text, qualified_at, booked_at, won_at)) AS k
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, CASE TG_TABLE_NAME WHEN 'call_clicks' THEN 'call' ELSE 'click' END, -count(*)
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
      FROM new_rows, LATERAL unnest("app"."lead_report_kinds"(kind::text, qualified_at, booked_at, won_at)) AS k
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, CASE TG_TABLE_NAME WHEN 'call_clicks' THEN 'call' ELSE 'click' END, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "call_clicks_source_days_insert" AFTER INSERT ON "app"."call_clicks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "call_clicks_source_days_update" AFTER UPDATE ON "app"."call_clicks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "call_clicks_source_days_delete" AFTER DELETE ON "app"."call_clicks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();
