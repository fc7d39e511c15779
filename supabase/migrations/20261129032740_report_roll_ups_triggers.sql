-- source_days per month and attribution (the report's tables and money over whole months) and per week part and
-- source (its chart by week or month), kept by one statement-level trigger on source_days as page_view_week_parts is
-- kept: whatever changes source_days (leads, clicks, calls, an erasure that keeps the counts) changes these alike.
-- Every day row counts at least one, so a roll-up row at zero has no day rows left and goes.
CREATE FUNCTION "app"."count_source_roll_ups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "app"."source_months", "app"."source_week_parts";
    RETURN NULL;
  END IF;
  -- Ordered, so concurrent statements lock the rows they share in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "app"."source_months" AS m ("month", "source", "medium", "campaign", "landing_page", "kind", "count")
    SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, kind, sum(count)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("month", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = m."count" + excluded."count";
    INSERT INTO "app"."source_week_parts" AS w ("starts", "source", "kind", "count")
    SELECT "app"."week_part"(day), source, kind, sum(count)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("starts", "source", "kind") DO UPDATE SET "count" = w."count" + excluded."count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "app"."source_months" AS m ("month", "source", "medium", "campaign", "landing_page", "kind", "count")
    SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, kind, sum(count)
    FROM (SELECT day, source, medium, campaign, landing_page, kind, count FROM new_rows
          UNION ALL
          SELECT day, source, medium, campaign, landing_page, kind, -count FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(count) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("month", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = m."count" + excluded."count";
    INSERT INTO "app"."source_week_parts" AS w ("starts", "source", "kind", "count")
    SELECT "app"."week_part"(day), source, kind, sum(count)
    FROM (SELECT day, source, kind, count FROM new_rows
          UNION ALL
          SELECT day, source, kind, -count FROM old_rows) AS changed
    GROUP BY 1, 2, 3 HAVING sum(count) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("starts", "source", "kind") DO UPDATE SET "count" = w."count" + excluded."count";
  ELSE
    INSERT INTO "app"."source_months" AS m ("month", "source", "medium", "campaign", "landing_page", "kind", "count")
    SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, kind, -sum(count)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("month", "source", "medium", "campaign", "landing_page", "kind") DO UPDATE SET "count" = m."count" + excluded."count";
    INSERT INTO "app"."source_week_parts" AS w ("starts", "source", "kind", "count")
    SELECT "app"."week_part"(day), source, kind, -sum(count)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("starts", "source", "kind") DO UPDATE SET "count" = w."count" + excluded."count";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "app"."source_months" AS m
    USING (SELECT DISTINCT date_trunc('month', day::timestamp)::date AS "month" FROM old_rows) AS touched
    WHERE m."month" = touched."month" AND m."count" <= 0;
    DELETE FROM "app"."source_week_parts" AS w
    USING (SELECT DISTINCT "app"."week_part"(day) AS "starts" FROM old_rows) AS touched
    WHERE w."starts" = touched."starts" AND w."count" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "source_days_roll_ups_insert" AFTER INSERT ON "app"."source_days" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_roll_ups"();--> statement-breakpoint
CREATE TRIGGER "source_days_roll_ups_update" AFTER UPDATE ON "app"."source_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_roll_ups"();--> statement-breakpoint
CREATE TRIGGER "source_days_roll_ups_delete" AFTER DELETE ON "app"."source_days" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_roll_ups"();--> statement-breakpoint
CREATE TRIGGER "source_days_roll_ups_truncate" AFTER TRUNCATE ON "app"."source_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_source_roll_ups"();--> statement-breakpoint
-- ad_spend per month, source and campaign: a year of 200 campaigns' daily spend is 2,400 rows, not 73,000. An upload's
-- replacement (a delete, then inserts) goes through here in the same transaction.
CREATE FUNCTION "app"."count_ad_spend_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "app"."ad_spend_months";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "app"."ad_spend_months" AS m ("month", "source", "campaign_key", "amount", "day_rows")
    SELECT date_trunc('month', day::timestamp)::date, source, campaign_key, sum(amount), count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "source", "campaign_key") DO UPDATE
    SET "amount" = m."amount" + excluded."amount", "day_rows" = m."day_rows" + excluded."day_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "app"."ad_spend_months" AS m ("month", "source", "campaign_key", "amount", "day_rows")
    SELECT date_trunc('month', day::timestamp)::date, source, campaign_key, sum(amount), sum(n)
    FROM (SELECT day, source, campaign_key, amount, 1 AS n FROM new_rows
          UNION ALL
          SELECT day, source, campaign_key, -amount, -1 FROM old_rows) AS changed
    GROUP BY 1, 2, 3 HAVING sum(amount) <> 0 OR sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "source", "campaign_key") DO UPDATE
    SET "amount" = m."amount" + excluded."amount", "day_rows" = m."day_rows" + excluded."day_rows";
  ELSE
    INSERT INTO "app"."ad_spend_months" AS m ("month", "source", "campaign_key", "amount", "day_rows")
    SELECT date_trunc('month', day::timestamp)::date, source, campaign_key, -sum(amount), -count(*)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "source", "campaign_key") DO UPDATE
    SET "amount" = m."amount" + excluded."amount", "day_rows" = m."day_rows" + excluded."day_rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "app"."ad_spend_months" AS m
    USING (SELECT DISTINCT date_trunc('month', day::timestamp)::date AS "month" FROM old_rows) AS touched
    WHERE m."month" = touched."month" AND m."day_rows" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ad_spend_months_insert" AFTER INSERT ON "app"."ad_spend" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_ad_spend_months"();--> statement-breakpoint
CREATE TRIGGER "ad_spend_months_update" AFTER UPDATE ON "app"."ad_spend" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_ad_spend_months"();--> statement-breakpoint
CREATE TRIGGER "ad_spend_months_delete" AFTER DELETE ON "app"."ad_spend" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_ad_spend_months"();--> statement-breakpoint
CREATE TRIGGER "ad_spend_months_truncate" AFTER TRUNCATE ON "app"."ad_spend"
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_ad_spend_months"();--> statement-breakpoint
-- Won leads' deal values per day they came in and attribution, beside source_days' won counts, with its rule: a
-- transaction that sets app.keep_report_counts (a privacy erasure) deletes leads without taking the values down, so
-- value won keeps agreeing with the Won count it sits beside. Only rows whose sums change are written (most updates
-- of a lead touch no value).
CREATE FUNCTION "app"."count_won_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "app"."won_value_days" AS w ("day", "source", "medium", "campaign", "landing_page", "valued", "value")
    SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, count(*), sum(deal_value)
    FROM new_rows WHERE won_at IS NOT NULL AND deal_value IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("day", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "valued" = w."valued" + excluded."valued", "value" = w."value" + excluded."value";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "app"."won_value_days" AS w ("day", "source", "medium", "campaign", "landing_page", "valued", "value")
    SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, sum(n), sum(deal_value)
    FROM (SELECT created_at, source, medium, campaign, landing_page, 1 AS n, deal_value FROM new_rows
            WHERE won_at IS NOT NULL AND deal_value IS NOT NULL
          UNION ALL
          SELECT created_at, source, medium, campaign, landing_page, -1, -deal_value FROM old_rows
            WHERE won_at IS NOT NULL AND deal_value IS NOT NULL) AS changed
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(deal_value) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("day", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "valued" = w."valued" + excluded."valued", "value" = w."value" + excluded."value";
  ELSIF coalesce(current_setting('app.keep_report_counts', true), '') <> 'on' THEN
    INSERT INTO "app"."won_value_days" AS w ("day", "source", "medium", "campaign", "landing_page", "valued", "value")
    SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, -count(*), -sum(deal_value)
    FROM old_rows WHERE won_at IS NOT NULL AND deal_value IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("day", "source", "medium", "campaign", "landing_page") DO UPDATE
    SET "valued" = w."valued" + excluded."valued", "value" = w."value" + excluded."value";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "app"."won_value_days" AS w
    USING (SELECT DISTINCT (created_at AT TIME ZONE "app"."report_time_zone"())::date AS "day" FROM old_rows
           WHERE won_at IS NOT NULL AND deal_value IS NOT NULL) AS touched
    WHERE w."day" = touched."day" AND w."valued" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_won_values_insert" AFTER INSERT ON "app"."leads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_won_values"();--> statement-breakpoint
CREATE TRIGGER "leads_won_values_update" AFTER UPDATE ON "app"."leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_won_values"();--> statement-breakpoint
CREATE TRIGGER "leads_won_values_delete" AFTER DELETE ON "app"."leads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "app"."count_won_values"();--> statement-breakpoint
-- What is already stored, summed once.
INSERT INTO "app"."source_months" ("month", "source", "medium", "campaign", "landing_page", "kind", "count")
SELECT date_trunc('month', day::timestamp)::date, source, medium, campaign, landing_page, kind, sum(count)
FROM "app"."source_days" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "app"."source_week_parts" ("starts", "source", "kind", "count")
SELECT "app"."week_part"(day), source, kind, sum(count) FROM "app"."source_days" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "app"."ad_spend_months" ("month", "source", "campaign_key", "amount", "day_rows")
SELECT date_trunc('month', day::timestamp)::date, source, campaign_key, sum(amount), count(*)
FROM "app"."ad_spend" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "app"."won_value_days" ("day", "source", "medium", "campaign", "landing_page", "valued", "value")
SELECT (created_at AT TIME ZONE "app"."report_time_zone"())::date, source, medium, campaign, landing_page, count(*), sum(deal_value)
FROM "app"."leads" WHERE won_at IS NOT NULL AND deal_value IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
