CREATE TABLE "app"."site_fact_draft" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."site_fact_draft" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."site_fact_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app"."site_fact_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facts" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "app"."site_fact_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."site_images" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."site_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "site_fact_versions_published_idx" ON "app"."site_fact_versions" USING btree ("published_at");