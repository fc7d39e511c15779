CREATE TABLE "app"."ad_spend_months" (
	"month" date NOT NULL,
	"source" text NOT NULL,
	"campaign_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"day_rows" integer NOT NULL,
	CONSTRAINT "ad_spend_months_month_source_campaign_key_pk" PRIMARY KEY("month","source","campaign_key")
);
--> statement-breakpoint
ALTER TABLE "app"."ad_spend_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."source_months" (
	"month" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "source_months_month_source_medium_campaign_landing_page_kind_pk" PRIMARY KEY("month","source","medium","campaign","landing_page","kind")
);
--> statement-breakpoint
ALTER TABLE "app"."source_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."source_week_parts" (
	"starts" date NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "source_week_parts_starts_source_kind_pk" PRIMARY KEY("starts","source","kind")
);
--> statement-breakpoint
ALTER TABLE "app"."source_week_parts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."won_value_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"valued" integer NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "won_value_days_day_source_medium_campaign_landing_page_pk" PRIMARY KEY("day","source","medium","campaign","landing_page")
);
--> statement-breakpoint
ALTER TABLE "app"."won_value_days" ENABLE ROW LEVEL SECURITY;