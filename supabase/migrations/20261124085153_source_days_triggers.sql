-- The owner's display time zone (content/emails.ts emailTimeZone): source_days counts by day there. Changing it
-- takes a migration that replaces this function and rebuilds source_days (the backfill below, after a truncate).
CREATE FUNCTION "app"."report_time_zone"() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'America/Los_Angeles' $$;--> statement-breakpoint
-- Statement-level triggers with transition tables: one grouped upsert per statement, however many rows it touched.
CREATE FUNCTION "app"."count_source_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'leads' THEN
      INSERT INTO "app"."source_days" AS s ("day", "source", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, campaign, landing_page, kind::text, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("day", "source", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, campaign, landing_page, 'click', -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT ("day", "source", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    END IF;
    DELETE FROM "app"."source_days" AS s
    USING (SELECT DISTINCT (created_at AT TIME ZONE "app"."report_time_zone"())::date AS "day" FROM old_rows) AS touched
    WHERE s."day" = touched."day" AND s."count" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'leads' THEN
      INSERT INTO "app"."source_days" AS s ("day", "source", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, campaign, landing_page, kind::text, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("day", "source", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, campaign, landing_page, 'click', count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT ("day", "source", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_source_days_insert" AFTER INSERT ON "app"."leads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "leads_source_days_update" AFTER UPDATE ON "app"."leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "leads_source_days_delete" AFTER DELETE ON "app"."leads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "booking_clicks_source_days_insert" AFTER INSERT ON "app"."booking_clicks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "booking_clicks_source_days_update" AFTER UPDATE ON "app"."booking_clicks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
CREATE TRIGGER "booking_clicks_source_days_delete" AFTER DELETE ON "app"."booking_clicks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_days"();--> statement-breakpoint
INSERT INTO "app"."source_days" ("day", "source", "campaign", "landing_page", "kind", "count")
SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, campaign, landing_page, kind::text, count(*)
FROM "app"."leads" GROUP BY 1, 2, 3, 4, 5
UNION ALL
SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, campaign, landing_page, 'click', count(*)
FROM "app"."booking_clicks" GROUP BY 1, 2, 3, 4;
