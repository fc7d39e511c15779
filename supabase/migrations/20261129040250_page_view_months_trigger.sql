-- page_view_days per month and attribution, kept as page_view_week_parts is (statement-level, one grouped upsert per
-- statement; the visit counter's upsert fires the insert trigger for new rows and the update trigger for the rest).
CREATE FUNCTION "app"."count_page_view_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "app"."page_view_months";
    RETURN NULL;
  END IF;
  -- Ordered, so concurrent statements lock the rows they share in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "app"."page_view_months" AS m ("month", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
    SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, sum(views), sum(visitors), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("month", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "views" = m."views" + excluded."views", "visitors" = m."visitors" + excluded."visitors", "day_rows" = m."day_rows" + excluded."day_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "app"."page_view_months" AS m ("month", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
    SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, sum(views), sum(visitors), sum(n)
    FROM (SELECT day, source, medium, campaign, landing_page, views, visitors, 1 AS n FROM new_rows
          UNION ALL
          SELECT day, source, medium, campaign, landing_page, -views, -visitors, -1 FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("month", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "views" = m."views" + excluded."views", "visitors" = m."visitors" + excluded."visitors", "day_rows" = m."day_rows" + excluded."day_rows";
  ELSE
    INSERT INTO "app"."page_view_months" AS m ("month", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
    SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, -sum(views), -sum(visitors), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("month", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "views" = m."views" + excluded."views", "visitors" = m."visitors" + excluded."visitors", "day_rows" = m."day_rows" + excluded."day_rows";
  END IF;
  -- A month's row goes with its last day row.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "app"."page_view_months" AS m
    USING (SELECT DISTINCT date_trunc('month', day::timestamp)::date AS "month" FROM old_rows) AS touched
    WHERE m."month" = touched."month" AND m."day_rows" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "page_view_days_months_insert" AFTER INSERT ON "app"."page_view_days" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_months"();--> statement-breakpoint
CREATE TRIGGER "page_view_days_months_update" AFTER UPDATE ON "app"."page_view_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_months"();--> statement-breakpoint
CREATE TRIGGER "page_view_days_months_delete" AFTER DELETE ON "app"."page_view_days" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_months"();--> statement-breakpoint
CREATE TRIGGER "page_view_days_months_truncate" AFTER TRUNCATE ON "app"."page_view_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_months"();--> statement-breakpoint
INSERT INTO "app"."page_view_months" ("month", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, sum(views), sum(visitors), count(*)
FROM "app"."page_view_days" GROUP BY 1, 2, 3, 4, 5;
