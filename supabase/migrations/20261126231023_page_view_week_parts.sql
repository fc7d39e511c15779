CREATE TABLE "app"."page_view_week_parts" (
	"starts" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"day_rows" integer NOT NULL,
	CONSTRAINT "page_view_week_parts_starts_source_medium_campaign_landing_page_pk" PRIMARY KEY("starts","source","medium","campaign","landing_page")
);
--> statement-breakpoint
ALTER TABLE "app"."page_view_week_parts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- A day's week part: its Monday-to-Sunday week cut where a month begins, named by its first day. Parts add up to
-- whole weeks and to whole months, the report's buckets beyond 30 days (date_trunc's weeks start on Monday).
CREATE FUNCTION "app"."week_part"("day" date) RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ SELECT greatest(date_trunc('week', "day"::timestamp), date_trunc('month', "day"::timestamp))::date $$;--> statement-breakpoint
-- Kept like source_days: statement-level triggers with transition tables, one grouped upsert per statement. The
-- visit counter's upsert fires the insert trigger for its new rows and the update trigger for the rows it added to.
CREATE FUNCTION "app"."count_page_view_week_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "app"."page_view_week_parts";
    RETURN NULL;
  END IF;
  -- Ordered, so concurrent statements lock the rows they share in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "app"."page_view_week_parts" AS m ("starts", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
    SELECT "app"."week_part"(day), source, medium, campaign, landing_page, sum(views), sum(visitors), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("starts", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "views" = m."views" + excluded."views", "visitors" = m."visitors" + excluded."visitors", "day_rows" = m."day_rows" + excluded."day_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "app"."page_view_week_parts" AS m ("starts", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
    SELECT "app"."week_part"(day), source, medium, campaign, landing_page, sum(views), sum(visitors), sum(n)
    FROM (SELECT day, source, medium, campaign, landing_page, views, visitors, 1 AS n FROM new_rows
          UNION ALL
          SELECT day, source, medium, campaign, landing_page, -views, -visitors, -1 FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("starts", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "views" = m."views" + excluded."views", "visitors" = m."visitors" + excluded."visitors", "day_rows" = m."day_rows" + excluded."day_rows";
  ELSE
    INSERT INTO "app"."page_view_week_parts" AS m ("starts", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
    SELECT "app"."week_part"(day), source, medium, campaign, landing_page, -sum(views), -sum(visitors), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("starts", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "views" = m."views" + excluded."views", "visitors" = m."visitors" + excluded."visitors", "day_rows" = m."day_rows" + excluded."day_rows";
  END IF;
  -- A part's row goes with its last day row (an update can move a row to another attribution or day).
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "app"."page_view_week_parts" AS m
    USING (SELECT DISTINCT "app"."week_part"(day) AS "starts" FROM old_rows) AS touched
    WHERE m."starts" = touched."starts" AND m."day_rows" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "page_view_days_week_parts_insert" AFTER INSERT ON "app"."page_view_days" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_week_parts"();--> statement-breakpoint
CREATE TRIGGER "page_view_days_week_parts_update" AFTER UPDATE ON "app"."page_view_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_week_parts"();--> statement-breakpoint
CREATE TRIGGER "page_view_days_week_parts_delete" AFTER DELETE ON "app"."page_view_days" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_week_parts"();--> statement-breakpoint
CREATE TRIGGER "page_view_days_week_parts_truncate" AFTER TRUNCATE ON "app"."page_view_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_page_view_week_parts"();--> statement-breakpoint
INSERT INTO "app"."page_view_week_parts" ("starts", "source", "medium", "campaign", "landing_page", "views", "visitors", "day_rows")
SELECT "app"."week_part"(day), source, medium, campaign, landing_page, sum(views), sum(visitors), count(*)
FROM "app"."page_view_days" GROUP BY 1, 2, 3, 4, 5;
