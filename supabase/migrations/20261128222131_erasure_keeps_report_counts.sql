-- The kinds a lead counts under in the Sources report: its form, and each outcome stage it has reached (the stages of
-- lib/db/lead-statuses.ts; tests/integration/lead-status.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "app"."lead_report_kinds"(kind text, qualified_at timestamptz, booked_at timestamptz, won_at timestamptz)
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[kind,
    CASE WHEN qualified_at IS NOT NULL THEN 'qualified' END,
    CASE WHEN booked_at IS NOT NULL THEN 'booked' END,
    CASE WHEN won_at IS NOT NULL THEN 'won' END], NULL)
$$;--> statement-breakpoint
-- As before, with one exception: a transaction that sets app.keep_report_counts (a privacy erasure) deletes leads and
-- clicks without taking the days' counts down, which hold nothing personal.
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
      FROM new_rows, LATERAL unnest("app"."lead_report_kinds"(kind::text, qualified_at, booked_at, won_at)) AS k
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    ELSE
      INSERT INTO "app"."source_days" AS s ("day", "source", "medium", "campaign", "landing_page", "kind", "count")
      SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, 'click', count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("day", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = s."count" + excluded."count";
    END IF;
  END IF;
  RETURN NULL;
END $$;
