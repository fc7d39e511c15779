ALTER TYPE "app"."job_status" ADD VALUE 'not_sent';--> statement-breakpoint
CREATE TABLE "app"."email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."email_suppressions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."maintenance_runs" (
	"task" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."maintenance_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "sms_consent_text" text;--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "sms_consented_at" timestamp with time zone;