CREATE TABLE "app"."ad_spend" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign_key" text NOT NULL,
	"campaign" text NOT NULL,
	"amount" bigint NOT NULL,
	"import_id" uuid,
	CONSTRAINT "ad_spend_source_day_campaign_key_pk" PRIMARY KEY("source","day","campaign_key")
);
--> statement-breakpoint
ALTER TABLE "app"."ad_spend" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."money_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"qualified_value" bigint,
	"booked_value" bigint,
	"won_value" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."money_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."spend_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"ok" boolean NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"first_day" date,
	"last_day" date,
	"amount" bigint DEFAULT 0 NOT NULL,
	"unmatched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."spend_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "deal_value" bigint;--> statement-breakpoint
CREATE INDEX "ad_spend_day_idx" ON "app"."ad_spend" USING btree ("day");--> statement-breakpoint
CREATE INDEX "spend_imports_created_idx" ON "app"."spend_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_won_created_idx" ON "app"."leads" USING btree ("created_at") WHERE won_at is not null;