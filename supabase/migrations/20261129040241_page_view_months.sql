CREATE TABLE "app"."page_view_months" (
	"month" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"day_rows" integer NOT NULL,
	CONSTRAINT "page_view_months_month_source_medium_campaign_landing_page_pk" PRIMARY KEY("month","source","medium","campaign","landing_page")
);
--> statement-breakpoint
ALTER TABLE "app"."page_view_months" ENABLE ROW LEVEL SECURITY;